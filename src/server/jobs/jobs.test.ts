/**
 * Scheduled runs across instances (issue 41, point 6): of several instances, one claims each run.
 */
import { Cron } from 'croner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import { claimRun, runSlot, scheduleOf } from './index';

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

  it('with a 5 s tick (the scale check), lets one instance claim each tick', async () => {
    const at = new Date('2026-12-03T11:05:05.300Z');
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => claimRun(i % 2 ? other.db : t.ctx.db, 'notification-push', new Date(at.getTime() + i * 100), 5)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRun(other.db, 'notification-push', new Date('2026-12-03T11:05:10.050Z'), 5)).toBe(true);
    expect(await claimRun(t.ctx.db, 'notification-push', new Date('2026-12-03T11:05:14.950Z'), 5)).toBe(false);
  });
});

describe('schedules and slots', () => {
  const nextRuns = (cron: string, tick: number, from: string) =>
    new Cron(scheduleOf(cron, tick), { paused: true, timezone: 'UTC' }).nextRuns(3, new Date(from)).map((d) => d.toISOString());

  it('runs at second 0 of each minute a schedule names, and claims the minute, in production', () => {
    expect(nextRuns('* * * * *', 60, '2026-12-03T10:17:20Z')).toEqual(['2026-12-03T10:18:00.000Z', '2026-12-03T10:19:00.000Z', '2026-12-03T10:20:00.000Z']);
    expect(nextRuns('17 * * * *', 60, '2026-12-03T10:17:20Z')[0]).toBe('2026-12-03T11:17:00.000Z');
    expect(runSlot(new Date('2026-12-03T10:17:59.999Z'))).toBe('2026-12-03T10:17');
  });

  it('cuts each scheduled minute into ticks when JOB_TICK_SECONDS is shorter', () => {
    expect(nextRuns('* * * * *', 5, '2026-12-03T10:17:21Z')).toEqual(['2026-12-03T10:17:25.000Z', '2026-12-03T10:17:30.000Z', '2026-12-03T10:17:35.000Z']);
    expect(runSlot(new Date('2026-12-03T10:17:24.999Z'), 5)).toBe('2026-12-03T10:17:20');
    expect(runSlot(new Date('2026-12-03T10:17:25.000Z'), 5)).toBe('2026-12-03T10:17:25');
  });

  it('reads JOB_TICK_SECONDS: 60 unless set, and only a divisor of 60', () => {
    const base = { AUTH_SECRET: 'x'.repeat(40), DATABASE_URL: 'file::memory:' } as NodeJS.ProcessEnv;
    expect(loadConfig(base).jobTickSeconds).toBe(60);
    expect(loadConfig({ ...base, JOB_TICK_SECONDS: '5' }).jobTickSeconds).toBe(5);
    for (const bad of ['7', '0', '120', 'soon']) expect(() => loadConfig({ ...base, JOB_TICK_SECONDS: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, JOB_TICK_SECONDS: '7' })).toThrow('JOB_TICK_SECONDS must divide 60');
  });
});
