/**
 * Progress must be earned (issue 11, finding 11): XP, the streak and training days come only from
 * training the server can believe. It measures time itself, from the moment a lesson or a challenge
 * timer was started to the save; what the page reports (minutes, a count) is credited only as far
 * as that time allows. docs/decisions/018-earned-progress.md explains the numbers.
 */
import type { Metric } from '../training';

/** A save with neither time nor a count is not training: it earns nothing and is refused. */
export const EMPTY_SAVE_MESSAGE = 'Record the time you practised or a count before saving.';

/** The lesson page starts the lesson when it opens; a save without that start is refused. */
export const LESSON_NOT_STARTED_MESSAGE = 'Start the lesson before saving progress: reload the lesson page to start it.';

/** True when the save carries time or a count to credit: the only saves that touch the streak. */
export function hasTrainingEvidence(minutes: number, count: number | null): boolean {
  return minutes > 0 || (count ?? 0) > 0;
}

/**
 * A start stays good for one session of training; after this the lesson page starts it afresh, so
 * a lesson opened once cannot be "completed" again every day without the time being spent.
 */
export const LESSON_START_VALID_SECONDS = 6 * 3600;

export function isStartCurrent(startedAt: Date, now: Date): boolean {
  const age = (now.getTime() - startedAt.getTime()) / 1000;
  return age >= 0 && age < LESSON_START_VALID_SECONDS;
}

/** The shortest honest lesson is half its stated duration: 10 min → 5 min, 20 min → 10 min. */
export const MINIMUM_LESSON_SHARE = 0.5;

/** Seconds of training a completion needs: the lesson's own minimum where its data sets one. */
export function minimumLessonSeconds(durationMinutes: number, overrideSeconds: number | null | undefined): number {
  if (overrideSeconds !== null && overrideSeconds !== undefined && overrideSeconds >= 0) return Math.floor(overrideSeconds);
  return Math.ceil(durationMinutes * 60 * MINIMUM_LESSON_SHARE);
}

/** "45 s", "5 min", "3 min 20 s". */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

export function lessonTooSoonMessage(minimumSeconds: number, observedSeconds: number): string {
  return `This lesson can be completed after ${formatSeconds(minimumSeconds)} of training. Keep going: ${formatSeconds(minimumSeconds - observedSeconds)} to go.`;
}

/**
 * Minutes that count towards the time bonus: what the page reports, never more than the time the
 * server saw since the start, nor more than twice the lesson's duration.
 */
export function creditedMinutes(reported: number, durationMinutes: number, observedSeconds: number): number {
  const minutes = Number.isFinite(reported) ? Math.max(0, Math.floor(reported)) : 0;
  const observed = Number.isFinite(observedSeconds) ? Math.max(0, Math.floor(observedSeconds / 60)) : 0;
  return Math.min(minutes, durationMinutes * 2, observed);
}

/**
 * The fastest honest pace per unit of a measurement, generous for a 9-12-year-old: 4 toe taps or
 * traps a second, 2 juggles, a pass against a wall each second, a cone run in 3 s; timed metrics
 * are their own unit.
 */
export const SECONDS_PER_UNIT: Record<Metric, number> = {
  touches: 0.25,
  juggles: 0.5,
  passes: 1,
  runs: 3,
  seconds: 1,
  minutes: 60,
};

/** Seconds a count takes at the fastest honest pace. */
export function minimumSecondsForCount(metric: Metric, count: number): number {
  return Math.max(0, count) * SECONDS_PER_UNIT[metric];
}

/**
 * A count is believed when it could have been done in the time since the start. No slack is needed:
 * the page starts the lesson when it opens, before anyone can count or press a stopwatch.
 */
export function isPlausibleCount(metric: Metric, count: number, observedSeconds: number): boolean {
  return minimumSecondsForCount(metric, count) <= observedSeconds;
}

export function countTooFastMessage(metric: Metric, count: number, observedSeconds: number): string {
  const unit = count === 1 ? metric.slice(0, -1) : metric;
  return `${count} ${unit} take${count === 1 ? 's' : ''} longer than the ${formatSeconds(observedSeconds)} since this lesson started. Save again once they are done.`;
}
