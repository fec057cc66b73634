/**
 * Weekly challenges (docs/product.md, Challenges).
 */

export const CHALLENGE_CATEGORIES = [
  'technical',
  'physical',
  'tactical',
  'mental',
  'ball-control',
  'first-touch',
  'passing',
  'consistency',
] as const;
export type ChallengeCategory = (typeof CHALLENGE_CATEGORIES)[number];

export const CHALLENGE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type ChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];

/**
 * The catalogue's reward scale (since its first release): a challenge's xpReward falls in its
 * difficulty's range, and its bonusXp is at most MAX_CHALLENGE_BONUS_XP. Content is checked against it.
 */
export const CHALLENGE_XP_RANGES: Record<ChallengeDifficulty, { min: number; max: number }> = {
  beginner: { min: 30, max: 60 },
  intermediate: { min: 60, max: 100 },
  advanced: { min: 100, max: 150 },
};
export const MAX_CHALLENGE_BONUS_XP = 50;

/** A challenge in the academy's catalogue; each week every athlete gets a set drawn from it. */
export type ChallengeDefinition = {
  id: string;
  name: string;
  description: string;
  category: ChallengeCategory;
  difficulty: ChallengeDifficulty;
  targetValue: number;
  /** The unit of the target: touches, reps, passes, juggles, sessions, minutes, seconds, days... */
  targetType: string;
  xpReward: number;
  bonusXp: number;
  /** Seconds on the timer; null when progress is tracked automatically (no timer). */
  timerDuration: number | null;
  equipment: string[];
  space: string;
};

/** Default timer by difficulty (docs/product.md, Challenges): 300 / 600 / 900 s, otherwise 300 s. */
export function defaultTimerSeconds(difficulty: string): number {
  switch (difficulty) {
    case 'intermediate':
      return 600;
    case 'advanced':
      return 900;
    default:
      return 300;
  }
}

/**
 * What the card's button says (docs/product.md, Challenges): Start Challenge at 0, Continue above
 * 0, a badge when done.
 */
export function challengeAction(progress: number, isCompleted: boolean): 'start' | 'continue' | 'completed' {
  if (isCompleted) return 'completed';
  return progress > 0 ? 'continue' : 'start';
}

/** "Always Available" without an end date, "Expired" once past, else "Xd Yh" or "Yh". */
export function expiryLabel(endDate: string | null, now: Date): string {
  if (!endDate) return 'Always Available';
  const ms = new Date(endDate).getTime() - now.getTime();
  if (!(ms > 0)) return 'Expired';
  const hours = Math.floor(ms / 3_600_000);
  const days = Math.floor(hours / 24);
  return days > 0 ? `${days}d ${hours % 24}h` : `${hours}h`;
}

/** Rewards ready to claim: the completed, unclaimed challenges' XP plus bonus. */
export function rewardsAvailable(
  challenges: readonly { isCompleted: boolean; isClaimed: boolean; xpReward: number; bonusXp: number }[],
): number {
  return challenges.filter((c) => c.isCompleted && !c.isClaimed).reduce((sum, c) => sum + c.xpReward + c.bonusXp, 0);
}

/** A challenge's XP on completion: reward plus bonus. */
export function challengePoints(c: { xpReward: number; bonusXp: number }): number {
  return c.xpReward + c.bonusXp;
}

/* ---------------------------------------------------------------------------------------------- */
/* The challenge timer (docs/product.md, Challenges): idle → running → paused → completed at 0.   */

export type TimerStatus = 'idle' | 'running' | 'paused' | 'completed';
export type TimerState = { status: TimerStatus; duration: number; remaining: number };
export type TimerAction =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'reset' }
  | { type: 'tick' }
  | { type: 'resume-from'; remaining: number }
  | { type: 'time-up' };

/** Turns red at 30 seconds or less. */
export const TIMER_WARNING_SECONDS = 30;

export function initialTimer(duration: number): TimerState {
  return { status: 'idle', duration, remaining: duration };
}

