/**
 * The Digital Content tab (docs/product.md, Training): every lesson step a coach has filmed, newest
 * first, each opening its lesson. The spec's tab only said content was coming; the videos exist now
 * (decision 037), so the tab lists them.
 */
import { Clapperboard, MonitorPlay } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import type { TFilmedLesson } from '#shared/validation/lesson-videos';
import { EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useFilmedLessons } from '../api/get-filmed-lessons';

function formatLength(seconds: number | null): string | null {
  if (seconds === null) return null;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function FilmedLessonCard({ item }: { item: TFilmedLesson }) {
  const length = formatLength(item.video.durationSeconds);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="relative aspect-video bg-muted">
        {item.video.posterUrl ? (
          <img src={item.video.posterUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <Clapperboard className="absolute inset-0 m-auto size-10 text-muted-foreground" aria-hidden="true" />
        )}
        {length ? <span className="absolute right-2 bottom-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white">{length}</span> : null}
      </div>
      <div className="flex flex-col gap-1.5 p-4">
        <h4 className="font-semibold">
          <Link to={paths.lesson(item.lessonId)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {item.title}
          </Link>
        </h4>
        <p className="text-sm text-muted-foreground">
          Step {item.video.stepIndex + 1}: {item.stepTitle}
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{item.categoryTitle}</Badge>
          <Badge variant="outline">{item.difficulty}</Badge>
          <Badge variant="outline">{item.durationMinutes} min</Badge>
        </div>
      </div>
    </li>
  );
}

export function DigitalContent() {
  const filmed = useFilmedLessons();
  const items = filmed.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <MonitorPlay className="size-5 text-primary" aria-hidden="true" /> Digital Content
      </h3>
      {filmed.isPending ? (
        <Spinner label="Loading the lesson videos" />
      ) : filmed.isError ? (
        <div role="alert" className="text-sm">
          <p>We couldn&rsquo;t load the lesson videos. {filmed.error.message}</p>
          <Button variant="outline" className="mt-2" onClick={() => void filmed.refetch()} disabled={filmed.isFetching}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState title="No lesson videos yet">
          Our coaches film the lessons one at a time. Until a lesson has its video, its drill diagram shows the movement on the lesson page.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">Lessons our coaches have filmed, newest first. Open one to watch it at its step.</p>
          <ul aria-label="Lesson videos" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <FilmedLessonCard key={`${item.lessonId}-${item.video.stepIndex}`} item={item} />
            ))}
          </ul>
          {filmed.hasNextPage ? (
            <Button variant="outline" className="self-center" onClick={() => void filmed.fetchNextPage()} disabled={filmed.isFetchingNextPage}>
              {filmed.isFetchingNextPage ? 'Loading…' : 'Show more videos'}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
