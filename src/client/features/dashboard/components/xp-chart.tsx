/**
 * XP and level over a report's period, drawn as inline SVG: a bar of XP earned per day (or academy
 * week) and a line of lifetime XP at the end of each. The same numbers follow as a table, for screen
 * readers and for anyone who wants them exactly.
 */
import { useId } from 'react';
import type { TProgressReport } from '#shared/validation/report';
import { formatDate } from '#client/lib/format';

// The drawing's own units: it stretches to the panel's width, so the labels are HTML beside it.
const WIDTH = 600;
const HEIGHT = 200;

export function XpChart({ report }: { report: TProgressReport }) {
  const id = useId();
  const points = report.xpSeries;
  const unit = report.period.bucket === 'day' ? 'day' : 'week';
  const earned = points.filter((p) => p.xp > 0);
  if (points.length === 0)
    return <p className="text-sm text-muted-foreground">This period has not started yet.</p>;

  const maxXp = Math.max(10, ...points.map((p) => p.xp));
  const minTotal = Math.min(...points.map((p) => p.totalXp - p.xp));
  const maxTotal = Math.max(minTotal + 10, ...points.map((p) => p.totalXp));
  const slot = WIDTH / points.length;
  const barWidth = Math.max(1, slot * 0.7);
  const x = (i: number) => i * slot + slot / 2;
  const yBar = (xp: number) => HEIGHT - (xp / maxXp) * (HEIGHT - 4);
  const yLine = (total: number) =>
    HEIGHT - 2 - ((total - minTotal) / (maxTotal - minTotal)) * (HEIGHT - 6);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${yLine(p.totalXp).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const summary = report.summary;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <div
          className="flex flex-col justify-between text-right text-xs tabular-nums text-muted-foreground"
          aria-hidden="true"
        >
          <span>{maxXp}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="h-44 min-w-0 flex-1 border-b border-border sm:h-56"
        >
          <title id={`${id}-title`}>{`XP earned per ${unit} and total XP`}</title>
          <desc id={`${id}-desc`}>
            {`${summary.xpEarned} XP earned from ${report.period.from} to ${report.period.to}; total XP went from ${summary.startXp} to ${summary.endXp}, level ${summary.startLevel} to ${summary.endLevel}.`}
          </desc>
          {points.map((p, i) =>
            p.xp > 0 ? (
              <rect
                key={p.date}
                x={x(i) - barWidth / 2}
                y={yBar(p.xp)}
                width={barWidth}
                height={HEIGHT - yBar(p.xp)}
                className="fill-primary"
              />
            ) : null,
          )}
          <polyline
            points={line}
            fill="none"
            className="stroke-accent"
            strokeWidth={2.5}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div className="flex justify-between pl-8 text-xs text-muted-foreground" aria-hidden="true">
        <span>{formatDate(first.date)}</span>
        <span>{formatDate(last.date)}</span>
      </div>
      <ul
        className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground"
        aria-hidden="true"
      >
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-primary" /> XP earned per {unit} (left
          scale)
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-accent" /> Total XP, from{' '}
          {summary.startXp.toLocaleString('en-US')} to {summary.endXp.toLocaleString('en-US')}
        </li>
      </ul>
      <p className="text-sm">
        Level{' '}
        {summary.startLevel === summary.endLevel
          ? `${summary.endLevel} throughout`
          : `${summary.startLevel} → ${summary.endLevel}`}
        .
      </p>
      {earned.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">XP by {unit}</caption>
            <thead className="text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {unit === 'day' ? 'Day' : 'Week of'}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  XP
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Total XP
                </th>
                <th scope="col" className="py-2 text-right">
                  Level
                </th>
              </tr>
            </thead>
            <tbody className="divide-y tabular-nums">
              {earned.map((p) => (
                <tr key={p.date}>
                  <td className="py-1.5 pr-3">{formatDate(p.date)}</td>
                  <td className="py-1.5 pr-3 text-right">+{p.xp}</td>
                  <td className="py-1.5 pr-3 text-right">{p.totalXp.toLocaleString('en-US')}</td>
                  <td className="py-1.5 text-right">{p.level}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No XP earned in this period.</p>
      )}
    </div>
  );
}
