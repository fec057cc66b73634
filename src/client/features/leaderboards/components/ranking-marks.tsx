/** What a ranking row shows on every board (the dashboard's weekly panel and the Player Rankings page). */
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import type { ChangeDirection } from '#shared/rankings';
import { cn } from '#client/lib/cn';

/** What a board's "last time" is, for the change arrow's words. */
export type PeriodNoun = 'weekend' | 'week' | 'month';

/** What the change arrow says to a screen reader, and what a person sees beside it. */
export function changeText(entry: { change: ChangeDirection; previousRank: number | null }, noun: PeriodNoun): string {
  switch (entry.change) {
    case 'up':
      return `Up from ${entry.previousRank ?? ''}`.trim();
    case 'down':
      return `Down from ${entry.previousRank ?? ''}`.trim();
    case 'same':
      return `Same as last ${noun}`;
    case 'new':
      return `New this ${noun}`;
  }
}

const CHANGE_STYLE: Record<ChangeDirection, string> = {
  up: 'text-primary',
  down: 'text-destructive',
  same: 'text-muted-foreground',
  new: 'text-pitch',
};

export function ChangeMark({ entry, noun }: { entry: { change: ChangeDirection; previousRank: number | null }; noun: PeriodNoun }) {
  const text = changeText(entry, noun);
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

/** A preset avatar: the initial on a coloured disc; no athlete has a photo on a board. */
export function InitialAvatar({ initial, isFocus }: { initial: string; isFocus: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold',
        isFocus ? 'bg-pitch text-pitch-foreground' : 'bg-secondary text-primary',
      )}
    >
      {initial}
    </span>
  );
}
