import { BadgeCheck, Lock } from 'lucide-react';
import type { TBoardEntry, TBoardResponse } from '#shared/validation/leaderboards';
import { Badge } from '#client/components/ui/badge';
import { cn } from '#client/lib/cn';
import { ChangeMark, InitialAvatar, type PeriodNoun } from './ranking-marks';

function BoardRow({ entry, noun, isFocus }: { entry: TBoardEntry; noun: PeriodNoun; isFocus: boolean }) {
  return (
    <li
      className={cn('flex min-h-12 items-center gap-2 rounded-md px-2 py-1.5', isFocus && 'bg-accent/20 ring-2 ring-accent ring-inset')}
      aria-current={isFocus ? 'true' : undefined}
    >
      <span className="w-8 shrink-0 text-right font-bold tabular-nums">
        <span className="sr-only">Rank </span>
        {entry.rank}
      </span>
      <ChangeMark entry={entry} noun={noun} />
      <InitialAvatar initial={entry.initial} isFocus={isFocus} />
      <span className="min-w-0 flex-1 leading-tight">
        <span className="block truncate font-medium">{entry.displayName}</span>
        <span className="flex flex-wrap gap-1">
          {entry.isTopTen ? <Badge variant="accent" className="px-1.5 py-0 text-[0.65rem]">Top 10</Badge> : null}
          {entry.isVerified ? (
            <Badge variant="outline" className="px-1.5 py-0 text-[0.65rem]" title="A coach verified a result this month">
              <BadgeCheck className="size-3" aria-hidden="true" /> Verified
            </Badge>
          ) : null}
          {entry.isPrivate ? (
            <Badge variant="outline" className="px-1.5 py-0 text-[0.65rem]">
              <Lock className="size-3" aria-hidden="true" /> Private
            </Badge>
          ) : null}
          {isFocus ? <span className="text-xs font-semibold text-muted-foreground">Your athlete</span> : null}
        </span>
      </span>
      <span className="shrink-0 font-semibold tabular-nums">{entry.xp.toLocaleString('en-US')} XP</span>
    </li>
  );
}

/**
 * The reusable leaderboard list (docs/product.md, Player Rankings): rank, change arrow, preset
 * avatar, name, the "Top 10" status and score; then, when the focus athlete is outside the list
 * or hidden from other families, its own place between the places just above and below it.
 */
export function BoardList({
  board,
  athleteId,
  label,
  noun,
}: {
  board: Pick<TBoardResponse, 'entries' | 'own'>;
  athleteId: string;
  label: string;
  noun: PeriodNoun;
}) {
  const isFocus = (entry: TBoardEntry) => entry.isOwn && entry.athleteId === athleteId;
  const { own } = board;
  const around = own ? [own.above, own.entry, own.below].filter((e): e is TBoardEntry => e !== null) : [];
  return (
    <div className="flex flex-col gap-1">
      {board.entries.length ? (
        <ol aria-label={label} className="flex flex-col gap-0.5">
          {board.entries.map((entry) => (
            <BoardRow key={`${entry.rank}-${entry.displayName}`} entry={entry} noun={noun} isFocus={isFocus(entry)} />
          ))}
        </ol>
      ) : null}
      {own ? (
        <>
          {board.entries.length ? (
            <p aria-hidden="true" className="text-center leading-none text-muted-foreground">
              ⋯
            </p>
          ) : null}
          <ol aria-label={own.entry.isPrivate ? 'Your place, seen only by your family' : 'Your place'} className="flex flex-col gap-0.5">
            {around.map((entry) => (
              <BoardRow key={`own-${entry.rank}-${entry.displayName}`} entry={entry} noun={noun} isFocus={entry === own.entry} />
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
