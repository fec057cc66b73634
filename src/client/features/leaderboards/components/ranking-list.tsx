import type { TRankingEntry } from '#shared/validation/achievements';
import { cn } from '#client/lib/cn';
import { ChangeMark, InitialAvatar } from './ranking-marks';

/** Others appear as the server names them (first name and the last name's initial); our own athlete by first name. */
function shownName(entry: TRankingEntry): string {
  return entry.isOwn ? entry.displayName.trim().split(/\s+/)[0] || entry.displayName : entry.displayName;
}

function RankingRow({ entry, isFocus }: { entry: TRankingEntry; isFocus: boolean }) {
  return (
    <li
      className={cn(
        'flex min-h-12 items-center gap-2 rounded-md px-2 py-1.5',
        isFocus && 'bg-accent/20 ring-2 ring-accent ring-inset',
      )}
      aria-current={isFocus ? 'true' : undefined}
    >
      <span className="w-7 shrink-0 text-right font-bold tabular-nums">
        <span className="sr-only">Rank </span>
        {entry.rank}
      </span>
      <ChangeMark entry={entry} noun="week" />
      <InitialAvatar initial={entry.initial} isFocus={isFocus} />
      <span className="min-w-0 flex-1 leading-tight">
        <span className="block truncate font-medium">{shownName(entry)}</span>
        {isFocus ? (
          <span className="block text-xs font-semibold text-muted-foreground">
            {entry.isPrivate ? 'Your athlete · private, hidden from other families' : 'Your athlete'}
          </span>
        ) : null}
      </span>
      <span className="shrink-0 font-semibold tabular-nums">{entry.xp.toLocaleString('en-US')} XP</span>
    </li>
  );
}

/**
 * A ranking (docs/product.md, Rankings): rank, change arrow (up, down, same, new), avatar
 * initial, first name and XP; the athlete's own row highlighted, and appended after the list when
 * outside it.
 */
export function RankingList({
  entries,
  own,
  athleteId,
  label,
}: {
  entries: TRankingEntry[];
  own: TRankingEntry | null;
  /** The athlete the page is about: their row is highlighted. */
  athleteId: string | undefined;
  label: string;
}) {
  const isFocus = (entry: TRankingEntry) => entry.isOwn && entry.athleteId === athleteId;
  return (
    <div className="flex flex-col gap-1">
      <ol aria-label={label} className="flex flex-col gap-0.5">
        {entries.map((entry) => (
          <RankingRow key={`${entry.rank}-${entry.displayName}`} entry={entry} isFocus={isFocus(entry)} />
        ))}
      </ol>
      {own ? (
        <>
          <p aria-hidden="true" className="text-center leading-none text-muted-foreground">
            ⋯
          </p>
          <ol aria-label="Your place" start={own.rank}>
            <RankingRow entry={own} isFocus />
          </ol>
        </>
      ) : null}
    </div>
  );
}
