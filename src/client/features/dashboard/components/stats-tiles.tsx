import { Award, Flame, Star, Trophy } from 'lucide-react';
import type { TDashboardResponse } from '#shared/validation/dashboard';

/** Streak, challenges completed, level and badges: the dashboard's stats (docs/product.md, Dashboard). */
export function StatsTiles({ data }: { data: TDashboardResponse }) {
  const tiles = [
    {
      label: 'Streak',
      value: data.streak.current,
      hint: data.streak.current === 1 ? 'day' : 'days',
      icon: Flame,
    },
    { label: 'Challenges', value: data.stats.challengesCompleted, hint: 'completed', icon: Trophy },
    { label: 'Level', value: data.xp.level, hint: 'current', icon: Star },
    { label: 'Badges', value: data.stats.badges, hint: 'earned', icon: Award },
  ] as const;
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Stats
      </h2>
      {/* Four in a row only where each tile holds its longest label ("Challenges") beside its icon. */}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-2 2xl:grid-cols-4">
        {tiles.map(({ label, value, hint, icon: Icon }) => (
          <li key={label} className="flex flex-col gap-2 rounded-lg border bg-card p-4 shadow-sm">
            <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide break-normal text-muted-foreground">
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-secondary text-primary"
              >
                <Icon className="size-4" />
              </span>
              {label}
            </p>
            <p className="text-2xl font-bold tabular-nums">
              {value} <span className="text-sm font-medium text-muted-foreground">{hint}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
