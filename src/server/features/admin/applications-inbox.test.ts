import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPagePath } from '#shared/page-paths';
import { APPLICATION_MESSAGES, APPLICATION_NOTES_MAX_LENGTH } from '#shared/validation/application-inbox';
import { as, createFamily, ORIGIN, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { pruneOldApplications } from '#server/features/public-site/service';
import { snapshot } from '#server/testing/tables';
import { grantRole } from './service';

const form = {
  playerName: 'Leo Martinez',
  playerAge: 11,
  parentName: 'Ana Martinez',
  email: 'ana@example.com',
  phone: '(858) 555-0100',
  experience: 'intermediate',
  commitment: 'full',
  message: 'Leo plays Flight 2 and wants more technical work.',
};

describe.each(testDialects())('the applications inbox on %s', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;
  let parent: TestFamily;
  let coach: TestFamily;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createFamily(t, 'inbox-admin');
    await grantRole(t.ctx.db, admin.email, 'admin');
    parent = await createFamily(t, 'inbox-parent');
    coach = await createFamily(t, 'inbox-coach');
    await grantRole(t.ctx.db, coach.email, 'coach');
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    for (const table of ['applications', 'outbox', 'audit_log', 'throttles'] as const) await t.ctx.db.deleteFrom(table).execute();
  });

  /** An application through the public form, as a family sends it. */
  async function apply(overrides: Partial<typeof form> = {}, network = '203.0.113.20'): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, remoteAddress: network, payload: { ...form, ...overrides } });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  }

  /** A stored application with a chosen creation time, for ordering. */
  async function stored(createdAt: string, overrides: { id?: string; status?: string; playerName?: string } = {}): Promise<string> {
    const id = overrides.id ?? randomUUID();
    await t.ctx.db
      .insertInto('applications')
      .values({
        id,
        player_name: overrides.playerName ?? `Player ${createdAt}`,
        player_age: 10,
        parent_name: 'Parent',
        email: 'family@example.com',
        phone: '858 555 0101',
        experience: 'beginner',
        commitment: 'seasonal',
        message: 'Hello',
        status: overrides.status ?? 'new',
        created_at: createdAt,
      })
      .execute();
    return id;
  }

  const list = (query = '', who: TestFamily = admin) => t.app.inject({ method: 'GET', url: `/api/v1/admin/applications${query}`, headers: as(who) });
  const patch = (id: string, payload: unknown, who: TestFamily = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/admin/applications/${id}`, headers: as(who), payload: payload as object });
  const invite = (id: string, payload: unknown = {}, who: TestFamily = admin) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/applications/${id}/invite`, headers: as(who), payload: payload as object });
  const auditRows = () => t.ctx.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  const mailOf = (kind: string) => t.ctx.db.selectFrom('outbox').selectAll().where('kind', '=', kind).execute();

  /** Every page of the list, following the cursor. */
  async function allPages(query: string): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(`?limit=2${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { applications: { id: string }[]; nextCursor: string | null };
      expect(page.applications.length).toBeLessThanOrEqual(2);
      ids.push(...page.applications.map((a) => a.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }

  it('lists every application newest first, a page at a time, with its fields', async () => {
    const oldest = await stored('2026-10-01T10:00:00.000Z');
    // Two at the same millisecond: the id decides, and paging neither skips nor repeats one.
    const tieLow = await stored('2026-10-02T10:00:00.000Z', { id: '00000000-0000-4000-8000-000000000001' });
    const tieHigh = await stored('2026-10-02T10:00:00.000Z', { id: 'ffffffff-0000-4000-8000-000000000001' });
    const middle = await stored('2026-10-03T10:00:00.000Z');
    const newest = await apply();

    expect(await allPages('')).toEqual([newest, middle, tieHigh, tieLow, oldest]);

    const first = (await list('?limit=1')).json();
    expect(first.applications[0]).toEqual({
      id: newest,
      playerName: 'Leo Martinez',
      playerAge: 11,
      parentName: 'Ana Martinez',
      email: 'ana@example.com',
      phone: '(858) 555-0100',
      experience: 'intermediate',
      commitment: 'full',
      message: 'Leo plays Flight 2 and wants more technical work.',
      status: 'new',
      notes: '',
      invitedAt: null,
      createdAt: expect.any(String),
      updatedAt: null,
    });
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('filters by status, also across pages', async () => {
    const a = await stored('2026-10-01T10:00:00.000Z', { status: 'contacted' });
    await stored('2026-10-02T10:00:00.000Z', { status: 'new' });
    const b = await stored('2026-10-03T10:00:00.000Z', { status: 'contacted' });
    await stored('2026-10-04T10:00:00.000Z', { status: 'declined' });
    const c = await stored('2026-10-05T10:00:00.000Z', { status: 'contacted' });
    expect(await allPages('&status=contacted')).toEqual([c, b, a]);
    expect((await list('?status=invited')).json()).toEqual({ applications: [], nextCursor: null });
  });

  it('changes the status and the notes, with an audit row for each change', async () => {
    const id = await apply();
    const status = await patch(id, { status: 'contacted' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ id, status: 'contacted', notes: '' });

    const notes = await patch(id, { notes: '  Called Ana on Monday.\nWants the Friday group.  ' });
    expect(notes.statusCode).toBe(200);
    expect(notes.json()).toMatchObject({ status: 'contacted', notes: 'Called Ana on Monday.\nWants the Friday group.' });

    const row = await t.ctx.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'contacted', notes: 'Called Ana on Monday.\nWants the Friday group.' });
    expect(row.updated_at).toEqual(expect.any(String));

    const audit = await auditRows();
    expect(audit.map((r) => [r.action, r.target_type, r.target_id, r.actor_email])).toEqual([
      ['application.updated', 'application', id, admin.email],
      ['application.updated', 'application', id, admin.email],
    ]);
    expect(audit[0]!.summary).toBe('Updated an application: status new → contacted');
    expect(audit[1]!.summary).toBe('Updated an application: notes edited');
    // The log outlives the application (retention): it keeps no family's names.
    expect(JSON.stringify(audit)).not.toMatch(/Leo|Martinez|ana@example\.com|Friday/);
    // The admins read it in the audit log.
    const log = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit', headers: as(admin) });
    expect(log.json().entries).toHaveLength(2);
  });

  it('queues the invitation e-mail once, with a working sign-up link, and asks before a second one', async () => {
    const id = await apply();
    const first = await invite(id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, status: 'invited', invitedAt: expect.any(String) });

    const [mail, ...more] = await mailOf('application-invitation');
    expect(more).toEqual([]);
    expect(mail!.to_address).toBe('ana@example.com');
    expect(mail!.status).toBe('queued');
    expect(mail!.text_body).toContain('Hello Ana Martinez,');
    expect(mail!.text_body).toContain('Leo Martinez');
    const links = JSON.parse(mail!.links) as { label: string; url: string }[];
    expect(links).toHaveLength(1);
    const url = new URL(links[0]!.url);
    expect(url.origin).toBe(t.ctx.config.appUrl);
    expect(url.pathname).toBe('/join');
    expect(url.searchParams.get('invite')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isPagePath(url.pathname)).toBe(true);
    expect(mail!.text_body).toContain(links[0]!.url);
    // The link works: the sign-up it leads to accepts the invited address.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      remoteAddress: '198.51.100.77',
      payload: { name: 'Ana Martinez', email: 'ana@example.com', password: 'Goal2026!Kick' },
    });
    expect(signUp.statusCode).toBe(200);

    // Again without confirmation: refused, nothing sent, nothing logged.
    const again = await invite(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'CONFLICT', message: APPLICATION_MESSAGES.alreadyInvited('ana@example.com') });
    expect(await mailOf('application-invitation')).toHaveLength(1);
    expect((await auditRows()).map((r) => r.action)).toEqual(['application.invited']);

    // Confirmed: a second e-mail and a second audit row.
    const resent = await invite(id, { resend: true });
    expect(resent.statusCode).toBe(200);
    expect(await mailOf('application-invitation')).toHaveLength(2);
    const audit = await auditRows();
    expect(audit.map((r) => r.action)).toEqual(['application.invited', 'application.invited']);
    expect(audit[1]!.summary).toBe('Sent the sign-up invitation again for an application');
  });

  it('sends one invitation of a double click', async () => {
    const id = await apply();
    const statuses = (await Promise.all([invite(id), invite(id)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await mailOf('application-invitation')).toHaveLength(1);
  });

  it('confirms each application to the applicant once, with nothing but what they typed', async () => {
    const first = await apply();
    await apply({ playerName: 'Mia Martinez', playerAge: 9 });
    const mails = await mailOf('application-confirmation');
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.to_address === 'ana@example.com')).toBe(true);
    const leo = mails.find((m) => m.text_body.includes('Leo Martinez'))!;
    expect(leo.text_body).toContain('Hello Ana Martinez,');
    expect(leo.text_body).toContain('Leo Martinez (age 11)');
    expect(leo.text_body).not.toContain('Mia');
    // Not the free message (never a relay for someone else's text), not the phone, no staff notes.
    expect(leo.text_body).not.toContain('technical work');
    expect(leo.text_body).not.toContain('555-0100');
    expect(JSON.parse(leo.links)).toEqual([]);
    // Staff changes never send it again.
    await patch(first, { status: 'contacted', notes: 'Private staff note' });
    expect(await mailOf('application-confirmation')).toHaveLength(2);
    expect(JSON.stringify(await mailOf('application-confirmation'))).not.toContain('Private staff note');
  });

  it('answers 403 to a parent and a coach and 401 signed out, and changes nothing', async () => {
    const id = await apply();
    const before = await snapshot(t.ctx.db);
    for (const who of [parent, coach]) {
      for (const res of [await list('', who), await patch(id, { status: 'declined' }, who), await invite(id, {}, who)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    const signedOut = { origin: ORIGIN };
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/applications', headers: signedOut }),
      await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/applications/${id}`, headers: signedOut, payload: { status: 'declined' } }),
      await t.app.inject({ method: 'POST', url: `/api/v1/admin/applications/${id}/invite`, headers: signedOut, payload: {} }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect(await snapshot(t.ctx.db)).toEqual(before);
  });

  it.each([
    ['an unknown status', { status: 'accepted' }, 'status', APPLICATION_MESSAGES.unknownStatus],
    ['notes too long', { notes: 'x'.repeat(APPLICATION_NOTES_MAX_LENGTH + 1) }, 'notes', APPLICATION_MESSAGES.notesTooLong],
    ['a NUL byte in the notes', { notes: 'Called\u0000' }, 'notes', expect.any(String)],
    ['nothing to change', {}, 'status', APPLICATION_MESSAGES.nothingToChange],
    ['notes that are not text', { notes: 42 }, 'notes', expect.any(String)],
  ])('refuses %s with a 400 naming the field and writes nothing', async (_name, payload, field, message) => {
    const id = await apply();
    const before = await snapshot(t.ctx.db);
    const res = await patch(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual(message);
    expect(await snapshot(t.ctx.db)).toEqual(before);
  });

  it('refuses a bad list query and a bad invitation body with the field named', async () => {
    for (const [query, field] of [
      ['?status=accepted', 'status'],
      ['?limit=0', 'limit'],
      ['?cursor=nonsense', 'cursor'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
    const id = await apply();
    const before = await snapshot(t.ctx.db);
    const res = await invite(id, { resend: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['resend']);
    expect(await snapshot(t.ctx.db)).toEqual(before);
  });

  it('answers 404 for an unknown application and writes nothing', async () => {
    await apply();
    const before = await snapshot(t.ctx.db);
    for (const res of [await patch(randomUUID(), { status: 'contacted' }), await invite(randomUUID())]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: APPLICATION_MESSAGES.notFound });
    }
    expect(await snapshot(t.ctx.db)).toEqual(before);
  });

  it('still deletes applications after the retention period, inbox fields and all', async () => {
    const old = await stored('2020-01-01T00:00:00.000Z', { status: 'contacted' });
    const fresh = await apply();
    expect(await pruneOldApplications(t.ctx.db)).toBe(1);
    const ids = (await t.ctx.db.selectFrom('applications').select('id').execute()).map((r) => r.id);
    expect(ids).toEqual([fresh]);
    expect(ids).not.toContain(old);
  });
});
