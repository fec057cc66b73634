import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { achievementsFeature } from './features/achievements/routes';
import { challengesFeature } from './features/challenges/routes';
import { features } from './features';
import { freshDatabase, testConfig } from './testing/harness';

describe('features as plugins', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let database: DatabaseHandle;
  beforeAll(async () => {
    fresh = await freshDatabase('sqlite');
    database = createDatabase(fresh.config);
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database.close();
    await fresh.cleanup();
  });

  it('refuses to start when a feature is registered without one it declares, naming both', async () => {
    await expect(buildApp(testConfig(fresh.config), { database, features: [achievementsFeature] })).rejects.toThrow(
      /progress.*achievements|achievements.*progress/,
    );
  });

  it('refuses a feature registered before one it depends on', async () => {
    const app = buildApp(testConfig(fresh.config), { database, features: [achievementsFeature, challengesFeature] });
    await expect(app).rejects.toThrow(/achievements/);
  });

  it('starts with every feature in the declared order', async () => {
    const app = await buildApp(testConfig(fresh.config), { database, features });
    await app.ready();
    // Achievements are evaluated after automatic challenges are tracked, and competitions advance
    // after both, then quests (their declared order).
    expect(app.ctx.afterProgress.map((hook) => hook.name)).toEqual(['trackAutomaticChallenges', 'evaluateAchievements', 'advanceCompetitions', 'advanceQuests']);
    expect(app.ctx.jobs.map((job) => job.name).sort()).toEqual([
      'announcements-schedule',
      'attention-digests',
      'daily-quests',
      'membership-breaks',
      'membership-renewals',
      'monthly-competitions',
      'monthly-snapshot',
      'notification-emails',
      'notification-push',
      'rankings-rollover',
      'resources-trending',
      'sessions-change-notices',
      'sessions-generate',
      'sessions-reminders',
      'squad-quest-rewards',
      'store-expire-holds',
      'streak-reminders',
      'weekly-challenges',
    ]);
    await app.close();
  });
});
