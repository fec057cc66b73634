import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { Button } from './ui/button';

/** Progress belongs to an athlete: a family without one is invited to add one first. */
export function NoAthleteCard({ title = 'Add your athlete to get started' }: { title?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border bg-card px-5 py-10 text-center shadow-sm">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-secondary text-primary"
      >
        <UserPlus className="size-7" />
      </span>
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="max-w-sm text-muted-foreground">
        Lessons, XP, levels and streaks belong to each athlete. Add your child (born 2014–2017) to
        start training.
      </p>
      <Button asChild>
        <Link to={paths.profile({ tab: 'athletes' })}>Add an athlete</Link>
      </Button>
    </div>
  );
}
