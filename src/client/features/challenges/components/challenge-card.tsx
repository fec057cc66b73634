import { CheckCircle2, Clock, Play, Zap } from 'lucide-react';
import { useId, useRef } from 'react';
import { challengeAction, challengePoints, expiryLabel } from '#shared/challenges';
import type { TWeeklyChallenge } from '#shared/validation/challenges';
import { Button } from '#client/components/ui/button';
import { Progress } from '#client/components/ui/progress';
import { cn } from '#client/lib/cn';
import {
  formatDuration,
  formatProgress,
  formatTarget,
  isTrackedAutomatically,
  progressPercent,
  timerSeconds,
} from '../format';
import { ChallengeBadges } from './challenge-badges';
import { type ChallengeAthlete, ChallengeDialog } from './challenge-dialog';

/**
 * A weekly challenge (docs/product.md, Challenges): name, description, category and difficulty,
 * target, equipment and space, XP and bonus, expiry, progress, and Start Challenge at 0, Continue
 * above 0, or a completed badge with its XP. The compact form (the dashboard's) leaves out the
 * description and the set-up.
 */
export function ChallengeCard({
  challenge,
  athlete,
  now,
  headingLevel,
  isCompact = false,
}: {
  challenge: TWeeklyChallenge;
  athlete: ChallengeAthlete;
  now: Date;
  headingLevel: 3 | 4;
  isCompact?: boolean;
}) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const action = challengeAction(challenge.currentProgress, challenge.isCompleted);
  const expiry = expiryLabel(challenge.endDate, now);
  const isExpired = !challenge.isCompleted && expiry === 'Expired';
  const isTracked = isTrackedAutomatically(challenge);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  return (
    <article
      aria-labelledby={id}
      className={cn(
        'flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm',
        challenge.isCompleted && 'border-primary/40 bg-secondary/40',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <Heading id={id} className="text-lg font-semibold leading-tight wrap-anywhere">
          {challenge.name}
        </Heading>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
          <Clock className="size-3.5" aria-hidden="true" />
          <span className="sr-only">Time left:</span>
          {expiry}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <ChallengeBadges challenge={challenge} />
      </div>
      {isCompact ? null : <p className="text-sm text-muted-foreground">{challenge.description}</p>}
      {isCompact ? null : (
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Target</dt>
            <dd>{formatTarget(challenge.targetValue, challenge.targetType)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Timer</dt>
            <dd>{isTracked ? 'Tracked automatically' : formatDuration(timerSeconds(challenge))}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Equipment</dt>
            <dd>{challenge.equipment.length ? challenge.equipment.join(', ') : 'None'}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Space</dt>
            <dd>{challenge.space}</dd>
          </div>
        </dl>
      )}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Zap className="size-4 text-primary" aria-hidden="true" />
        <strong className="tabular-nums text-primary">+{challenge.xpReward} XP</strong>
        {challenge.bonusXp > 0 ? (
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
            +{challenge.bonusXp} bonus
          </span>
        ) : null}
      </p>
      <div className="mt-auto flex flex-col gap-1.5">
        <div className="flex justify-between gap-2 text-sm">
          <span className="text-muted-foreground">Progress</span>
          <span className="font-semibold tabular-nums">{formatProgress(challenge)}</span>
        </div>
        <Progress value={progressPercent(challenge)} label={`${challenge.name} progress`} />
        {challenge.bestResult !== null ? (
          <p className="text-xs text-muted-foreground">
            Best result this week: <span className="font-semibold tabular-nums">{formatTarget(challenge.bestResult, challenge.targetType)}</span>
          </p>
        ) : null}
      </div>
      {/* Mounted whatever the state: the dialog stays open over the card when its timer completes it. */}
      <ChallengeDialog
        challenge={challenge}
        athlete={athlete}
        returnFocusTo={outcomeRef}
        trigger={
          action === 'completed' || isExpired ? null : (
            <Button variant={action === 'continue' ? 'accent' : 'default'} aria-describedby={id}>
              <Play aria-hidden="true" /> {action === 'continue' ? 'Continue' : 'Start Challenge'}
            </Button>
          )
        }
      />
      {action === 'completed' ? (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          className="flex min-h-11 flex-wrap items-center justify-center gap-x-2 rounded-md bg-success/10 px-3 font-semibold text-primary"
        >
          <CheckCircle2 className="size-5" aria-hidden="true" />
          Completed +{challengePoints(challenge)} XP
          {challenge.isClaimed ? (
            <span className="rounded-full border bg-card px-2 py-0.5 text-xs font-semibold text-foreground">Claimed</span>
          ) : null}
        </p>
      ) : isExpired ? (
        <Button variant="outline" disabled aria-describedby={id}>
          Expired
        </Button>
      ) : null}
    </article>
  );
}
