/** Another family as the hub shows it: an initial, the display name and its athletes' first names. */
import type { ReactNode } from 'react';
import { avatarInitial } from '#shared/names';

export function FamilyCard({ displayName, athletes, detail, actions }: { displayName: string; athletes: { displayName: string }[]; detail?: string; actions?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-3">
      <div className="flex min-w-0 items-center gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 font-bold text-primary">
          {avatarInitial(displayName)}
        </span>
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere">{displayName}</p>
          <p className="text-xs text-muted-foreground">
            {[athletes.length ? athletes.map((a) => a.displayName).join(', ') : 'No athletes listed', detail].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}

/** "Since 3 Nov": when a friendship began or a request was sent. */
export function sinceLabel(prefix: string, iso: string): string {
  return `${prefix} ${new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`;
}
