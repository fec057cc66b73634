/**
 * The skill passport's part of the progress report (issue 42, point 2): the athlete's latest levels
 * and current goals, and the way to the whole passport. The athlete's own levels only.
 */
import { IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { levelName } from '#shared/skills';
import { Panel } from '#client/components/ui/panel';
import { usePassport } from '../api/get-passport';

export function PassportSummary({ athleteId }: { athleteId: string }) {
  const passport = usePassport(athleteId);
  if (!passport.data) return null;
  const rated = passport.data.skills.filter((s) => s.history.length > 0);
  const current = passport.data.current;
  return (
    <Panel title="Skill passport" icon={IdCard}>
      {current ? (
        <div className="flex flex-col gap-2 text-sm">
          <ul className="grid gap-1 sm:grid-cols-2">
            {rated.map((s) => (
              <li key={s.id}>
                <span className="font-medium">{s.name}:</span> {levelName(s.history.at(-1)!.level)}
              </li>
            ))}
          </ul>
          <p>
            <span className="font-semibold">Goals: </span>
            {current.goals.join('; ')}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No evaluation published yet.</p>
      )}
      <Link to={paths.passport(athleteId)} className="mt-2 inline-block text-sm font-semibold text-primary hover:underline" data-print-hidden>
        Open the skill passport →
      </Link>
    </Panel>
  );
}
