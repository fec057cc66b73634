import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { useSelectedAthlete } from '../hooks';

/** The header's athlete picker: a select for two or more, the name for one, a link for none. */
export function AthleteSwitcher() {
  const { athletes, athlete, isLoading, select } = useSelectedAthlete();
  if (isLoading) return null;
  if (!athlete) {
    return (
      <Link to={paths.profile({ tab: 'athletes' })} className="rounded-md bg-white/10 px-3 py-1.5 text-sm font-semibold hover:bg-white/20">
        Add an athlete
      </Link>
    );
  }
  if (athletes.length === 1) {
    return (
      <span className="flex items-center gap-2 text-sm font-semibold">
        <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-accent text-accent-foreground">
          {athlete.name.charAt(0).toUpperCase()}
        </span>
        {/* Narrower on a phone, where the header's links sit beside it as icons. */}
        <span className="max-w-20 truncate sm:max-w-32">{athlete.name.split(' ')[0]}</span>
      </span>
    );
  }
  return (
    <label className="flex items-center gap-2 text-sm font-semibold">
      <span className="sr-only">Athlete</span>
      <select
        className="h-10 max-w-28 rounded-md sm:max-w-40 border border-white/30 bg-pitch px-2 text-pitch-foreground"
        value={athlete.id}
        onChange={(event) => select(event.target.value)}
      >
        {athletes.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
    </label>
  );
}
