import { ArrowRight, Flame, LineChart, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { isStrongWeek, levelProgress } from '#shared/progress/levels';
import type { TProgressTotals } from '#shared/validation/training';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';

/**
 * Level, total XP and the bar to the next level (docs/product.md, Progress): the bar grows over 1.5 s
 * when first shown, the card is highlighted within 75% of the next level and a week above 100 XP.
 */
export function XpCard({ xp }: { xp: TProgressTotals }) {
  const progress = levelProgress(xp.totalXp);
  const isStrong = isStrongWeek(xp.xpThisWeek);
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setIsShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <section
      aria-labelledby="xp-heading"
      className={cn(
        'rounded-xl bg-pitch p-5 text-pitch-foreground shadow-sm',
        progress.isNearNextLevel && 'ring-4 ring-accent ring-offset-2 ring-offset-background',
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2
            id="xp-heading"
            className="text-sm font-semibold uppercase tracking-wide text-white/80"
          >
            Experience
          </h2>
          <p className="mt-1 text-4xl font-extrabold tabular-nums" data-testid="total-xp">
            {xp.totalXp.toLocaleString('en-US')} <span className="text-xl font-bold">XP</span>
          </p>
        </div>
        <div className="grid size-16 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground">
          <p className="text-center leading-none">
            <span className="block text-[0.65rem] font-bold uppercase">Level</span>
            <span className="block text-2xl font-extrabold tabular-nums">{progress.level}</span>
          </p>
        </div>
      </div>

      <div className="mt-5">
        <div className="flex justify-between gap-2 text-sm text-white/85">
          <span>Level {progress.level}</span>
          <span>
            {progress.xpToNextLevel.toLocaleString('en-US')} XP to Level {progress.level + 1}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={`Progress to Level ${progress.level + 1}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${progress.percent}%: ${progress.xpIntoLevel} of ${progress.nextLevelXp - progress.levelStartXp} XP`}
          className="mt-2 h-3 w-full overflow-hidden rounded-full bg-white/15"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width] duration-[1500ms] ease-out"
            style={{ width: `${isShown ? progress.percent : 0}%` }}
          />
        </div>
        {progress.isNearNextLevel ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-accent">
            <Sparkles className="size-4" aria-hidden="true" /> Almost there: Level{' '}
            {progress.level + 1} is close!
          </p>
        ) : null}
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-3">
        <div
          className={cn(
            'rounded-lg p-3',
            isStrong ? 'bg-accent text-accent-foreground' : 'bg-white/10',
          )}
        >
          <dt
            className={cn(
              'text-xs font-semibold uppercase tracking-wide',
              isStrong ? '' : 'text-white/80',
            )}
          >
            XP this week
          </dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">
            {xp.xpThisWeek.toLocaleString('en-US')}
          </dd>
          {isStrong ? (
            <dd className="mt-1 inline-flex items-center gap-1 text-xs font-bold uppercase">
              <Flame className="size-3.5" aria-hidden="true" /> Strong week!
            </dd>
          ) : null}
        </div>
        <div className="rounded-lg bg-white/10 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-white/80">
            XP this month
          </dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">
            {xp.xpThisMonth.toLocaleString('en-US')}
          </dd>
        </div>
      </dl>

      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="inverse" className="w-full sm:w-auto">
          <Link to={paths.training()}>
            {xp.totalXp > 0 ? 'Continue training' : 'Start training'}{' '}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="ghost" className="w-full text-pitch-foreground hover:bg-white/10 sm:w-auto">
          <Link to={paths.progressReport()}>
            <LineChart aria-hidden="true" /> Progress report
          </Link>
        </Button>
      </div>
    </section>
  );
}
