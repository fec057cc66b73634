/**
 * The coach's home beyond its sessions (issue 42, point 5): the families' Coach threads waiting for
 * an answer, longest first with how long, one tap to the thread; and the lessons written (a coach's
 * own, an admin's every coach's), draft or published, one tap to edit.
 */
import { MessageSquare, PenLine, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import type { TCoachHome } from '#shared/validation/coach-home';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { formatDate } from '#client/lib/format';
import { waitedFor } from '#client/features/admin/api/get-attention';
import { useCoachHome } from '../api/get-coach-home';

export function FamiliesWaitingSection() {
  const home = useCoachHome();
  const threads = home.data?.threads;
  return (
    <section aria-labelledby="coach-threads" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="coach-threads" className="text-lg font-semibold">
          Families waiting{threads ? ` (${threads.count})` : ''}
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.contacts({ tab: 'inbox' })}>
            <MessageSquare aria-hidden="true" /> Inbox
          </Link>
        </Button>
      </div>
      {home.isPending ? <Spinner label="Loading the threads" /> : null}
      {home.isError ? <HomeError onRetry={() => void home.refetch()} /> : null}
      {threads && threads.count === 0 ? <EmptyState title="No family is waiting">Every Coach thread has an answer.</EmptyState> : null}
      {threads && threads.items.length > 0 ? (
        <ul className="grid gap-2 md:grid-cols-2">
          {threads.items.map((thread) => (
            <li key={thread.id}>
              <Card className="p-0">
                <Link to={paths.contacts({ tab: 'inbox', t: thread.id })} className="flex flex-col gap-1 rounded-lg p-3 hover:bg-accent focus-visible:outline-2">
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium [overflow-wrap:anywhere]">{thread.familyName}</span>
                    <Badge variant="secondary">waiting {waitedFor(thread.waitingSince)}</Badge>
                  </span>
                  <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{thread.preview ? `“${thread.preview}”` : 'A message waits for an answer'}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {threads && threads.count > threads.items.length ? (
        <p className="text-sm text-muted-foreground">
          {threads.count - threads.items.length} more in the <Link to={paths.contacts({ tab: 'inbox' })} className="font-semibold text-primary hover:underline">inbox</Link>.
        </p>
      ) : null}
    </section>
  );
}

export function LessonsWrittenSection() {
  const home = useCoachHome();
  const lessons = home.data?.lessons;
  return (
    <section aria-labelledby="coach-lessons" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="coach-lessons" className="text-lg font-semibold">
          {lessons?.isEveryCoach ? 'Lessons coaches wrote' : 'Lessons you wrote'}
          {lessons ? ` (${lessons.count})` : ''}
        </h2>
        <span className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.coachLessons()}>All lessons</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={paths.coachLessonNew()}>
              <Plus aria-hidden="true" /> Write a lesson
            </Link>
          </Button>
        </span>
      </div>
      {home.isPending ? <Spinner label="Loading the lessons" /> : null}
      {home.isError ? <HomeError onRetry={() => void home.refetch()} /> : null}
      {lessons && lessons.count === 0 ? <EmptyState title="No lessons written yet">A lesson you write starts as a draft; families see it once you publish it.</EmptyState> : null}
      {lessons && lessons.items.length > 0 ? (
        <ul className="grid gap-2 md:grid-cols-2">
          {lessons.items.map((lesson) => (
            <li key={lesson.id}>
              <LessonCard lesson={lesson} showAuthor={lessons.isEveryCoach} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function LessonCard({ lesson, showAuthor }: { lesson: TCoachHome['lessons']['items'][number]; showAuthor: boolean }) {
  return (
    <Card className="flex items-center justify-between gap-3 p-3">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-medium [overflow-wrap:anywhere]">{lesson.title}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant={lesson.status === 'published' ? 'default' : 'outline'}>{lesson.status === 'published' ? 'Published' : 'Draft'}</Badge>
          {showAuthor && lesson.authorName ? <span className="[overflow-wrap:anywhere]">{lesson.authorName}</span> : null}
          <span>{formatDate(lesson.updatedAt, { month: 'short', day: 'numeric' })}</span>
        </span>
      </div>
      <Button asChild size="sm" variant="outline">
        <Link to={paths.coachLesson(lesson.id)} aria-label={`Edit ${lesson.title}`}>
          <PenLine aria-hidden="true" /> Edit
        </Link>
      </Button>
    </Card>
  );
}

function HomeError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="error" title="We couldn't load this part of the coach's home.">
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
