import { Loader2, Pause, Play, RotateCcw, Trophy } from 'lucide-react';
import { type FormEvent, type ReactElement, type RefObject, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  CHALLENGE_RESULT_REQUIRED_MESSAGE,
  challengePoints,
  challengeResultOutcome,
  challengeResultQuestion,
  formatTimer,
  initialTimer,
  isTargetedChallenge,
  isTimerWarning,
  type TimerState,
  timerReducer,
} from '#shared/challenges';
import { paths } from '#shared/page-paths';
import { type TChallengeCompleteResponse, type TWeeklyChallenge, ZChallengeCompleteRequest } from '#shared/validation/challenges';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Progress } from '#client/components/ui/progress';
import { cn } from '#client/lib/cn';
import { applyProgressOutcome } from '#client/lib/progress-outcome';
import { toast } from '#client/lib/toast';
import { useCompleteChallenge } from '../api/complete-challenge';
import { useSaveChallengeProgress } from '../api/save-challenge-progress';
import { useStartChallenge } from '../api/start-challenge';
import { challengeCompletionLine } from '../celebrate';
import { clearPendingRun, keepPendingRun, readPendingRun } from '../pending-run';
import {
  formatDuration,
  formatProgress,
  formatTarget,
  isTrackedAutomatically,
  progressPercent,
  timerSeconds,
} from '../format';
import { ChallengeBadges } from './challenge-badges';

export type ChallengeAthlete = { id: string; name: string };

function failure(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : 'Please try again.';
  return `Failed to update challenge progress: ${message}`;
}

/** Progress for a timer stopped part-way: the share of the time done, at least 1 (the server keeps it below the target). */
function partialProgress(timer: TimerState, target: number): number {
  const elapsed = timer.duration - timer.remaining;
  return Math.max(1, Math.floor((elapsed / timer.duration) * target));
}

/**
 * The challenge timer (docs/product.md, Challenges): idle, running on Start, paused on Pause, back to
 * the full time on Reset, completed when the countdown reaches 0, which completes the challenge on
 * the server. Start from idle also starts the server's clock, which must have run the countdown
 * before it accepts the completion. A challenge with a target first asks for the result counted in
 * the countdown: at the target it completes, below it the best result is kept and Try again resets. Red at 30 s or less. Closing part-way saves the share of the
 * time done, so the card then offers Continue. A countdown that reached "Time!" keeps its run until
 * the result is entered or the family discards it: closing asks first, and a dialog closed anyway
 * (a reload, a page left) opens at the result again (pending-run.ts). A challenge without a timer
 * explains that it is tracked automatically.
 */
