/**
 * The friends' board: this week's XP of the family's own athletes and its friends' athletes. Friends'
 * athletes show a first name only; an athlete its family hides from boards is not listed.
 */
import { Trophy } from 'lucide-react';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { useFriendsBoard } from '../api/get-friends-board';

export function FriendsBoard() {
  const board = useFriendsBoard();
  return (
    <section aria-labelledby="friends-board-heading" className="flex flex-col gap-3">
      <h2 id="friends-board-heading" className="flex items-center gap-2 text-lg font-semibold sm:text-xl">
        <Trophy className="size-5 text-primary" aria-hidden="true" /> Friends’ board this week
      </h2>
      {board.isPending ? <Spinner label="Loading the friends’ board" /> : null}
      {board.isError ? (
        <Alert tone="error" title="Failed to load the friends’ board">
          <Button variant="outline" className="mt-2" onClick={() => void board.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {board.data && !board.data.entries.length ? <EmptyState title="No athletes yet">Add an athlete in Profile to join the board.</EmptyState> : null}
      {board.data?.entries.length ? (
        <ol className="flex flex-col gap-1.5" aria-label="Friends’ board this week">
          {board.data.entries.map((e) => (
            <li
              key={`${e.rank}-${e.displayName}`}
              className={cn('flex items-center gap-3 rounded-lg border bg-card px-3 py-2', e.isOwn && 'border-primary/50 bg-primary/5')}
            >
              <span className="w-6 text-right font-bold tabular-nums">{e.rank}</span>
              <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-sm font-bold">
                {e.initial}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{e.displayName}</span>
                <span className="block truncate text-xs text-muted-foreground">{e.isOwn ? 'Your family' : e.familyName}</span>
              </span>
              <span className="font-semibold tabular-nums">{e.xp} XP</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
