/** What staff see of a family beside its thread: name, phone, athletes (first names, birth years), plan. */
import type { TFamilySummary } from '#shared/validation/messaging';

export function FamilySidebar({ family }: { family: TFamilySummary }) {
  return (
    <aside aria-label={`About ${family.displayName}`} className="flex flex-col gap-2 border-t p-3 text-sm lg:border-l lg:border-t-0">
      <h3 className="wrap-anywhere font-semibold">{family.displayName}</h3>
      {family.phone ? (
        <p>
          <a className="underline" href={`tel:${family.phone}`}>
            {family.phone}
          </a>
        </p>
      ) : null}
      <div>
        <p className="text-xs font-semibold uppercase text-muted-foreground">Athletes</p>
        {family.athletes.length ? (
          <ul>
            {family.athletes.map((a, i) => (
              <li key={`${a.firstName}-${i}`}>
                {a.firstName} <span className="text-muted-foreground">(born {a.birthYear})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No athletes yet</p>
        )}
      </div>
      <div>
        <p className="text-xs font-semibold uppercase text-muted-foreground">Plan</p>
        <p>{family.plan ?? 'No membership'}</p>
      </div>
    </aside>
  );
}
