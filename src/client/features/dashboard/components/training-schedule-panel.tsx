import { CalendarDays } from 'lucide-react';
import { ACADEMY } from '#shared/academy';
import { TRAINING_WINDOWS, formatTrainingWindow } from '#shared/academy-plans';
import { Panel } from '#client/components/ui/panel';

const WINDOWS = [
  { name: 'Core Plan', window: TRAINING_WINDOWS.core },
  { name: 'Pro Plan', window: TRAINING_WINDOWS.pro },
] as const;

/** The academy's training windows, from the academy data (never typed twice). */
export function TrainingSchedulePanel() {
  return (
    <Panel title="Training Schedule" icon={CalendarDays}>
      <ul className="flex flex-col gap-3">
        {WINDOWS.map(({ name, window }) => (
          <li key={name} className="rounded-md bg-muted p-3">
            <p className="font-semibold">{name}</p>
            <p className="text-sm text-muted-foreground">{formatTrainingWindow(window)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">
        {ACADEMY.location.venue}, {ACADEMY.location.area}
      </p>
    </Panel>
  );
}
