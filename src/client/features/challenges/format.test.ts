import { describe, expect, it } from 'vitest';
import { formatDuration, formatProgress, formatTarget, isTrackedAutomatically, progressPercent, timerSeconds } from './format';

describe('challenge card text', () => {
  it.each([
    [100, 'touches', '100 touches'],
    [1, 'rounds', '1 round'],
    [1000, 'touches', '1,000 touches'],
    [5, 'streak', '5-day streak'],
    [3, 'days', '3 days'],
  ])('target %i %s reads "%s"', (value, type, text) => {
    expect(formatTarget(value, type)).toBe(text);
  });

  it('shows progress in the target unit, never past the target', () => {
    expect(formatProgress({ currentProgress: 40, targetValue: 100, targetType: 'touches' })).toBe('40 of 100 touches');
    expect(formatProgress({ currentProgress: 9, targetValue: 5, targetType: 'streak' })).toBe('5 of 5 streak days');
    expect(progressPercent({ currentProgress: 1, targetValue: 4, isCompleted: false })).toBe(25);
    expect(progressPercent({ currentProgress: 0, targetValue: 4, isCompleted: true })).toBe(100);
  });

  it('uses the challenge timer, else the default for the difficulty; none means tracked automatically', () => {
    expect(timerSeconds({ timerDuration: 3, difficulty: 'advanced' })).toBe(3);
    expect(timerSeconds({ timerDuration: 0, difficulty: 'intermediate' })).toBe(600);
    expect(isTrackedAutomatically({ timerDuration: null })).toBe(true);
    expect(isTrackedAutomatically({ timerDuration: 300 })).toBe(false);
    expect([3, 300, 150].map(formatDuration)).toEqual(['3 sec', '5 min', '2 min 30 sec']);
  });
});
