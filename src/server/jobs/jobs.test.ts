/**
 * Scheduled runs across instances (issue 41, point 6): of several instances, one claims each run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import { claimRun } from './index';

describe.each(testDialects())('scheduled runs on %s', (dialect) => {
  let t: TestApp;
  let other: DatabaseHandle;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // A second instance: its own connection to the same database.
    other = createDatabase(t.ctx.config.database);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('lets one of 20 concurrent claims on two instances run the minute, and the next minute again', async () => {
    const at = new Date('2026-12-03T10:17:00.250Z');
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => claimRun(i % 2 ? other.db : t.ctx.db, 'prune-throttles', new Date(at.getTime() + i * 10))));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRun(other.db, 'refresh-statistics', at)).toBe(true);
    expect(await claimRun(t.ctx.db, 'prune-throttles', new Date('2026-12-03T10:18:00.100Z'))).toBe(true);
  });
});
