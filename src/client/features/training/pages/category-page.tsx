/**
 * /category/:categoryId (docs/product.md, Training): the category's title, description, skill badges,
 * "N of M lessons completed" and its lessons with Start, or Review once the athlete completed one.
 */
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '#shared/page-paths';
import type { TCategoryDetail, TLessonSummary } from '#shared/validation/training';
import { AppError } from '#shared/errors';
import { NoAthleteCard } from '#client/components/no-athlete-card';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { useSelectedAthlete } from '#client/features/athletes';
import { useCategory } from '../api/get-category';
import {
  CompletedBadge,
  DifficultyBadge,
  DurationLabel,
  LessonTypeBadge,
} from '../components/lesson-badges';
import { LessonCountProgress } from '../components/lesson-count-progress';
import { NotFoundState } from '../components/not-found-state';
import { SkillBadges } from '../components/skill-badges';

export function CategoryPage() {
  const { categoryId = '' } = useParams();
  const { athlete, isLoading } = useSelectedAthlete();
  const category = useCategory(categoryId, athlete?.id);

  if (isLoading || (athlete && category.isPending))
    return <PageSpinner label="Loading the category" />;
  if (!athlete) return <NoAthleteCard title="Add your athlete to start training" />;
  if (category.isError) {
    if (category.error instanceof AppError && category.error.code === 'NOT_FOUND') {
      return (
        <NotFoundState title="Category Not Found">
          This training category doesn&rsquo;t exist or has moved.
        </NotFoundState>
      );
    }
    return (
      <Alert tone="error" title="We couldn't load this category.">
        <p>{category.error.message}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => void category.refetch()}
          disabled={category.isFetching}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (!category.data) return null;
  return <Category category={category.data.category} athleteLevel={category.data.athleteLevel} />;
}

function Category({
  category,
  athleteLevel,
}: {
  category: TCategoryDetail;
  athleteLevel: number | undefined;
}) {
  return (
    <div className="flex flex-col gap-5">
      <PageMeta title={category.title} description={category.description} />
      <Link
        to={paths.training()}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 self-start rounded-md px-2 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All categories
      </Link>
      <header className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
        <h1 className="text-2xl font-bold sm:text-3xl">{category.title}</h1>
        <p className="text-muted-foreground">{category.description}</p>
        <SkillBadges skills={category.skills} label="Skills" />
        <LessonCountProgress
          completed={category.completedCount}
          total={category.lessonCount}
          title={category.title}
        />
      </header>
      <section aria-labelledby="lessons-heading" className="flex flex-col gap-3">
        <h2 id="lessons-heading" className="text-xl font-bold">
          Lessons
        </h2>
        {category.lessons.length === 0 ? (
          <EmptyState title="No lessons available in this category yet." />
        ) : (
          <ol className="flex flex-col gap-3">
            {category.lessons.map((lesson) => (
              <li key={lesson.id}>
                <LessonRow lesson={lesson} athleteLevel={athleteLevel} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function LessonRow({
  lesson,
  athleteLevel,
}: {
  lesson: TLessonSummary;
  athleteLevel: number | undefined;
}) {
  return (
    <article className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold">
          {lesson.title}
          {lesson.isCompleted ? <CompletedBadge /> : null}
        </h3>
        <p className="text-sm text-muted-foreground">{lesson.description}</p>
        <div className="flex flex-wrap items-center gap-2">
          <LessonTypeBadge type={lesson.type} />
          {athleteLevel === undefined ? null : (
            <DifficultyBadge difficulty={lesson.difficulty} athleteLevel={athleteLevel} />
          )}
          <DurationLabel minutes={lesson.durationMinutes} />
        </div>
      </div>
      <Button
        asChild
        variant={lesson.isCompleted ? 'outline' : 'default'}
        className="shrink-0 sm:w-28"
      >
        <Link
          to={paths.lesson(lesson.id)}
          aria-label={`${lesson.isCompleted ? 'Review' : 'Start'}: ${lesson.title}`}
        >
          {lesson.isCompleted ? 'Review' : 'Start'}
        </Link>
      </Button>
    </article>
  );
}
