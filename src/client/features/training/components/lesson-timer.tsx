import { Pause, Play, RotateCcw, Timer } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { type Stopwatch, formatClock } from '../hooks/use-stopwatch';
import { Panel } from '#client/components/ui/panel';

/** Start, pause and reset buttons for a stopwatch; used by the lesson timer and the tracker. */
export function StopwatchControls({
  stopwatch,
  disabled = false,
  name,
}: {
  stopwatch: Stopwatch;
  disabled?: boolean;
  name: string;
}) {
  const startLabel = stopwatch.seconds > 0 ? 'Resume' : 'Start';
  return (
    <div className="flex gap-3">
      {stopwatch.isRunning ? (
        <Button
          variant="secondary"
          className="flex-1"
          onClick={stopwatch.pause}
          disabled={disabled}
          aria-label={`Pause ${name}`}
        >
          <Pause aria-hidden="true" /> Pause
        </Button>
      ) : (
        <Button
          className="flex-1"
          onClick={stopwatch.start}
          disabled={disabled}
          aria-label={`${startLabel} ${name}`}
        >
          <Play aria-hidden="true" /> {startLabel}
        </Button>
      )}
      <Button
        variant="outline"
        className="flex-1"
        onClick={stopwatch.reset}
        disabled={disabled || (stopwatch.seconds === 0 && !stopwatch.isRunning)}
        aria-label={`Reset ${name}`}
      >
        <RotateCcw aria-hidden="true" /> Reset
      </Button>
    </div>
  );
}

/** The lesson timer: counts up every second; its whole minutes are the time sent with a save. */
export function LessonTimer({ stopwatch }: { stopwatch: Stopwatch }) {
  return (
    <Panel title="Lesson Timer" icon={Timer}>
      <p
        role="timer"
        aria-label="Lesson time"
        className="text-center font-mono text-5xl font-bold tabular-nums tracking-tight"
      >
        {formatClock(stopwatch.seconds)}
      </p>
      <div className="mt-4">
        <StopwatchControls stopwatch={stopwatch} name="lesson timer" />
      </div>
    </Panel>
  );
}