export function ChallengeDialog({
  challenge,
  athlete,
  trigger,
  returnFocusTo,
}: {
  challenge: TWeeklyChallenge;
  athlete: ChallengeAthlete;
  /** The card's button; none once the challenge is completed (the dialog stays open to say so). */
  trigger: ReactElement | null;
  /** Where focus goes on closing when the button is gone. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [timer, dispatch] = useReducer(timerReducer, timerSeconds(challenge), initialTimer);
  const [result, setResult] = useState<TChallengeCompleteResponse | null>(null);
  /** The result the athlete entered at the end of the countdown (a challenge with a target). */
  const [counted, setCounted] = useState<number | null>(null);
  const hasReported = useRef(false);
  /** Opened on a timer closed part-way: its next Start resumes the server's clock (Continue). */
  const isResuming = useRef(false);
  const complete = useCompleteChallenge();
  const queryClient = useQueryClient();
  const saveProgress = useSaveChallengeProgress();
  const startOnServer = useStartChallenge();
  const isTracked = isTrackedAutomatically(challenge);
  const needsResult = isTargetedChallenge(challenge) && !challenge.isCompleted;
  /** Closing was asked while a finished run waits for its result: the dialog asks to discard it first. */
  const [isConfirmingClose, setIsConfirmingClose] = useState(false);
  const isRunPending =
    !isTracked && timer.status === 'completed' && !result?.challenge.isCompleted && ((needsResult && counted === null) || complete.isError);

  useEffect(() => {
    if (timer.status !== 'running') return;
    const id = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(id);
  }, [timer.status]);

  async function reportCompletion(value: number | null = counted) {
    try {
      const answer = await complete.mutateAsync({ challengeId: challenge.id, athleteId: athlete.id, ...(value === null ? {} : { result: value }) });
      // The run is used: completed, or its result kept below the target.
      clearPendingRun(athlete.id, challenge.id);
      setResult(answer);
      // Below the target nothing completed: the panel says so, with Try again.
      const lead = answer.challenge.isCompleted ? challengeCompletionLine(answer) : undefined;
      applyProgressOutcome(queryClient, { athleteId: athlete.id, athleteName: athlete.name, outcome: answer, lead });
    } catch (error) {
      toast.error(failure(error));
    }
  }

  const onTimerCompleted = useEffectEvent(() => {
    // A challenge with a target waits for its result (ResultForm) before it reports.
    if (hasReported.current || needsResult) return;
    hasReported.current = true;
    void reportCompletion(null);
  });

  function submitResult(value: number) {
    setCounted(value);
    hasReported.current = true;
    void reportCompletion(value);
  }

  function tryAgain() {
    clearPendingRun(athlete.id, challenge.id);
    dispatch({ type: 'reset' });
    isResuming.current = false;
    setResult(null);
    setCounted(null);
    hasReported.current = false;
    complete.reset();
  }

  useEffect(() => {
    if (timer.status !== 'completed') return;
    // "Time!": the run is kept until its result is saved or the family discards it.
    if (!hasReported.current) keepPendingRun(athlete.id, challenge.id, new Date());
    onTimerCompleted();
  }, [timer.status, athlete.id, challenge.id]);

  function handleTimer(action: { type: 'start' | 'pause' | 'reset' }) {
    if (action.type === 'reset') isResuming.current = false;
    const resume = action.type === 'start' && isResuming.current;
    const isFreshStart = action.type === 'start' && timer.status === 'idle';
    dispatch(action);
    if (!isFreshStart && !resume) return;
    isResuming.current = false;
    startOnServer.mutate(
      { challengeId: challenge.id, athleteId: athlete.id, resume },
      {
        // The server's count of the seconds left decides the countdown (another device may have run it).
        onSuccess: ({ remainingSeconds }) => {
          if (resume) dispatch({ type: 'resume-from', remaining: remainingSeconds });
          if (resume) dispatch({ type: 'start' });
        },
        // Without the server's start the completion would be refused: stop here and say why.
        onError: (error) => {
          dispatch({ type: 'reset' });
          toast.error(failure(error));
        },
      },
    );
  }

  /** The family chose to throw the finished run away: the next Start begins a fresh countdown. */
  function discardRun() {
    clearPendingRun(athlete.id, challenge.id);
    setIsConfirmingClose(false);
    dispatch({ type: 'reset' });
    setIsOpen(false);
  }

  function handleOpenChange(next: boolean) {
    if (!next && isRunPending) {
      // Escape, Close or a tap beside the sheet: ask before the run is lost.
      setIsConfirmingClose(true);
      return;
    }
    setIsConfirmingClose(false);
    if (next) {
      dispatch({ type: 'reset' });
      const hasPendingRun = !challenge.isCompleted && !isTrackedAutomatically(challenge) && readPendingRun(athlete.id, challenge.id) !== null;
      // Continue: the countdown opens where it stopped, as the server kept it.
      isResuming.current = !hasPendingRun && challenge.remainingSeconds !== null && !challenge.isCompleted;
      if (isResuming.current) dispatch({ type: 'resume-from', remaining: challenge.remainingSeconds! });
      // A run that reached "Time!" and was never entered nor discarded opens at its result.
      if (hasPendingRun) dispatch({ type: 'time-up' });
      setResult(null);
      setCounted(null);
      complete.reset();
      // A kept run without a target reports at once, as at the end of its countdown.
      hasReported.current = hasPendingRun && !isTargetedChallenge(challenge);
      if (hasPendingRun && !isTargetedChallenge(challenge)) void reportCompletion(null);
    } else if ((timer.status === 'running' || timer.status === 'paused') && timer.remaining < timer.duration && !isResuming.current) {
      dispatch({ type: 'pause' });
      saveProgress.mutate(
        { challengeId: challenge.id, athleteId: athlete.id, progress: partialProgress(timer, challenge.targetValue) },
        {
          onSuccess: ({ challenge: saved }) => {
            if (saved.currentProgress > 0) {
              toast.info('Progress saved', { description: `${saved.name}: pick up where you left off with Continue.` });
            }
          },
          onError: (error) => toast.error(failure(error)),
        },
      );
    }
    setIsOpen(next);
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        title={challenge.name}
        description={challenge.description}
        onCloseAutoFocus={(event) => {
          if (trigger) return;
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        // A tap beside the sheet must not stop a running timer; Escape and Close still do.
        onInteractOutside={(event) => {
          if (timer.status === 'running') event.preventDefault();
        }}
      >
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <ChallengeBadges challenge={challenge} />
            <span className="text-sm">
              Target: <strong>{formatTarget(challenge.targetValue, challenge.targetType)}</strong>
            </span>
          </div>
          {isConfirmingClose ? (
            <ConfirmDiscardRun onKeep={() => setIsConfirmingClose(false)} onDiscard={discardRun} />
          ) : isTracked ? (
            <TrackedAutomatically challenge={challenge} onLeave={() => handleOpenChange(false)} />
          ) : timer.status === 'completed' && needsResult && counted === null ? (
            <ResultForm challenge={challenge} onSubmit={submitResult} />
          ) : timer.status === 'completed' && result && !result.challenge.isCompleted && counted !== null ? (
            <ShortOfTargetPanel challenge={challenge} counted={counted} onTryAgain={tryAgain} />
          ) : timer.status === 'completed' ? (
            <CompletionPanel
              challenge={challenge}
              result={result}
              isSaving={complete.isPending}
              error={complete.isError ? complete.error : null}
              onRetry={() => void reportCompletion()}
            />
          ) : (
            <Countdown timer={timer} dispatch={handleTimer} />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Countdown({ timer, dispatch }: { timer: TimerState; dispatch: (action: { type: 'start' | 'pause' | 'reset' }) => void }) {
  const isWarning = isTimerWarning(timer);
  const elapsed = ((timer.duration - timer.remaining) / timer.duration) * 100;
  const status =
    timer.status === 'idle'
      ? `Ready: ${formatDuration(timer.duration)} on the clock. Press Start when you are.`
      : timer.status === 'paused'
        ? 'Paused.'
        : isWarning
          ? 'Final seconds: keep going!'
          : 'Go! The timer is running.';
  return (
    <div className="flex flex-col gap-4 rounded-lg bg-muted p-4">
      <p
        role="timer"
        aria-label="Time remaining"
        data-warning={isWarning ? 'true' : 'false'}
        className={cn(
          'text-center font-mono text-6xl font-bold tabular-nums tracking-tight transition-colors',
          isWarning ? 'text-destructive' : 'text-foreground',
        )}
      >
        {formatTimer(timer.remaining)}
      </p>
      <div
        role="progressbar"
        aria-label="Time elapsed"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(elapsed)}
        className="h-2.5 w-full overflow-hidden rounded-full bg-card"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-1000 ease-linear', isWarning ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${elapsed}%` }}
        />
      </div>
      <p aria-live="polite" className="text-center text-sm font-medium">
        {status}
      </p>
      <div className="flex gap-3">
        {timer.status === 'running' ? (
          <Button className="flex-1" onClick={() => dispatch({ type: 'pause' })}>
            <Pause aria-hidden="true" /> Pause
          </Button>
        ) : (
          <Button className="flex-1" onClick={() => dispatch({ type: 'start' })}>
            <Play aria-hidden="true" /> {timer.status === 'paused' ? 'Resume' : 'Start'}
          </Button>
        )}
        <Button
          variant="outline"
          className="flex-1 bg-card"
          onClick={() => dispatch({ type: 'reset' })}
          disabled={timer.status === 'idle'}
        >
          <RotateCcw aria-hidden="true" /> Reset
        </Button>
      </div>
    </div>
  );
}

/** The end of a countdown with a target: "How many touches did you do?" (decision 038). */
function ResultForm({ challenge, onSubmit }: { challenge: TWeeklyChallenge; onSubmit: (value: number) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZChallengeCompleteRequest.shape.result.safeParse(value.trim() === '' ? undefined : Number(value));
    if (!parsed.success || parsed.data === undefined) {
      setError(parsed.success ? CHALLENGE_RESULT_REQUIRED_MESSAGE : parsed.error.issues[0]?.message);
      return;
    }
    onSubmit(parsed.data);
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg bg-muted p-4">
      <p role="status" className="text-center text-lg font-bold">
        Time! {formatTimer(0)}
      </p>
      <Field
        label={challengeResultQuestion(challenge.targetType)}
        hint={`Target: ${formatTarget(challenge.targetValue, challenge.targetType)}. The challenge completes when your result reaches it.`}
        error={error}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          autoFocus
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          className="h-14 text-center text-2xl font-bold tabular-nums"
        />
      </Field>
      <Button type="submit">Save result</Button>
    </form>
  );
}

/** Closing while a finished run waits for its result: keep it (back to the result) or discard it. */
function ConfirmDiscardRun({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  return (
    <div role="alertdialog" aria-labelledby="discard-run-title" aria-describedby="discard-run-text" className="flex flex-col gap-3 rounded-lg bg-muted p-4">
      <p id="discard-run-title" className="text-lg font-bold">
        Discard this run?
      </p>
      <p id="discard-run-text">
        The countdown finished but its result is not saved yet. Discard it and the challenge needs the whole countdown again.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDiscard}>
          Discard run
        </Button>
        <Button onClick={onKeep} autoFocus>
          Keep the run
        </Button>
      </div>
    </div>
  );
}

/** A result below the target: kept as progress, nothing paid, and the countdown may run again. */
function ShortOfTargetPanel({ challenge, counted, onTryAgain }: { challenge: TWeeklyChallenge; counted: number; onTryAgain: () => void }) {
  const outcome = challengeResultOutcome({ ...challenge, currentProgress: 0 }, counted);
  const message = outcome.isCompleted ? null : outcome.message;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg bg-muted p-4">
      <p className="text-lg font-bold">Not quite yet</p>
      <p>{message}</p>
      {challenge.bestResult !== null ? (
        <p className="text-sm text-muted-foreground">
          Your best this week: <strong>{formatTarget(challenge.bestResult, challenge.targetType)}</strong>
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Done</Button>
        </DialogClose>
        <Button onClick={onTryAgain} autoFocus>
          <RotateCcw aria-hidden="true" /> Try again
        </Button>
      </div>
    </div>
  );
}

function CompletionPanel({
  challenge,
  result,
  isSaving,
  error,
  onRetry,
}: {
  challenge: TWeeklyChallenge;
  result: TChallengeCompleteResponse | null;
  isSaving: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  if (error) {
    return (
      <Alert tone="error" title={failure(error)}>
        <p>The time is up, but the result was not saved yet.</p>
        <Button variant="outline" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (isSaving || !result) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 rounded-lg bg-muted p-6 font-medium">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" /> Saving your result...
      </p>
    );
  }
  const points = result.isNewAward ? result.xpAwarded : challengePoints(challenge);
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-lg bg-secondary p-6 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
        <Trophy className="size-7" aria-hidden="true" />
      </span>
      <p className="text-xl font-bold">
        Challenge Completed! <span className="whitespace-nowrap text-primary">+{points} XP</span>
      </p>
      {result.isNewAward ? null : (
        <p className="text-sm text-muted-foreground">This challenge was already completed; its XP was counted then.</p>
      )}
      <DialogClose asChild>
        {/* The timer's buttons are gone: focus moves to the way out. */}
        <Button className="w-full sm:w-auto" autoFocus>
          Done
        </Button>
      </DialogClose>
    </div>
  );
}

/** What moves a challenge that has no timer (the server's rule: training days or the streak). */
function trackedRule(challenge: TWeeklyChallenge): string {
  if (challenge.targetType === 'streak') {
    return `It completes by itself when the training streak reaches ${challenge.targetValue} days.`;
  }
  if (challenge.targetType === 'days') {
    return `Each day this week with a saved lesson or a completed challenge counts; it completes by itself on day ${challenge.targetValue}.`;
  }
  return 'It moves on by itself as lessons are saved.';
}

function TrackedAutomatically({ challenge, onLeave }: { challenge: TWeeklyChallenge; onLeave: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <Alert title="Progress is tracked automatically">
        This challenge has no timer. {trackedRule(challenge)}
      </Alert>
      <div className="flex flex-col gap-1.5">
        <div className="flex justify-between gap-2 text-sm">
          <span>Progress</span>
          <span className="font-semibold tabular-nums">{formatProgress(challenge)}</span>
        </div>
        <Progress value={progressPercent(challenge)} label={`${challenge.name} progress`} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button asChild>
          <Link to={paths.training()} onClick={onLeave}>
            Go to lessons
          </Link>
        </Button>
      </div>
    </div>
  );
}
