/**
 * The audit log (issue 39, point 6; decision 080): an entry for every action the issue names, with
 * before and after for edits; no entry names a deleted family; filters, keyset pages and the CSV;
 * bad filters refused with nothing written.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, issueSetupCode } from '#server/features/admin/service';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { COMMAND_LINE_ACTOR, recordAudit } from './audit';
import { auditPseudonym } from './audit-forget';
import { csvCell } from '#shared/csv';

const mp4 = readFileSync('tests/fixtures/lesson-sample.mp4');
const BOUNDARY = '----bravo-audit-boundary';
const videoForm = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="drill.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
  mp4,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

const LESSON = {
  categoryId: 'passing',
  title: 'Audit Passing Circuit',
  description: 'Two-touch passing against a wall.',
  type: 'Drill Guide',
  difficulty: 'Intermediate',
  durationMinutes: 15,
  steps: [
    { title: 'Set up', body: 'Cones 5 yards from a wall.' },
    { title: 'Circuit', body: 'Pass through each gate.' },
    { title: 'Finish', body: 'Twenty one-touch passes.' },
  ],
  instructions: ['A wall and six cones.'],
  tips: ['Lock your ankle.'],
  equipment: ['Ball'],
  space: 'A wall',
  measurement: { metric: 'passes', target: 40, xpPerUnit: 1, bonusXp: 10 },
};

type Entry = { action: string; actorEmail: string; summary: string; targetId: string | null; details: Record<string, unknown> };

describe.each(testDialects())('the audit log on %s', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;
  let coach: TestFamily;
  let parent: TestFamily;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createFamily(t, 'audit-admin');
    coach = await createFamily(t, 'audit-coach');
    parent = await createFamily(t, 'audit-parent');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (who: TestFamily, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: as(who), ...(payload === undefined ? {} : { payload: payload as object }) });
  const read = async (query = ''): Promise<Entry[]> => {
    const res = await call(admin, 'GET', `/api/v1/admin/audit?limit=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().entries;
  };
  const count = async () => Number((await t.ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('records every action the issue names, by whom, with before and after for edits', async () => {
    // The first admin, through /admin-setup's code.
    const code = await issueSetupCode(t.ctx.db);
    expect((await call(admin, 'POST', '/api/v1/admin/initialize', { code })).statusCode).toBe(200);
    // The operator's command line.
    await grantRole(t.ctx.db, coach.email, 'coach');
    // An admin's role change in the Families tab.
    expect((await call(admin, 'PUT', `/api/v1/admin/contacts/${parent.userId}/role`, { role: 'coach' })).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/api/v1/admin/contacts/${parent.userId}/role`, { role: 'parent' })).statusCode).toBe(200);
    // A lesson: created, edited, its video uploaded and removed, published and unpublished.
    const created = await call(coach, 'POST', '/api/v1/coach/lessons', LESSON);
    expect(created.statusCode, created.body).toBe(201);
    const lessonId: string = created.json().lesson.id;
    expect((await call(coach, 'PUT', `/api/v1/coach/lessons/${lessonId}`, { ...LESSON, title: 'Audit Passing Circuit 2' })).statusCode).toBe(200);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/training/lessons/${lessonId}/steps/0/video`,
      headers: { ...as(coach), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: videoForm,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await call(coach, 'DELETE', `/api/v1/training/lessons/${lessonId}/steps/0/video`)).statusCode).toBe(200);
    expect((await call(coach, 'POST', `/api/v1/coach/lessons/${lessonId}/publish`, {})).statusCode).toBe(200);
    expect((await call(coach, 'POST', `/api/v1/coach/lessons/${lessonId}/unpublish`, {})).statusCode).toBe(200);
    // A resource published and unpublished.
    const resource = await t.ctx.db.selectFrom('resources').select('id').executeTakeFirstOrThrow();
    expect((await call(admin, 'POST', `/api/v1/admin/resources/${resource.id}/publish`, {})).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/api/v1/admin/resources/${resource.id}/unpublish`, {})).statusCode).toBe(200);
    // An announcement: created, edited, unpublished (Active off) and published again.
    const announcement = await call(admin, 'POST', '/api/v1/admin/announcements', { title: 'Field closed', message: 'Rain.' });
    expect(announcement.statusCode, announcement.body).toBe(200);
    const announcementId: string = announcement.json().announcement.id;
    const editAnnouncement = (payload: object) => call(admin, 'PUT', `/api/v1/admin/announcements/${announcementId}`, { title: 'Field closed', message: 'Rain.', ...payload });
    expect((await editAnnouncement({ message: 'Heavy rain.' })).statusCode).toBe(200);
    expect((await editAnnouncement({ isActive: false })).statusCode).toBe(200);
    expect((await editAnnouncement({ isActive: true })).statusCode).toBe(200);
    // One-to-one messages: from the contacts (admin and coach) and a coach's reply in the thread.
    expect((await call(admin, 'POST', '/api/v1/admin/messages', { userId: parent.userId, subject: 'Hello', body: 'Welcome.' })).statusCode).toBe(201);
    expect((await call(coach, 'POST', `/api/v1/staff/families/${parent.userId}/messages`, { body: 'See you Tuesday.' })).statusCode).toBe(201);
    const thread = await t.ctx.db.selectFrom('conversations').select('id').where('family_id', '=', parent.userId).where('kind', '=', 'support').executeTakeFirstOrThrow();
    expect((await call(coach, 'POST', `/api/v1/staff/conversations/${thread.id}/messages`, { body: 'We have your question.' })).statusCode).toBe(201);
    // Exports: the audit CSV (a safety case's export is in the next test).
    expect((await call(admin, 'GET', '/api/v1/admin/audit.csv')).statusCode).toBe(200);

    const entries = (await read()).reverse();
    const row = (action: string, nth = 0) => entries.filter((e) => e.action === action)[nth]!;
    const table: [action: string, actor: string, nth?: number][] = [
      ['role.first-admin', admin.email],
      ['role.granted', COMMAND_LINE_ACTOR.email],
      ['role.granted', admin.email, 1],
      ['role.revoked', admin.email],
      ['lesson.saved', coach.email],
      ['lesson.saved', coach.email, 1],
      ['video.uploaded', coach.email],
      ['video.removed', coach.email],
      ['lesson.published', coach.email],
      ['lesson.unpublished', coach.email],
      ['resource.published', admin.email],
      ['resource.unpublished', admin.email],
      ['announcement.created', admin.email],
      ['announcement.updated', admin.email],
      ['announcement.unpublished', admin.email],
      ['announcement.published', admin.email],
      ['message.sent', admin.email],
      ['message.sent', coach.email, 1],
      ['message.sent', coach.email, 2],
      ['audit.exported', admin.email],
    ];
    for (const [action, actor, nth] of table) expect(row(action, nth), `${action} #${nth ?? 0}`).toMatchObject({ actorEmail: actor });
    // Before and after for edits.
    expect(row('role.first-admin').details).toEqual({ before: { role: 'parent' }, after: { role: 'admin' } });
    expect(row('role.granted').details).toEqual({ before: { role: 'parent' }, after: { role: 'coach' } });
    expect(row('role.revoked').details).toEqual({ before: { role: 'coach' }, after: { role: 'parent' } });
    expect(row('lesson.saved', 1).details).toEqual({ before: { title: 'Audit Passing Circuit' }, after: { title: 'Audit Passing Circuit 2' } });
    expect(row('announcement.updated').details).toEqual({ before: { message: 'Rain.' }, after: { message: 'Heavy rain.' } });
    expect(row('announcement.unpublished').details).toMatchObject({ before: { is_active: 1 }, after: { is_active: 0 } });
    expect(row('lesson.unpublished').details).toEqual({ before: { isPublished: true }, after: { isPublished: false } });
    expect(row('video.removed').details).toMatchObject({ stepIndex: 0, after: null });
  });

  it('records a safety case export without its contents', async () => {
    const family = await createFamily(t, 'audit-flag');
    await addTestAthlete(t, family, 'Nina Flag');
    await call(family, 'POST', '/api/v1/assistant/messages', { message: 'they keep bullying me at school', context: {} });
    const safetyCase = await t.ctx.db.selectFrom('safety_cases').select('id').where('family_id', '=', family.userId).executeTakeFirstOrThrow();
    expect((await call(admin, 'POST', `/api/v1/admin/safety-cases/${safetyCase.id}/export`, {})).statusCode).toBe(200);
    expect((await read('&action=safety-case.exported'))[0]).toMatchObject({ actorEmail: admin.email, summary: 'Exported a safety case', targetId: safetyCase.id });
  });

  it('keeps no name or e-mail of a deleted family, only its pseudonym, in any column', async () => {
    const family = await createFamily(t, 'audit-gone');
    await t.ctx.db.updateTable('users').set({ name: 'Gwendolyn Zabriskie' }).where('id', '=', family.userId).execute();
    expect((await call(admin, 'PUT', `/api/v1/admin/contacts/${family.userId}/role`, { role: 'coach' })).statusCode).toBe(200);
    expect((await call(admin, 'POST', '/api/v1/admin/messages', { userId: family.userId, subject: 'Hi Gwendolyn', body: 'Hello.' })).statusCode).toBe(201);
    // What the family did as staff is kept, under the pseudonym.
    const asStaff = { id: family.userId, email: family.email };
    await recordAudit(t.ctx.db, { actor: asStaff, action: 'store.fulfilled', target: { type: 'order', id: 'o-1' }, summary: `Handed over order o-1 (by ${family.email})` });
    expect((await call(admin, 'DELETE', `/api/v1/admin/contacts/${family.userId}`)).statusCode).toBe(204);

    const rows = await t.ctx.db.selectFrom('audit_log').selectAll().execute();
    const text = JSON.stringify(rows).toLowerCase();
    expect(text).not.toContain(family.email.toLowerCase());
    expect(text).not.toContain('gwendolyn');
    expect(text).not.toContain('zabriskie');
    const pseudonym = auditPseudonym(t.ctx.config.authSecret, family.userId);
    const about = await read(`&actor=${encodeURIComponent(admin.email)}&targetType=user&targetId=${pseudonym}`);
    expect(about.map((e) => e.action).sort()).toEqual(['family.deleted', 'message.sent', 'role.granted']);
    expect(about.find((e) => e.action === 'role.granted')).toMatchObject({ summary: `Granted a role to ${pseudonym}`, details: { before: { role: 'parent' }, after: { role: 'coach' } } });
    expect((await read(`&actor=${pseudonym}`))[0]).toMatchObject({ action: 'store.fulfilled', summary: `Handed over order o-1 (by ${pseudonym})` });
  });

  it('filters by action, kind, actor, target and dates, a page at a time', async () => {
    const actor = { id: 'filter-actor', email: 'filter-actor@example.com' };
    const base = Date.parse('2026-06-10T18:00:00Z');
    for (let i = 0; i < 5; i++) {
      await recordAudit(t.ctx.db, { actor, action: i % 2 ? 'role.revoked' : 'role.granted', target: { type: 'user', id: `f${i}` }, summary: `F${i}` }, new Date(base + i * 86_400_000));
    }
    const summaries = (entries: Entry[]) => entries.map((e) => e.summary);
    expect(summaries(await read(`&actor=${actor.email}`))).toEqual(['F4', 'F3', 'F2', 'F1', 'F0']);
    expect(summaries(await read(`&actor=FILTER-ACTOR@example.com&action=role.revoked`))).toEqual(['F3', 'F1']);
    expect(summaries(await read(`&actor=${actor.email}&action=role`))).toHaveLength(5);
    expect(summaries(await read(`&actor=${actor.email}&targetType=user&targetId=f2`))).toEqual(['F2']);
    // Academy days, both included: June 11 to June 12 Pacific.
    expect(summaries(await read(`&actor=${actor.email}&from=2026-06-11&to=2026-06-12`))).toEqual(['F2', 'F1']);
    const first = await call(admin, 'GET', `/api/v1/admin/audit?limit=2&actor=${actor.email}`);
    const second = await call(admin, 'GET', `/api/v1/admin/audit?limit=2&actor=${actor.email}&cursor=${first.json().nextCursor}`);
    expect(summaries(second.json().entries)).toEqual(['F2', 'F1']);
  });

  it('exports the filtered log as CSV, safe in a spreadsheet, and records the export', async () => {
    const actor = { id: 'csv-actor', email: 'csv-actor@example.com' };
    await recordAudit(t.ctx.db, { actor, action: 'store.updated', target: { type: 'product', id: 'kit' }, summary: '=HYPERLINK("http://evil.example","click")' });
    await recordAudit(t.ctx.db, { actor, action: 'store.updated', target: { type: 'product', id: 'kit' }, summary: 'Price, "quoted"\nand a line' });
    const res = await call(admin, 'GET', `/api/v1/admin/audit.csv?actor=${actor.email}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bravo-academy-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('id,created_at,actor,action,target_type,target_id,summary,details');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.body).toContain('"Price, ""quoted""\nand a line"');
    expect(lines.filter((l) => l.includes('csv-actor@example.com'))).toHaveLength(2);
    expect(csvCell('-1+2')).toBe(`'-1+2`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect((await read('&action=audit.exported'))[0]).toMatchObject({ actorEmail: admin.email, details: { filters: { actor: actor.email } } });
  });

  it('refuses bad filters with a clear 400 and writes nothing, and is for admins only', async () => {
    const before = await count();
    const bad = [
      '?action=role.nope',
      '?action=%00',
      `?actor=${'a'.repeat(5000)}`,
      '?actor=a%00b',
      '?from=2026-13-01',
      '?from=yesterday',
      '?from=2026-12-03&to=2026-12-01',
      `?targetId=${'x'.repeat(5000)}`,
      '?targetType=USER;drop',
      '?cursor=zz%27',
      '?limit=0',
    ];
    for (const query of bad) {
      for (const route of ['/api/v1/admin/audit', '/api/v1/admin/audit.csv']) {
        if (route.endsWith('.csv') && query.startsWith('?limit') || route.endsWith('.csv') && query.startsWith('?cursor')) continue;
        const res = await call(admin, 'GET', `${route}${query}`);
        expect(res.statusCode, `${route}${query.slice(0, 40)}`).toBe(400);
        expect(res.json().error.message).toBeTruthy();
      }
    }
    expect(await count()).toBe(before);
    expect((await call(parent, 'GET', '/api/v1/admin/audit')).statusCode).toBe(403);
    expect((await call(coach, 'GET', '/api/v1/admin/audit.csv')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit.csv' })).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});
