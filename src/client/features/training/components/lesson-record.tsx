/**
 * What the athlete has saved on this lesson so far (issue 18: notes and best counts were saved and
 * never shown again): time trained, counted once per session; the best count; the last day
 * practised; the last notes.
 */
import type { Metric } from '#shared/training';
import type { TLessonProgress } from '#shared/validation/training';

const UNIT: Record<Metric, string> = { touches: 'touches', runs: 'runs', passes: 'passes', juggles: 'juggles', seconds: 'seconds', minutes: 'minutes' };

function formatDay(day: string): string {
  // An academy date (YYYY-MM-DD), shown as that calendar day.
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}

export function LessonRecord({ progress, metric, athleteName }: { progress: TLessonProgress; metric: Metric | null; athleteName: string }) {
  const hasRecord = progress.timeSpentMinutes > 0 || progress.bestCount !== null || progress.notes !== null || progress.lastPracticedOn !== null;
  if (!hasRecord) return null;
  return (
    <section aria-label={`${athleteName}’s record`} className="mb-4 rounded-lg bg-muted p-3 text-sm">
      <h3 className="font-semibold">{athleteName}’s record</h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2">
        <div>
          <dt className="text-muted-foreground">Time trained</dt>
          <dd className="font-semibold">{progress.timeSpentMinutes} min</dd>
        </div>
        {metric && progress.bestCount !== null ? (
          <div>
            <dt className="text-muted-foreground">Best count</dt>
            <dd className="font-semibold">
              {progress.bestCount} {UNIT[metric]}
            </dd>
          </div>
        ) : null}
        {progress.lastPracticedOn ? (
          <div>
            <dt className="text-muted-foreground">Last practised</dt>
            <dd className="font-semibold">{formatDay(progress.lastPracticedOn)}</dd>
          </div>
        ) : null}
        {progress.notes ? (
          <div className="col-span-2">
            <dt className="text-muted-foreground">Last notes</dt>
            <dd className="whitespace-pre-line">{progress.notes}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