export function timerReducer(state: TimerState, action: TimerAction): TimerState {
  switch (action.type) {
    case 'start':
      return state.status === 'completed' ? state : { ...state, status: 'running' };
    case 'pause':
      return state.status === 'running' ? { ...state, status: 'paused' } : state;
    case 'reset':
      return initialTimer(state.duration);
    case 'resume-from':
      // A timer closed part-way, as the server kept it: paused at the seconds left (at least 1).
      return { ...state, status: 'paused', remaining: Math.min(state.duration, Math.max(1, Math.floor(action.remaining))) };
    case 'time-up':
      // A countdown that already reached "Time!" and still waits for its result (a dialog reopened).
      return { ...state, status: 'completed', remaining: 0 };
    case 'tick': {
      if (state.status !== 'running') return state;
      const remaining = Math.max(0, state.remaining - 1);
      return { ...state, remaining, status: remaining === 0 ? 'completed' : 'running' };
    }
  }
}

export function isTimerWarning(state: TimerState): boolean {
  return state.status !== 'idle' && state.remaining <= TIMER_WARNING_SECONDS;
}

export function formatTimer(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/* ---------------------------------------------------------------------------------------------- */
/* Earned completions (issue 11): the server times the countdown from its own start.              */

/** Slack for the start and completion requests crossing the network around the countdown. */
export const CHALLENGE_TIMER_TOLERANCE_SECONDS = 2;

/** Seconds a timed challenge must have run, by the server's clock, before it may complete. */
export function minimumChallengeSeconds(timerDuration: number | null, difficulty: string): number {
  const duration = timerDuration && timerDuration > 0 ? timerDuration : defaultTimerSeconds(difficulty);
  return Math.max(0, duration - CHALLENGE_TIMER_TOLERANCE_SECONDS);
}

export const CHALLENGE_NOT_STARTED_MESSAGE = 'Start the timer to complete this challenge.';
export const CHALLENGE_TRACKED_MESSAGE = 'This challenge has no timer: it completes by itself as you train.';

export function challengeTooSoonMessage(remainingSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(remainingSeconds));
  return `The timer has not run out yet: ${seconds} more second${seconds === 1 ? '' : 's'} to go.`;
}

/* ---------------------------------------------------------------------------------------------- */
/* Results (issue 18, point 3; decision 038): a timed challenge with a target asks what the athlete  */
/* did when its countdown ends, and completes only when the result reaches the target, as the spec's */
/* completion sets the progress to target_value.                                                   */

/** The largest result the server believes in one countdown (a typo guard, far above every target). */
export const MAX_CHALLENGE_RESULT = 100_000;

export const CHALLENGE_RESULT_REQUIRED_MESSAGE = 'Enter your result: how many you did before the timer ran out.';
export const CHALLENGE_RESULT_INVALID_MESSAGE = `Your result must be a whole number from 0 to ${MAX_CHALLENGE_RESULT.toLocaleString('en-US')}.`;

/** A challenge asks for its result when it has a countdown and a target to reach in it. */
export function isTargetedChallenge(challenge: { timerDuration: number | null; targetValue: number }): boolean {
  return challenge.timerDuration !== null && challenge.targetValue > 0;
}

const TIME_UNITS = new Set(['seconds', 'minutes']);

/** The question at the end of the countdown: "How many touches did you do?" or, for a time, how long. */
export function challengeResultQuestion(targetType: string): string {
  return TIME_UNITS.has(targetType) ? `How many ${targetType} did you keep going?` : `How many ${targetType} did you do?`;
}

export type ChallengeResultOutcome =
  | { isCompleted: true; progress: number }
  | { isCompleted: false; progress: number; message: string };

/**
 * What a reported result does: at or above the target the challenge completes with its progress at
 * the target (the spec's completion flow); below it, the progress keeps the best result so far (at
 * most target - 1, so the card offers Continue) and the athlete may try the countdown again.
 */
export function challengeResultOutcome(
  challenge: { targetValue: number; targetType: string; currentProgress: number },
  result: number,
): ChallengeResultOutcome {
  if (result >= challenge.targetValue) return { isCompleted: true, progress: challenge.targetValue };
  const progress = Math.max(challenge.currentProgress, Math.min(result, challenge.targetValue - 1));
  const unit = challenge.targetValue === 1 && challenge.targetType.endsWith('s') ? challenge.targetType.slice(0, -1) : challenge.targetType;
  return {
    isCompleted: false,
    progress,
    message: `${result} of ${challenge.targetValue} ${unit}: not there yet. Reset the timer and try again to reach ${challenge.targetValue}.`,
  };
}
