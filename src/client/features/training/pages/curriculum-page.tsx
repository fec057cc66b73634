/**
 * /curriculum (docs/product.md, Training: Curriculum): the three levels and eight modules, with the
 * athlete's progress from the lessons they really completed. A level opens when the one before has
 * enough completed modules (2, 1, 1: src/shared/curriculum.ts).
 */
import { CheckCircle2, Circle, Lock, Unlock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import type { TCurriculumLevel, TCurriculumModule } from '#shared/validation/curriculum';
import { NoAthleteCard } from '#client/components/no-athlete-card';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Progress } from '#client/components/ui/progress';
import { PageSpinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { firstName } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import { useSelectedAthlete } from '#client/features/athletes';
import { useCurriculum } from '../api/get-curriculum';

export function CurriculumPage() {
  const { athlete, isLoading } = useSelectedAthlete();
  const curriculum = useCurriculum(athlete?.id);

  let body;
  if (isLoading || (athlete && curriculum.isPending))
    body = <PageSpinner label="Loading the curriculum" />;
  else if (!athlete) body = <NoAthleteCard title="Add your athlete to follow the curriculum" />;
  else if (curriculum.isError) {
    body = (
      <Alert tone="error" title="We couldn't load the curriculum.">
        <p>{curriculum.error.message}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => void curriculum.refetch()}
          disabled={curriculum.isFetching}
        >
          Try again
        </Button>
      </Alert>
    );
  } else if (curriculum.data) {
    body = (
      <ol className="flex flex-col gap-6">
        {curriculum.data.map((level, index) => (
          <li key={level.id}>
            <LevelSection level={level} previous={curriculum.data[index - 1]} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageMeta
        title="Training Curriculum"
        description="Three levels of modules, unlocked by the lessons your athlete completes."
      />
      <header className="flex flex-col gap-2">
        <Link to={paths.training()} className="text-sm font-semibold text-primary hover:underline">
          ← Back to Training
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">Training Curriculum</h1>
        <p className="text-muted-foreground">
          {athlete ? `${firstName(athlete.name)}'s path` : 'The path'} through three levels. A
          module is complete when all its lessons are; completed modules open the next level.
        </p>
      </header>
      {body}
    </div>
  );
}

function LevelSection({
  level,
  previous,
}: {
  level: TCurriculumLevel;
  previous: TCurriculumLevel | undefined;
}) {
  const headingId = `level-${level.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border bg-card p-4 shadow-sm sm:p-5',
        !level.isUnlocked && 'bg-muted/40',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
            {level.isUnlocked ? (
              <Unlock className="size-5 text-primary" aria-hidden="true" />
            ) : (
              <Lock className="size-5 text-muted-foreground" aria-hidden="true" />
            )}
            {level.title}
          </h2>
          <p className="text-sm text-muted-foreground">{level.description}</p>
        </div>
        <Badge variant={level.isUnlocked ? 'secondary' : 'outline'}>
          {level.isUnlocked ? 'Unlocked' : 'Locked'}
        </Badge>
      </div>
      <p className="mt-2 text-sm">
        {level.isUnlocked
          ? `${level.completedModules} of ${level.modules.length} modules completed · ${level.requiredToAdvance} needed to move on`
          : `Complete ${previous?.requiredToAdvance ?? 1} ${previous?.requiredToAdvance === 1 ? 'module' : 'modules'} of ${previous?.title ?? 'the level before'} to unlock.`}
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {level.modules.map((module) => (
          <li key={module.id}>
            <ModuleCard module={module} isLocked={!level.isUnlocked} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ModuleCard({ module, isLocked }: { module: TCurriculumModule; isLocked: boolean }) {
  const headingId = `module-${module.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-lg border bg-background p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold leading-tight">
          {module.title}
        </h3>
        {module.isCompleted ? (
          <Badge>Completed</Badge>
        ) : isLocked ? (
          <Badge variant="outline">
            <Lock className="size-3" aria-hidden="true" /> Locked
          </Badge>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{module.description}</p>
      <p className="text-xs text-muted-foreground">
        {module.difficulty} · {module.durationWeeks} weeks · {module.skills.join(', ')}
      </p>
      <div>
        <p className="mb-1 text-sm font-medium">
          {module.completedLessons} of {module.totalLessons} lessons
        </p>
        <Progress
          value={module.percent}
          label={`${module.title}: ${module.completedLessons} of ${module.totalLessons} lessons completed`}
        />
      </div>
      <ul className="flex flex-col gap-1 text-sm">
        {module.lessons.map((lesson) => (
          <li key={lesson.id} className="flex items-center gap-2">
            {lesson.isCompleted ? (
              <CheckCircle2 className="size-4 shrink-0 text-primary" aria-hidden="true" />
            ) : (
              <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <Link to={paths.lesson(lesson.id)} className="min-w-0 hover:underline">
              {lesson.title}
            </Link>
            <span className="sr-only">
              {lesson.isCompleted ? '(completed)' : '(not completed yet)'}
            </span>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" size="sm" className="mt-auto self-start">
        <Link to={paths.category(module.categoryId)}>
          Open category<span className="sr-only"> for {module.title}</span>
        </Link>
      </Button>
    </article>
  );
}
