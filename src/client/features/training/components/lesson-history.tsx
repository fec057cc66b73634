/**
 * The athlete's past sessions of this lesson (issue 18, point 2): date, time spent (once per
 * session), count, notes and XP, newest first, with the personal bests marked; a count a coach
 * recorded or confirmed is marked Verified, one waiting for a coach says so (issue 42, point 4).
 */
import { BadgeCheck, Clock, History, Trophy } from 'lucide-react';
import { ACADEMY } from '#shared/academy';
import type { Metric } from '#shared/training';
import type { TLessonSession } from '#shared/validation/lesson-history';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Panel } from '#client/components/ui/panel';
import { Spinner } from '#client/components/ui/spinner';
import { useLessonHistory } from '../api/get-lesson-history';

const UNIT: Record<Metric, string> = { touches: 'touches', runs: 'runs', passes: 'passes', juggles: 'juggles', seconds: 'seconds', minutes: 'minutes' };

function formatSessionDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: ACADEMY.timeZone });
}

export function LessonHistory({ lessonId, athleteId, athleteName, metric }: { lessonId: string; athleteId: string; athleteName: string; metric: Metric | null }) {
  const history = useLessonHistory(lessonId, athleteId);
  const pages = history.data?.pages ?? [];
  const sessions = pages.flatMap((p) => p.sessions);
  const bests = pages[0]?.bests;

  return (
    <Panel title="Lesson History" icon={History}>
      {history.isPending ? (
        <Spinner label="Loading the lesson history" />
      ) : history.isError ? (
        <div role="alert" className="text-sm">
          <p>We couldn&rsquo;t load {athleteName}&rsquo;s sessions. {history.error.message}</p>
          <Button variant="outline" className="mt-2" onClick={() => void history.refetch()} disabled={history.isFetching}>
            Try again
          </Button>
        </div>
      ) : sessions.length === 0 || !bests ? (
        <p className="text-sm text-muted-foreground">
          No sessions yet. Each time {athleteName} trains this lesson and saves, the session appears here.
        </p>
      ) : (
        <>
          <dl aria-label="Personal bests" className="mb-4 grid grid-cols-3 gap-2 rounded-lg bg-muted p-3 text-sm">
            <div>
              <dt className="text-muted-foreground">Sessions</dt>
              <dd className="font-semibold">{bests.sessionCount}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Longest</dt>
              <dd className="font-semibold">{bests.longestMinutes ?? 0} min</dd>
            </div>
            {metric ? (
              <div>
                <dt className="text-muted-foreground">Best count</dt>
                <dd className="font-semibold">{bests.bestCount === null ? '–' : `${bests.bestCount} ${UNIT[metric]}`}</dd>
              </div>
            ) : null}
          </dl>
          <ol aria-label={`${athleteName}’s sessions`} className="flex flex-col divide-y">
            {sessions.map((session) => (
              <SessionItem
                key={session.startedAt}
                session={session}
                metric={metric}
                isBestCount={metric !== null && session.count !== null && session.count === bests.bestCount}
                isLongest={session.minutes > 0 && session.minutes === bests.longestMinutes}
              />
            ))}
          </ol>
          {history.hasNextPage ? (
            <Button variant="outline" className="mt-3 w-full" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
              {history.isFetchingNextPage ? 'Loading…' : 'Show older sessions'}
            </Button>
          ) : null}
        </>
      )}
    </Panel>
  );
}

function SessionItem({ session, metric, isBestCount, isLongest }: { session: TLessonSession; metric: Metric | null; isBestCount: boolean; isLongest: boolean }) {
  return (
    <li className="py-3 text-sm first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold">{formatSessionDate(session.startedAt)}</span>
        {/* A coach's count at a session is a measurement, not training timed in the app: no time, no XP. */}
        {session.isRecordedByCoach ? null : <span className="font-semibold text-primary">+{session.xpAwarded} XP</span>}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        {session.isRecordedByCoach ? null : <span>{session.minutes} min</span>}
        {metric && session.count !== null ? (
          <span>
            {session.count} {UNIT[metric]}
          </span>
        ) : null}
        {session.isCompleted ? <Badge variant="secondary">Completed</Badge> : null}
        {session.isVerified ? (
          <Badge variant="outline">
            <BadgeCheck className="size-3" aria-hidden="true" /> {session.isRecordedByCoach ? 'Verified: recorded by a coach' : 'Verified by a coach'}
          </Badge>
        ) : null}
        {session.isFlagged ? (
          <Badge variant="outline">
            <Clock className="size-3" aria-hidden="true" /> Waiting for a coach to confirm
          </Badge>
        ) : null}
        {isBestCount ? (
          <Badge variant="accent">
            <Trophy className="size-3" aria-hidden="true" /> Best count
          </Badge>
        ) : null}
        {isLongest ? (
          <Badge variant="accent">
            <Trophy className="size-3" aria-hidden="true" /> Longest session
          </Badge>
        ) : null}
      </p>
      {session.notes ? <p className="mt-1 whitespace-pre-line wrap-anywhere text-muted-foreground">{session.notes}</p> : null}
    </li>
  );
}
