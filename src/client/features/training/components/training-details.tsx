import { CalendarClock } from 'lucide-react';
import { ACADEMY } from '#shared/academy';
import { TRAINING_WINDOWS, formatTrainingWindow } from '#shared/academy-plans';
import { TRAINING_PILLARS } from '#shared/academy-story';

/** The Training Details tab: the academy's training pillars and when it trains (academy data). */
export function TrainingDetails() {
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h3 className="text-lg font-semibold">How we train</h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {TRAINING_PILLARS.map((pillar) => (
            <li key={pillar.title} className="rounded-lg border bg-card p-4 shadow-sm">
              <h4 className="font-semibold">{pillar.title}</h4>
              <p className="mt-1 text-sm text-muted-foreground">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <section
        aria-labelledby="availability-heading"
        className="rounded-lg border bg-card p-5 shadow-sm"
      >
        <h3 id="availability-heading" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock className="size-5 text-primary" aria-hidden="true" /> Training Availability
        </h3>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <div className="rounded-md bg-muted p-3">
            <dt className="font-semibold">Core Plan</dt>
            <dd className="text-sm text-muted-foreground">
              {formatTrainingWindow(TRAINING_WINDOWS.core)}
            </dd>
          </div>
          <div className="rounded-md bg-muted p-3">
            <dt className="font-semibold">Pro Plan</dt>
            <dd className="text-sm text-muted-foreground">
              {formatTrainingWindow(TRAINING_WINDOWS.pro)}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">
          {ACADEMY.sessionFormat.days.join(', ')} at {ACADEMY.location.venue},{' '}
          {ACADEMY.location.area}. {ACADEMY.sessionFormat.season}.
        </p>
      </section>
    </div>
  );
}
