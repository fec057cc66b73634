import { CircleCheck, Clock, Lock, LockOpen } from 'lucide-react';
import { Link } from 'react-router';
import {
  CURRICULUM_LEVELS,
  type CurriculumModule,
  isLevelUnlocked,
} from '#shared/curriculum-demo';
import { paths } from '#shared/page-paths';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Progress } from '#client/components/ui/progress';
import { cn } from '#client/lib/cn';
import { PageMeta } from '#client/lib/page-meta';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What a level's completed modules open, in words: "2 completed modules unlock Elite Performance." */
function advanceRule(index: number): string {
  const level = CURRICULUM_LEVELS[index];
  if (!level) return '';
  const next = CURRICULUM_LEVELS[index + 1];
  const count = plural(level.requiredToAdvance, 'completed module');
  const s = level.requiredToAdvance === 1 ? 's' : '';
  return next
    ? `${count} here unlock${s} ${next.title}.`
    : `The final level: ${count} here complete${s} the pathway.`;
}

/** Why a level is still closed: "Unlocks after 1 completed module in Intermediate Development." */
function lockedNote(index: number): string {
  const previous = CURRICULUM_LEVELS[index - 1];
  return previous
    ? `Unlocks after ${plural(previous.requiredToAdvance, 'completed module')} in ${previous.title}.`
    : '';
}

/** The public curriculum demo (docs/product.md, Public site): three levels, eight modules, a sample player. */
export function CurriculumDemoPage() {
  const totalModules = CURRICULUM_LEVELS.reduce((sum, level) => sum + level.modules.length, 0);
  return (
    <>
      <PageMeta
        title="Training Curriculum"
        description={`The Bravo curriculum: ${CURRICULUM_LEVELS.length} levels and ${totalModules} modules, from ball mastery to match performance. A demo for a sample player.`}
      />
      <PageHero
        eyebrow="Training Curriculum"
        title="From first touch to match performance"
        intro={
          <p>
            {CURRICULUM_LEVELS.length} levels and {totalModules} modules that take a player from
            ball mastery to positional play. This page is a demo: it shows the curriculum as a
            sample player sees it, partway through the Foundation Level. Members follow their own
            athlete's progress in the Bravo app.
          </p>
        }
      >
        <Button asChild variant="accent" size="lg">
          <Link to={paths.academyDetails()}>Apply Now</Link>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <Link to={paths.appDetails()}>Explore App</Link>
        </Button>
      </PageHero>

      <Section
        eyebrow="How levels unlock"
        title="Complete Modules to Move Up"
        intro="The first level is open to everyone. Each further level opens once the player has completed enough modules of the level before it."
        tone="muted"
      >
        <ol className="mt-8 grid gap-3 md:grid-cols-3">
          {CURRICULUM_LEVELS.map((level, i) => (
            <li key={level.id} className="rounded-xl bg-card p-5 shadow-sm">
              <p className="font-bold">{level.title}</p>
              <p className="mt-1 text-muted-foreground">
                {i === 0 ? 'Open from the start. ' : `${lockedNote(i)} `}
                {advanceRule(i)}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      {CURRICULUM_LEVELS.map((level, i) => {
        const isUnlocked = isLevelUnlocked(CURRICULUM_LEVELS, i);
        const completed = level.modules.filter((m) => m.isCompleted).length;
        return (
          <Section
            key={level.id}
            eyebrow={`Level ${i + 1}`}
            title={level.title}
            intro={level.description}
            tone={i % 2 ? 'card' : 'plain'}
          >
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
              <Badge variant={isUnlocked ? 'default' : 'outline'} className="w-fit">
                {isUnlocked ? (
                  <LockOpen className="size-4" aria-hidden="true" />
                ) : (
                  <Lock className="size-4" aria-hidden="true" />
                )}
                {isUnlocked ? 'Unlocked' : 'Locked'}
              </Badge>
              <div className="flex flex-1 flex-col gap-1.5">
                <p className="text-sm font-semibold">
                  {completed} of {level.modules.length} modules completed
                </p>
                <Progress
                  value={(completed / level.modules.length) * 100}
                  label={`${level.title}: ${completed} of ${level.modules.length} modules completed`}
                />
              </div>
            </div>
            {!isUnlocked ? (
              <p className="mt-3 font-semibold text-muted-foreground">{lockedNote(i)}</p>
            ) : null}
            <ul className="mt-8 grid gap-4 md:grid-cols-3">
              {level.modules.map((module) => (
                <ModuleCard key={module.id} module={module} isLocked={!isUnlocked} />
              ))}
            </ul>
          </Section>
        );
      })}
    </>
  );
}

function ModuleCard({ module, isLocked }: { module: CurriculumModule; isLocked: boolean }) {
  const status = module.isCompleted ? 'Completed' : isLocked ? 'Locked' : 'Not started';
  return (
    <li
      className={cn(
        'flex flex-col rounded-xl border p-5',
        isLocked ? 'border-dashed bg-muted/60' : 'bg-card shadow-sm',
        module.isCompleted && 'border-success/50',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold">{module.title}</h3>
        <span
          className={cn(
            'inline-flex shrink-0 items-center gap-1 text-sm font-semibold',
            module.isCompleted ? 'text-success' : 'text-muted-foreground',
          )}
        >
          {module.isCompleted ? (
            <CircleCheck className="size-4" aria-hidden="true" />
          ) : isLocked ? (
            <Lock className="size-4" aria-hidden="true" />
          ) : null}
          {status}
        </span>
      </div>
      <p className="mt-2 flex-1 text-muted-foreground">{module.description}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 font-semibold">
          <Clock className="size-4" aria-hidden="true" />
          {plural(module.durationWeeks, 'week')}
        </span>
        <Badge variant="secondary">{module.difficulty}</Badge>
      </div>
      <ul aria-label={`${module.title} skills`} className="mt-3 flex flex-wrap gap-1.5">
        {module.skills.map((skill) => (
          <li key={skill} className="rounded-full border px-2.5 py-0.5 text-xs font-medium">
            {skill}
          </li>
        ))}
      </ul>
    </li>
  );
}
