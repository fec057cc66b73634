/** Idempotent seeds: run at every start, they insert what is missing and update what changed. */
import { seedAchievements } from '#server/features/achievements/seed';
import { seedChallenges } from '#server/features/challenges/seed';
import { seedMembershipTypes } from '#server/features/membership/seed';
import { seedCurriculum } from '#server/features/training/seed';
import type { Db } from '../database';

export type SeedOptions = {
  /** Content that exists only for the browser tests (a challenge with a 3-second timer). */
  includeTestContent: boolean;
};

export const seeders: ((db: Db, options: SeedOptions) => Promise<void>)[] = [seedCurriculum, seedChallenges, seedAchievements, seedMembershipTypes];

export async function seedDatabase(db: Db, options: SeedOptions = { includeTestContent: false }): Promise<void> {
  for (const seed of seeders) await seed(db, options);
}
