import { CheckCircle2, Gauge, Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { clampCount } from '#shared/progress/lesson-xp';
import { type Metric, TIMED_METRICS } from '#shared/training';
import { Button } from '#client/components/ui/button';
import { Label, controlClass } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { Progress } from '#client/components/ui/progress';
import type { TMeasurement } from '../api/get-lesson';
import { type Stopwatch, formatClock } from '../hooks/use-stopwatch';
import { StopwatchControls } from './lesson-timer';
import { Panel } from '#client/components/ui/panel';

const METRIC_LABEL: Record<Metric, string> = {
  touches: 'Touches',
  runs: 'Runs',
  passes: 'Passes',
  juggles: 'Juggles',
  seconds: 'Seconds',
  minutes: 'Minutes',
};

const METRIC_ONE: Record<Metric, string> = {
  touches: 'touch',
  runs: 'run',
  passes: 'pass',
  juggles: 'juggle',
  seconds: 'second',
  minutes: 'minute',
};

/** The big -/+ buttons: 56 px, easy to hit with a thumb between drills. */
const STEPPER_CLASS =
  'grid size-14 shrink-0 place-items-center rounded-full border-2 border-primary bg-card text-primary transition-colors hover:bg-secondary active:bg-primary active:text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40';

export function isTimedMetric(metric: Metric): boolean {
  return TIMED_METRICS.includes(metric);
}

/** The count a timing metric reaches on its stopwatch: whole seconds or whole minutes. */
export function timedCount(metric: Metric, seconds: number, target: number): number {
  return clampCount(metric === 'minutes' ? Math.floor(seconds / 60) : seconds, target);
}

export type TrackerSaved = { count: number; xpAwarded: number; isNewAward: boolean };

/**
 * The measurement tracker (docs/product.md, Training): counting metrics with -/+ and a number
 * (an integer from 0 to the target), timing metrics with their own stopwatch; Save locks it.
 */
export function MeasurementTracker({
  measurement,
  count,
  onCountChange,
  stopwatch,
  saved,
  isSaving,
  canSave,
  onSave,
}: {
  measurement: TMeasurement;
  /** For counting metrics; timing metrics count from the stopwatch. */
  count: number;
  onCountChange: (count: number) => void;
  stopwatch: Stopwatch;
  saved: TrackerSaved | null;
  isSaving: boolean;
  canSave: boolean;
  onSave: () => void;
}) {
  const inputId = useId();
  const { metric, target } = measurement;
  const unit = METRIC_LABEL[metric];
  const isTimed = isTimedMetric(metric);
  const isLocked = saved !== null;
  const value = isTimed ? timedCount(metric, stopwatch.seconds, target) : count;
  const isTargetReached = value >= target;

  return (
    <Panel
      title="Measurement Tracker"
      icon={Gauge}
      action={
        <span className="rounded-full bg-secondary px-2.5 py-0.5 text-sm font-semibold">
          Target: {target} {unit.toLowerCase()}
        </span>
      }
    >
      {isTimed ? (
        <div className="flex flex-col gap-4">
          <p
            role="timer"
            aria-label={`${unit} stopwatch`}
            className="text-center font-mono text-4xl font-bold tabular-nums"
          >
            {formatClock(stopwatch.seconds)}
          </p>
          <StopwatchControls
            stopwatch={stopwatch}
            disabled={isLocked}
            name={`${unit.toLowerCase()} stopwatch`}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{unit}</Label>
          <div className="flex items-center gap-3">
            <button
              type="button"
              className={STEPPER_CLASS}
              aria-label={`Remove one ${METRIC_ONE[metric]}`}
              onClick={() => onCountChange(clampCount(count - 1, target))}
              disabled={isLocked || count <= 0}
            >
              <Minus className="size-7" aria-hidden="true" />
            </button>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={0}
              max={target}
              step={1}
              value={count}
              onChange={(event) => onCountChange(clampCount(event.target.value, target))}
              onFocus={(event) => event.target.select()}
              disabled={isLocked}
              className={cn(controlClass, 'h-14 text-center text-2xl font-bold tabular-nums')}
            />
            <button
              type="button"
              className={STEPPER_CLASS}
              aria-label={`Add one ${METRIC_ONE[metric]}`}
              onClick={() => onCountChange(clampCount(count + 1, target))}
              disabled={isLocked || count >= target}
            >
              <Plus className="size-7" aria-hidden="true" />
            </button>
          </div>
        </div>
      )}

      <div className="mt-4 flex flex-col gap-1.5">
        <p className="text-sm font-medium" aria-live="polite">
          {value} of {target} {unit.toLowerCase()}
          {isTargetReached ? ' · Target reached!' : ''}
        </p>
        <Progress
          value={(value / Math.max(1, target)) * 100}
          label={`${unit}: ${value} of ${target}`}
        />
        {measurement.bonusXp > 0 && !isLocked ? (
          <p className="text-sm text-muted-foreground">
            Reach the target for +{measurement.bonusXp} bonus XP
            {isTimed
              ? '.'
              : `, +${measurement.timeBonus} more within 30 seconds on the lesson timer.`}
          </p>
        ) : null}
      </div>

      {isLocked ? (
        <div className="mt-4 flex flex-col gap-2">
          <p
            className="rounded-md bg-success/10 p-3 text-center text-sm font-semibold text-primary"
            role="status"
          >
            {saved.count} {unit.toLowerCase()} saved
            {saved.isNewAward ? ` · +${saved.xpAwarded} XP` : ''}
          </p>
          <Button className="w-full" disabled>
            <CheckCircle2 aria-hidden="true" /> Saved
          </Button>
        </div>
      ) : (
        <Button className="mt-4 w-full" onClick={onSave} disabled={!canSave || isSaving}>
          {isSaving ? 'Saving...' : `Save ${unit.toLowerCase()}`}
        </Button>
      )}
    </Panel>
  );
}
