/**
 * Safeguarding cases (issue 39, point 4): a flag opens a case or joins the family's open one; staff
 * handle it through states, an owner and notes, each kept in the case's own history; a coach never
 * receives the family's e-mail; only an admin exports; a case outlives the family's account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_MESSAGES, CASE_NOTE_MAX, type TCaseDetail, type TCaseList } from '#shared/validation/safety-cases';
import { as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

describe.each(testDialects())('safety cases on %s', (dialect) => {
  let t: TestApp;
  let coach: TestFamily;
  let admin: TestFamily;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    coach = await createFamily(t, 'case-coach');
    admin = await createFamily(t, 'case-admin');
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
    await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = (family: TestFamily, message: string) => t.app.inject({ method: 'POST', url: '/api/v1/assistant/messages', headers: as(family), payload: { message, context: {} } });
  const list = async (who: TestFamily, view = 'active') => (await t.app.inject({ method: 'GET', url: `/api/v1/staff/safety-cases?view=${view}`, headers: as(who) })).json() as TCaseList;
  const read = (who: TestFamily, id: string) => t.app.inject({ method: 'GET', url: `/api/v1/staff/safety-cases/${id}`, headers: as(who) });
  const change = (who: TestFamily, id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/v1/staff/safety-cases/${id}`, headers: as(who), payload });
  const note = (who: TestFamily, id: string, body: string) => t.app.inject({ method: 'POST', url: `/api/v1/staff/safety-cases/${id}/notes`, headers: as(who), payload: { body } });
  const entries = (id: string) => t.ctx.db.selectFrom('safety_case_entries').select(['kind', 'body', 'author_id']).where('case_id', '=', id).orderBy('created_at').orderBy('id').execute();

  async function openCase(prefix: string): Promise<{ family: TestFamily; caseId: string }> {
    const family = await createFamily(t, prefix);
    expect((await ask(family, 'my son wants to hurt himself')).statusCode).toBe(200);
    const found = (await list(coach)).cases.find((c) => c.family.id === family.userId);
    return { family, caseId: found!.id };
  }

  it('opens a case from a flag, adds the next flag to it, and shows the e-mail to admins only', async () => {
    const { family, caseId } = await openCase('case-family');
    expect((await ask(family, 'a coach touched my son inappropriately')).statusCode).toBe(200);
    const summary = (await list(coach)).cases.find((c) => c.id === caseId)!;
    expect(summary).toMatchObject({ state: 'open', concern: 'self-harm', flags: 2, owner: null, family: { id: family.userId } });

    const asCoach = await read(coach, caseId);
    expect(asCoach.statusCode).toBe(200);
    expect(asCoach.body).not.toContain(family.email);
    const detail = asCoach.json() as TCaseDetail;
    expect(detail.entries.map((e) => [e.kind, e.body])).toEqual([
      ['flag', 'my son wants to hurt himself'],
      ['flag', 'a coach touched my son inappropriately'],
    ]);
    expect(detail.family.supportThreadId).toEqual(expect.any(String));
    expect(((await read(admin, caseId)).json() as TCaseDetail).family.email).toBe(family.email);

    // A parent reaches none of it; a case that does not exist is a 404.
    for (const request of [read(family, caseId), change(family, caseId, { state: 'in-review' }), note(family, caseId, 'x'), t.app.inject({ method: 'GET', url: '/api/v1/staff/safety-cases', headers: as(family) })]) {
      expect((await request).statusCode).toBe(403);
    }
    expect((await read(coach, 'no-such-case')).json().error.message).toBe(CASE_MESSAGES.notFound);
  });

  it('moves a case through its states with an owner and notes, each in its history, and refuses bad changes with nothing written', async () => {
    const { family, caseId } = await openCase('case-handled');
    const before = await entries(caseId);

    const bad = [
      [change(coach, caseId, { state: 'closed' }), CASE_MESSAGES.closingNote],
      [change(coach, caseId, { state: 'solved' }), CASE_MESSAGES.badState],
      [change(coach, caseId, { ownerId: family.userId }), CASE_MESSAGES.notStaff],
      [change(coach, caseId, {}), CASE_MESSAGES.nothingChanged],
      [note(coach, caseId, 'x'.repeat(CASE_NOTE_MAX + 1)), CASE_MESSAGES.noteTooLong],
      [note(coach, caseId, '   '), CASE_MESSAGES.noteRequired],
    ] as const;
    for (const [request, message] of bad) {
      const response = await request;
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await note(coach, caseId, 'nul\u0000byte')).statusCode).toBe(400);
    expect(await entries(caseId)).toEqual(before);

    expect((await change(coach, caseId, { state: 'in-review', ownerId: coach.userId })).statusCode).toBe(200);
    expect((await note(coach, caseId, 'Called the family <b>today</b>.')).statusCode).toBe(201);
    const closed = await change(admin, caseId, { state: 'closed', note: 'Spoke with the parent; referred to the school counsellor.' });
    expect(closed.statusCode).toBe(200);
    const detail = closed.json() as TCaseDetail;
    expect(detail).toMatchObject({ state: 'closed', owner: { id: coach.userId }, closedAt: expect.any(String) });
    expect(detail.entries.slice(1).map((e) => [e.kind, e.body])).toEqual([
      ['state', 'Open → In review'],
      ['owner', expect.stringContaining('Owner: ')],
      ['note', 'Called the family <b>today</b>.'],
      ['state', 'In review → Closed'],
      ['note', 'Spoke with the parent; referred to the school counsellor.'],
    ]);
    // Kept apart from the general audit log.
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', caseId).execute();
    expect(audit).toEqual([]);
    // Closed: out of the active list, in the closed one; a new flag opens a new case.
    expect((await list(coach)).cases.some((c) => c.id === caseId)).toBe(false);
    expect((await list(coach, 'closed')).cases.some((c) => c.id === caseId)).toBe(true);
    await ask(family, 'they keep bullying me at school');
    const next = (await list(coach)).cases.find((c) => c.family.id === family.userId)!;
    expect(next.id).not.toBe(caseId);
    expect(next.concern).toBe('bullying');
  });

  it('closes a case once when twenty staff requests arrive together', async () => {
    const { caseId } = await openCase('case-race');
    const responses = await Promise.all(Array.from({ length: 20 }, () => change(coach, caseId, { state: 'in-review' })));
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect((await entries(caseId)).filter((e) => e.kind === 'state')).toHaveLength(1);
  });

  it('lets only an admin export a case, and records the export in it', async () => {
    const { caseId } = await openCase('case-export');
    const url = `/api/v1/admin/safety-cases/${caseId}/export`;
    expect((await t.app.inject({ method: 'POST', url, headers: as(coach) })).statusCode).toBe(403);
    const exported = await t.app.inject({ method: 'POST', url, headers: as(admin) });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().case.entries[0].body).toBe('my son wants to hurt himself');
    expect((await entries(caseId)).at(-1)).toMatchObject({ kind: 'export', author_id: admin.userId });
  });

  it('keeps the case when the family deletes its account, under a reference that names no one', async () => {
    const { family, caseId } = await openCase('case-deleted');
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(family), payload: { confirmation: 'DELETE' } });
    expect(deleted.statusCode).toBe(204);
    const response = await read(admin, caseId);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as TCaseDetail;
    expect(detail.family).toMatchObject({ id: null, name: `Deleted family ${detail.family.reference}`, supportThreadId: null });
    expect(detail.family.reference).toMatch(/^F-[0-9A-Z]{6}$/);
    expect(response.body).not.toContain(family.email);
    expect(detail.entries[0]!.body).toBe('my son wants to hurt himself');
  });
});
