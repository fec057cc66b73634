/**
 * Issue 38, point 7, on SQLite and PostgreSQL: the admin overview's attendance (this academy week
 * against the four weeks before, from the coaches' marks of sessions that went ahead) and the churn
 * radar's attendance drift (a steep drop against the 4 weeks before, or 3 missed in a row).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAnalytics } from '#shared/validation/analytics';
import { as, addTestAthlete, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { generateSessions } from '#server/features/sessions/service';
import { getAnalytics, getChurnRadar } from './analytics';
import { grantRole } from './service';

/** Sunday 15 March 2026, noon in San Diego: this academy week began Monday 9 March. */
const NOW = new Date('2026-03-15T19:00:00.000Z');

type Mark = 'present' | 'late' | 'absent' | 'excused';

describe.each(testDialects())('attendance in the admin overview and the churn radar, on %s', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;
  const athletes: Record<string, string> = {};

  /** A family with one athlete on a live membership, training in the app lately (no other radar reason). */
  async function member(parentName: string, athleteName: string, plan: 'core-monthly' | 'pro-monthly') {
    const family = await createFamily(t, `attendance-${parentName.toLowerCase()}`);
    await t.ctx.db.updateTable('users').set({ name: `${parentName} Parent` }).where('id', '=', family.userId).execute();
    const athlete = await addTestAthlete(t, family, `${athleteName} Rivera`);
    await t.ctx.db
      .insertInto('memberships')
      .values({
        id: `attendance-m-${athlete.id}`, user_id: family.userId, athlete_id: athlete.id, membership_type_id: plan, status: 'active', sessions_remaining: 12,
        current_period_start: '2026-01-01T08:00:00.000Z', current_period_end: '2027-01-01T08:00:00.000Z', provider: 'stripe', created_at: '2026-01-01T08:00:00.000Z',
      })
      .execute();
    await t.ctx.db.insertInto('athlete_progress').values({ athlete_id: athlete.id, current_streak: 1, longest_streak: 1, last_activity_date: '2026-03-14' }).execute();
    athletes[athleteName] = athlete.id;
  }

  /** Marks an athlete at the group's session of each date, as the attendance sheet writes them. */
  async function mark(athleteName: string, group: 'core' | 'pro', marks: Record<string, Mark>) {
    for (const [date, status] of Object.entries(marks)) {
      const session = await t.ctx.db.selectFrom('training_sessions').select('id').where('slot_key', '=', `${group}:${date}`).executeTakeFirstOrThrow();
      await t.ctx.db.insertInto('session_attendance').values({ session_id: session.id, athlete_id: athletes[athleteName]!, status, marked_by: admin.userId }).execute();
    }
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createFamily(t, 'attendance-admin');
    await grantRole(t.ctx.db, admin.email, 'admin');
    // Friday to Sunday, 16 January to 20 March 2026, both groups.
    await generateSessions(t.ctx.db, new Date('2026-01-16T12:00:00.000Z'), 9);
    await member('Ana', 'Leo', 'core-monthly');
    await member('Ben', 'Mia', 'pro-monthly');
    await member('Cal', 'Sam', 'core-monthly');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says honestly that no attendance was taken yet', async () => {
    const { attendance } = await getAnalytics(t.ctx.db, NOW);
    expect(attendance).toEqual({ weekStart: '2026-03-09', rate: null, attended: 0, marked: 0, previousRate: null, previousAttended: 0, previousMarked: 0 });
    expect((await getChurnRadar(t.ctx.db, NOW)).families).toEqual([]);
  });

  it('rates this week against the four weeks before from sessions that went ahead, and flags a steep drop or 3 missed in a row', async () => {
    // Leo: every session in the 4 weeks before the last 4, then 2 of 6, never 3 missed in a row.
    await mark('Leo', 'core', { '2026-01-23': 'present', '2026-01-24': 'present', '2026-01-25': 'present', '2026-01-30': 'present', '2026-01-31': 'present', '2026-02-01': 'present' });
    await mark('Leo', 'core', { '2026-02-20': 'absent', '2026-02-21': 'present', '2026-02-22': 'absent', '2026-02-27': 'absent', '2026-02-28': 'present', '2026-03-13': 'absent' });
    // Mia: 3 of 3, then 5 of 8 (not half) ending with 3 missed in a row. A mark of a cancelled
    // session, and one of a session still to come, are not attendance.
    await mark('Mia', 'pro', { '2026-01-30': 'present', '2026-01-31': 'present', '2026-02-01': 'present' });
    await mark('Mia', 'pro', { '2026-02-20': 'present', '2026-02-21': 'present', '2026-02-22': 'present', '2026-02-27': 'present', '2026-02-28': 'present' });
    await mark('Mia', 'pro', { '2026-03-07': 'absent', '2026-03-08': 'excused', '2026-03-13': 'absent', '2026-03-14': 'absent', '2026-03-15': 'absent' });
    await t.ctx.db.updateTable('training_sessions').set({ status: 'cancelled', cancel_reason: 'weather' }).where('slot_key', '=', 'pro:2026-03-14').execute();
    // Sam: only 2 marked sessions before: too few to call a drop.
    await mark('Sam', 'core', { '2026-02-06': 'present', '2026-02-07': 'present', '2026-03-06': 'absent', '2026-03-07': 'absent', '2026-03-08': 'present', '2026-03-13': 'late', '2026-03-14': 'present' });

    const { attendance } = await getAnalytics(t.ctx.db, NOW);
    // This week, 13-14 March: Leo absent, Mia absent, Sam late and present. From 9 February to
    // 8 March: Leo 2 of 5, Mia 5 of 7, Sam 1 of 3.
    expect(attendance).toEqual({ weekStart: '2026-03-09', rate: 0.5, attended: 2, marked: 4, previousRate: 8 / 15, previousAttended: 8, previousMarked: 15 });

    const radar = await getChurnRadar(t.ctx.db, NOW);
    expect(radar.families.map((f) => [f.parentName, f.reasons])).toEqual([
      ['Ana Parent', [{ code: 'attendance-drop', text: 'Leo: came to 2 of 6 sessions in the last 4 weeks, against 6 of 6 in the 4 weeks before' }]],
      ['Ben Parent', [{ code: 'missed-sessions', text: 'Mia: missed the last 3 sessions in a row' }]],
    ]);
  });

  it('sends the attendance figure to admins through the overview’s route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/analytics', headers: as(admin) });
    expect(response.statusCode).toBe(200);
    const { attendance } = ZAnalytics.parse(response.json());
    // The marks above are of March 2026: none this week or in the four before it.
    expect(attendance).toMatchObject({ rate: null, marked: 0, previousRate: null, previousMarked: 0 });
    expect(attendance.weekStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
