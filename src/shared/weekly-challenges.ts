/**
 * The weekly challenge generator, a pure rule: the same catalogue, athlete and week always give the
 * same set (the seed is `athleteId:weekStart`), so any instance that creates it first creates the same.
 */
import type { ChallengeDifficulty } from './challenges';

/** What the generator reads of a catalogue challenge (the catalogue's rows carry more). */
export type CatalogueChallenge = { is_featured: number; timer_duration: number | null; difficulty: string; category: string };

/** A week's set: one challenge tracked automatically and four timed ones of rising difficulty. */
const WEEKLY_MIX: { tracked: boolean; difficulty?: ChallengeDifficulty }[] = [
  { tracked: true },
  { tracked: false, difficulty: 'beginner' },
  { tracked: false, difficulty: 'beginner' },
  { tracked: false, difficulty: 'intermediate' },
  { tracked: false, difficulty: 'advanced' },
];

/** A small deterministic generator: the same athlete and week always draw the same set. */
function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h += 0x6d2b79f5;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks the week's challenges: featured ones, then the mix, preferring categories not yet picked. */
export function pickWeeklySet<T extends CatalogueChallenge>(catalogue: readonly T[], seed: string): T[] {
  const random = seededRandom(seed);
  const picked: T[] = catalogue.filter((c) => c.is_featured === 1);
  const categories = new Set<string>();
  for (const slot of WEEKLY_MIX) {
    const pool = catalogue.filter(
      (c) =>
        !picked.includes(c) &&
        c.is_featured !== 1 &&
        (c.timer_duration === null) === slot.tracked &&
        (!slot.difficulty || c.difficulty === slot.difficulty),
    );
    const fresh = pool.filter((c) => !categories.has(c.category));
    const choices = fresh.length ? fresh : pool;
    if (!choices.length) continue;
    const choice = choices[Math.floor(random() * choices.length)]!;
    picked.push(choice);
    categories.add(choice.category);
  }
  return picked;
}
