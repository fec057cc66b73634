/** The weekly challenge generator as a table: what a week holds, and that it depends on its seed only. */
import { describe, expect, it } from 'vitest';
import { type CatalogueChallenge, pickWeeklySet } from './weekly-challenges';

type Row = CatalogueChallenge & { id: string };
const row = (id: string, category: string, difficulty: string, timed = true, featured = false): Row => ({ id, category, difficulty, timer_duration: timed ? 60 : null, is_featured: featured ? 1 : 0 });

const CATALOGUE: Row[] = [
  row('tracked-a', 'ball-mastery', 'beginner', false),
  row('tracked-b', 'passing', 'beginner', false),
  row('b1', 'ball-mastery', 'beginner'),
  row('b2', 'ball-mastery', 'beginner'),
  row('b3', 'passing', 'beginner'),
  row('b4', 'shooting', 'beginner'),
  row('i1', 'dribbling', 'intermediate'),
  row('i2', 'ball-mastery', 'intermediate'),
  row('a1', 'fitness', 'advanced'),
  row('a2', 'ball-mastery', 'advanced'),
];
const difficultyOf = (id: string) => CATALOGUE.find((c) => c.id === id)!.difficulty;

describe('the weekly challenge set', () => {
  it.each(['ath-1:2026-11-30', 'ath-2:2026-11-30', 'ath-1:2026-12-07', 'x', ''])('holds one tracked challenge and four timed ones of rising difficulty (seed %j)', (seed) => {
    const set = pickWeeklySet(CATALOGUE, seed);
    expect(set).toHaveLength(5);
    expect(set[0]!.timer_duration).toBeNull();
    expect(set.slice(1).map((c) => difficultyOf(c.id))).toEqual(['beginner', 'beginner', 'intermediate', 'advanced']);
    expect(new Set(set.map((c) => c.id)).size).toBe(5);
    // The two beginners never share a category while another is free.
    expect(set[1]!.category).not.toBe(set[2]!.category);
  });

  it('gives the same set for the same seed, and another set for some other week', () => {
    const ids = (seed: string) => pickWeeklySet(CATALOGUE, seed).map((c) => c.id);
    expect(ids('ath-1:2026-11-30')).toEqual(ids('ath-1:2026-11-30'));
    const weeks = Array.from({ length: 8 }, (_, i) => ids(`ath-1:week-${i}`).join());
    expect(new Set(weeks).size).toBeGreaterThan(1);
  });

  it('puts featured challenges first and skips a slot the catalogue cannot fill', () => {
    const featured = row('f1', 'passing', 'advanced', true, true);
    const set = pickWeeklySet([featured, ...CATALOGUE.filter((c) => c.difficulty !== 'intermediate')], 'seed');
    expect(set[0]).toBe(featured);
    expect(set.map((c) => difficultyOf(c.id === 'f1' ? 'a1' : c.id))).not.toContain('intermediate');
    expect(set).toHaveLength(5);
  });

  it('gives an empty catalogue an empty week', () => {
    expect(pickWeeklySet([], 'seed')).toEqual([]);
  });
});
