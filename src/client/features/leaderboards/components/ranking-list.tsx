import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import type { ChangeDirection } from '#shared/rankings';
import type { TRankingEntry } from '#shared/validation/achievements';
import { cn } from '#client/lib/cn';

/** What the change arrow says to a screen reader, and what a person sees beside it. */
function changeText(entry: TRankingEntry): string {
  switch (entry.change) {
    case 'up':
      return `Up from ${entry.previousRank ?? ''}`.trim();
    case 'down':
      return `Down from ${entry.previousRank ?? ''}`.trim();
    case 'same':
      return 'Same as last week';
    case 'new':
      return 'New this week';
  }
}

const CHANGE_STYLE: Record<ChangeDirection, string> = {
  up: 'text-primary',
  down: 'text-destructive',
  same: 'text-muted-foreground',
  new: 'text-pitch',
};

function ChangeMark({ entry }: { entry: TRankingEntry }) {
  const text = changeText(entry);
  const Icon = entry.change === 'up' ? ArrowUp : entry.change === 'down' ? ArrowDown : Minus;
  return (
    <span className={cn('inline-flex w-9 shrink-0 justify-center', CHANGE_STYLE[entry.change])} title={text}>
      {entry.change === 'new' ? (
        <span aria-hidden="true" className="text-[0.65rem] font-bold uppercase">
          New
        </span>
      ) : (
        <Icon className="size-4" aria-hidden="true" />
      )}
      <span className="sr-only">{text}</span>
    </span>
  );
}

/** Others appear by first name and initial only (the server sends no more); our own by first name too. */
function shownName(entry: TRankingEntry): string {
  return entry.displayName.trim().split(/\s+/)[0] || 'Unknown Player';
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
      <ChangeMark entry={entry} />
      <span
        aria-hidden="true"
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold',
          isFocus ? 'bg-pitch text-pitch-foreground' : 'bg-secondary text-primary',
        )}
      >
        {entry.initial}
      </span>
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
