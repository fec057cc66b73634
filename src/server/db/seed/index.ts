/**
 * Idempotent seeds: run at every start, they insert what is missing and update what changed. Each
 * feature names its own seed in its defineFeature call; the features list hands them here in its
 * order (features/index.ts, seedFeatures).
 */
import type { Db } from '../database';

export type SeedOptions = {
  /** Content that exists only for the browser tests (a challenge with a 3-second timer). */
  includeTestContent: boolean;
};

export type Seeder = (db: Db, options: SeedOptions) => Promise<void>;

export async function seedDatabase(db: Db, seeders: readonly Seeder[], options: SeedOptions = { includeTestContent: false }): Promise<void> {
  for (const seed of seeders) await seed(db, options);
}
