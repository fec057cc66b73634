/**
 * XP and level over a report's period, drawn as inline SVG: a bar of XP earned per day (or academy
 * week) and a line of lifetime XP at the end of each. The same numbers follow as a table, for screen
 * readers and for anyone who wants them exactly.
 */
import { useId } from 'react';
import type { TProgressReport } from '#shared/validation/report';
import { formatDate } from '#client/lib/format';

const WIDTH = 480;
const HEIGHT = 200;
const PAD = { top: 16, right: 10, bottom: 30, left: 44 };

export function XpChart({ report }: { report: TProgressReport }) {
  const id = useId();
  const points = report.xpSeries;
  const unit = report.period.bucket === 'day' ? 'day' : 'week';
  const earned = points.filter((p) => p.xp > 0);
  if (points.length === 0) return <p className="text-sm text-muted-foreground">This period has not started yet.</p>;

  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const maxXp = Math.max(10, ...points.map((p) => p.xp));
  const minTotal = Math.min(...points.map((p) => p.totalXp - p.xp));
  const maxTotal = Math.max(minTotal + 10, ...points.map((p) => p.totalXp));
  const slot = plotWidth / points.length;
  const barWidth = Math.max(1, slot * 0.7);
  const x = (i: number) => PAD.left + i * slot + slot / 2;
  const yBar = (xp: number) => PAD.top + plotHeight - (xp / maxXp) * plotHeight;
  const yLine = (total: number) => PAD.top + plotHeight - ((total - minTotal) / (maxTotal - minTotal)) * plotHeight;
  const line = points.map((p, i) => `${x(i).toFixed(1)},${yLine(p.totalXp).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const summary = report.summary;

  return (
    <div className="flex flex-col gap-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full">
        <title id={`${id}-title`}>{`XP earned per ${unit} and total XP`}</title>
        <desc id={`${id}-desc`}>
          {`${summary.xpEarned} XP earned from ${report.period.from} to ${report.period.to}; total XP went from ${summary.startXp} to ${summary.endXp}, level ${summary.startLevel} to ${summary.endLevel}.`}
        </desc>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + plotHeight} y2={PAD.top + plotHeight} className="stroke-border" strokeWidth={1} />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" className="fill-muted-foreground text-[14px]">
          {maxXp}
        </text>
        <text x={PAD.left - 6} y={PAD.top + plotHeight} textAnchor="end" className="fill-muted-foreground text-[14px]">
          0
        </text>
        {points.map((p, i) =>
          p.xp > 0 ? <rect key={p.date} x={x(i) - barWidth / 2} y={yBar(p.xp)} width={barWidth} height={PAD.top + plotHeight - yBar(p.xp)} rx={1.5} className="fill-primary" /> : null,
        )}
        <polyline points={line} fill="none" className="stroke-accent" strokeWidth={2.5} strokeLinejoin="round" />
        <text x={PAD.left} y={HEIGHT - 8} className="fill-muted-foreground text-[14px]">
          {formatDate(first.date)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="fill-muted-foreground text-[14px]">
          {formatDate(last.date)}
        </text>
      </svg>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-primary" /> XP earned per {unit} (left scale)
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-accent" /> Total XP, from {summary.startXp.toLocaleString('en-US')} to {summary.endXp.toLocaleString('en-US')}
        </li>
      </ul>
      <p className="text-sm">
        Level {summary.startLevel === summary.endLevel ? `${summary.endLevel} throughout` : `${summary.startLevel} → ${summary.endLevel}`}.
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
