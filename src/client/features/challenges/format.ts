/** How a challenge reads on its card and in its dialog. */
import { type ChallengeCategory, type ChallengeDifficulty, defaultTimerSeconds } from '#shared/challenges';
import type { TWeeklyChallenge } from '#shared/validation/challenges';

export const CATEGORY_LABELS: Record<ChallengeCategory, string> = {
  technical: 'Technical',
  physical: 'Physical',
  tactical: 'Tactical',
  mental: 'Mental',
  'ball-control': 'Ball Control',
  'first-touch': 'First Touch',
  passing: 'Passing',
  consistency: 'Consistency',
};

export const DIFFICULTY_LABELS: Record<ChallengeDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** "100 touches", "1 round", "a 5-day streak". */
export function formatTarget(value: number, type: string): string {
  if (type === 'streak') return `${value}-day streak`;
  const unit = value === 1 && type.endsWith('s') ? type.slice(0, -1) : type;
  return `${value.toLocaleString('en-US')} ${unit}`;
}

/** The current progress in the target's unit: "40 of 100 touches". */
export function formatProgress(challenge: Pick<TWeeklyChallenge, 'currentProgress' | 'targetValue' | 'targetType'>): string {
  const done = Math.min(challenge.currentProgress, challenge.targetValue);
  if (challenge.targetType === 'streak') return `${done} of ${challenge.targetValue} streak days`;
  return `${done.toLocaleString('en-US')} of ${formatTarget(challenge.targetValue, challenge.targetType)}`;
}

export function progressPercent(challenge: Pick<TWeeklyChallenge, 'currentProgress' | 'targetValue' | 'isCompleted'>): number {
  if (challenge.isCompleted) return 100;
  if (challenge.targetValue <= 0) return 0;
  return Math.max(0, Math.min(100, (challenge.currentProgress / challenge.targetValue) * 100));
}

/** No timer: the server moves it on from training days or the streak. */
export function isTrackedAutomatically(challenge: Pick<TWeeklyChallenge, 'timerDuration'>): boolean {
  return challenge.timerDuration === null;
}

/** The countdown's length: the challenge's own, else the default for its difficulty (300/600/900 s). */
export function timerSeconds(challenge: Pick<TWeeklyChallenge, 'timerDuration' | 'difficulty'>): number {
  return challenge.timerDuration && challenge.timerDuration > 0
    ? challenge.timerDuration
    : defaultTimerSeconds(challenge.difficulty);
}

/** "3 sec", "5 min", "2 min 30 sec". */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} sec`;
  return rest ? `${minutes} min ${rest} sec` : `${minutes} min`;
}
