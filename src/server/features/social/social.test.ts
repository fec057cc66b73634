import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT, SOCIAL_MESSAGES } from '#shared/social';
import type { TFamilySearchResponse, TFriendRequestsResponse, TFriendsBoardResponse, TFriendsResponse } from '#shared/validation/social';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Opens the SSE stream over real HTTP and collects event names as they arrive. */
async function openStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const events: string[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        for (const line of decoder.decode(chunk).split('\n')) if (line.startsWith('event: ')) events.push(line.slice(7));
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: response.status,
    events,
    async waitFor(name: string, timeoutMs = 3000) {
      const started = Date.now();
      while (!events.includes(name)) {
        if (Date.now() - started > timeoutMs) throw new Error(`no "${name}" event within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      events.length = 0;
    },
    close: () => controller.abort(),
  };
}

describe.each(testDialects())('social hub on %s', (dialect) => {
  let t: TestApp;
  let ana: TestFamily;
  let ben: TestFamily;
  let cam: TestFamily;

  const call = (who: TestFamily, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(who), ...(payload === undefined ? {} : { payload }) });
  const rows = async () => t.ctx.db.selectFrom('family_relationships').selectAll().execute();
  const setDisplayName = async (family: TestFamily, name: string) => {
    const res = await call(family, 'PUT', '/api/v1/profile', { displayName: name });
    if (res.statusCode !== 200) throw new Error(`profile: ${res.body}`);
  };
  const requests = async (who: TestFamily): Promise<TFriendRequestsResponse> => (await call(who, 'GET', '/api/v1/social/requests')).json();
  const friends = async (who: TestFamily): Promise<TFriendsResponse> => (await call(who, 'GET', '/api/v1/social/friends')).json();
  const clear = () => t.ctx.db.deleteFrom('family_relationships').execute();
  /** A membership written as the payment flow leaves it (the test provider's, for a month from now unless told). */
  const giveMembership = async (userId: string, row: { status?: 'active' | 'past_due' | 'canceled' | 'expired'; provider?: string; endsInDays?: number } = {}) => {
    const plan = await t.ctx.db.selectFrom('membership_types').select('id').executeTakeFirstOrThrow();
    const now = Date.now();
    const id = `social-m-${userId}-${Math.random().toString(36).slice(2, 8)}`;
    await t.ctx.db
      .insertInto('memberships')
      .values({
        id,
        user_id: userId,
        athlete_id: null,
        membership_type_id: plan.id,
        status: row.status ?? 'active',
        current_period_start: new Date(now - 86_400_000).toISOString(),
        current_period_end: new Date(now + (row.endsInDays ?? 30) * 86_400_000).toISOString(),
        provider: row.provider ?? 'test',
      })
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ana = await createFamily(t, 'social-ana');
    ben = await createFamily(t, 'social-ben');
    cam = await createFamily(t, 'social-cam');
    for (const [family, name] of [
      [ana, 'Ana Quintero'],
      [ben, 'Benjamin Quayle'],
      [cam, 'Camila Ortiz'],
    ] as const) {
      await t.ctx.db.updateTable('users').set({ name }).where('id', '=', family.userId).execute();
    }
    await addTestAthlete(t, ana, 'Leo Quintero', '2015-04-12');
    await addTestAthlete(t, ben, 'Mateo Quayle', '2014-09-30');
    await addTestAthlete(t, cam, 'Nico Ortiz', '2016-01-05');
    for (const family of [ana, ben, cam]) await giveMembership(family.userId);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds families by the start of any word of their name, never with an e-mail, surname or birth date', async () => {
    const res = await call(ana, 'GET', '/api/v1/social/search?q=qua');
    expect(res.statusCode).toBe(200);
    const body: TFamilySearchResponse = res.json();
    expect(body).toEqual({ families: [{ familyId: ben.userId, displayName: 'Benjamin Q.', athletes: [{ displayName: 'Mateo Q.' }] }], hasMore: false });
    for (const q of ['q', 'Q', 'quin', 'ben', 'camila o']) {
      const raw = (await call(ana, 'GET', `/api/v1/social/search?q=${encodeURIComponent(q)}`)).body;
      expect(raw).not.toContain('@');
      // Parents and athletes alike leave by first name and initial: never a surname, a birth date or an e-mail.
      expect(raw).not.toMatch(/2014|2015|2016|09-30|Quayle|Ortiz|Quintero|example\.com/);
    }
    // Never oneself.
    expect(((await call(ana, 'GET', '/api/v1/social/search?q=quin')).json() as TFamilySearchResponse).families).toEqual([]);
    expect(((await call(ana, 'GET', '/api/v1/social/search?q=camila%20o')).json() as TFamilySearchResponse).families.map((f) => f.familyId)).toEqual([cam.userId]);
    // An e-mail address is not searchable.
    expect(((await call(ana, 'GET', `/api/v1/social/search?q=${encodeURIComponent(ben.email.slice(0, 8))}`)).json() as TFamilySearchResponse).families).toEqual([]);
  });

  it('follows a changed display name and shows at most ten families', async () => {
    await setDisplayName(cam, 'Camila Zamora');
    const found: TFamilySearchResponse = (await call(ana, 'GET', '/api/v1/social/search?q=zamo')).json();
    expect(found.families.map((f) => [f.familyId, f.displayName])).toEqual([[cam.userId, 'Camila Z.']]);
    // Accounts written directly (sign-up's rate limit would stop a dozen at once); the triggers index them.
    const now = new Date().toISOString();
    await t.ctx.db
      .insertInto('users')
      .values(Array.from({ length: SEARCH_LIMIT + 2 }, (_, i) => ({ id: `social-many-${i}`, name: 'Xavier Many', email: `many-${i}@example.com`, email_verified: dialect === 'postgres' ? true : 1, created_at: now, updated_at: now })))
      .execute();
    // Without a membership none of them is found.
    expect((await call(ana, 'GET', '/api/v1/social/search?q=xav')).json()).toEqual({ families: [], hasMore: false });
    for (let i = 0; i < SEARCH_LIMIT; i += 1) await giveMembership(`social-many-${i}`);
    // Exactly ten: all shown, nothing more to say.
    expect((await call(ana, 'GET', '/api/v1/social/search?q=xav')).json()).toMatchObject({ hasMore: false });
    expect(((await call(ana, 'GET', '/api/v1/social/search?q=xav')).json() as TFamilySearchResponse).families).toHaveLength(SEARCH_LIMIT);
    for (let i = SEARCH_LIMIT; i < SEARCH_LIMIT + 2; i += 1) await giveMembership(`social-many-${i}`);
    const listed: TFamilySearchResponse = (await call(ana, 'GET', '/api/v1/social/search?q=xav')).json();
    expect(listed.families).toHaveLength(SEARCH_LIMIT);
    expect(listed.hasMore).toBe(true);
    // Every family matches on both words ("xavier many" and "many"): still ten, and more.
    expect((await call(ana, 'GET', '/api/v1/social/search?q=man')).json()).toMatchObject({ hasMore: true });
    expect(listed.families.every((f) => f.displayName === 'Xavier M.')).toBe(true);
  });

  it('lets only a family with a membership look for others, and finds only such families', async () => {
    const stranger = await createFamily(t, 'social-stranger');
    await t.ctx.db.updateTable('users').set({ name: 'Sam Stranger' }).where('id', '=', stranger.userId).execute();
    await addTestAthlete(t, stranger, 'Ivy Stranger', '2016-03-03');
    // The hub says why, and every way to find or ask a family is refused with the same words.
    expect((await call(stranger, 'GET', '/api/v1/social/access')).json()).toEqual({ canFindFamilies: false, message: SOCIAL_MESSAGES.membersOnly });
    expect((await call(ana, 'GET', '/api/v1/social/access')).json()).toEqual({ canFindFamilies: true, message: null });
    for (const [method, url, payload] of [
      ['GET', '/api/v1/social/search?q=q', undefined],
      ['GET', '/api/v1/social/search?q=ben', undefined],
      ['POST', '/api/v1/social/requests', { familyId: ben.userId }],
      ['POST', '/api/v1/social/requests/by-email', { email: ben.email }],
    ] as const) {
      const res = await call(stranger, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error, url).toEqual({ code: 'FORBIDDEN', message: SOCIAL_MESSAGES.membersOnly });
      expect(res.body, url).not.toMatch(/Mateo|Leo|Nico|Quayle|Benjamin/);
    }
    expect(await rows()).toEqual([]);
    // A member does not find the stranger, nor can ask it by id or by e-mail (the same answer, nothing written).
    expect((await call(ana, 'GET', '/api/v1/social/search?q=stran')).json()).toEqual({ families: [], hasMore: false });
    expect((await call(ana, 'GET', '/api/v1/social/search?q=sam')).json()).toEqual({ families: [], hasMore: false });
    expect((await call(ana, 'POST', '/api/v1/social/requests', { familyId: stranger.userId })).statusCode).toBe(404);
    const byEmail = await call(ana, 'POST', '/api/v1/social/requests/by-email', { email: stranger.email });
    expect([byEmail.statusCode, byEmail.json()]).toEqual([202, { message: SOCIAL_MESSAGES.sentByEmail }]);
    expect(await rows()).toEqual([]);

    // Which memberships count: active, past due, and canceled until its period ends; not expired ones.
    const statuses: [string, Parameters<typeof giveMembership>[1], boolean][] = [
      ['expired', { status: 'expired' }, false],
      ['canceled, period over', { status: 'canceled', endsInDays: -1 }, false],
      ['test provider active, period over', { status: 'active', endsInDays: -1 }, false],
      ['canceled at period end, still in it', { status: 'canceled', endsInDays: 3 }, true],
      ['past due', { status: 'past_due', endsInDays: -2 }, true],
      ['Stripe active awaiting its renewal', { status: 'active', provider: 'stripe', endsInDays: -1 }, true],
    ];
    for (const [label, row, counts] of statuses) {
      const id = await giveMembership(stranger.userId, row);
      const access = (await call(stranger, 'GET', '/api/v1/social/access')).json() as { canFindFamilies: boolean };
      expect(access.canFindFamilies, label).toBe(counts);
      expect((await call(stranger, 'GET', '/api/v1/social/search?q=qua')).statusCode, label).toBe(counts ? 200 : 403);
      const found = (await call(ana, 'GET', '/api/v1/social/search?q=sam')).json() as TFamilySearchResponse;
      expect(found.families.map((f) => f.displayName), label).toEqual(counts ? ['Sam S.'] : []);
      await t.ctx.db.deleteFrom('memberships').where('id', '=', id).execute();
    }
  });

  it('shows an athlete’s initial as one whole letter, whatever the name holds', async () => {
    await addTestAthlete(t, cam, 'Sofía López-Hernández 🌟', '2016-05-05');
    const found = (await call(ana, 'GET', '/api/v1/social/search?q=zamora')).json() as TFamilySearchResponse;
    expect(found.families[0]!.athletes.map((a) => a.displayName)).toEqual(['Nico O.', 'Sofía L.']);
    await t.ctx.db.deleteFrom('athletes').where('name', '=', 'Sofía López-Hernández 🌟').execute();
  });

  it('refuses an empty search, an empty or bad e-mail and a request to oneself with a message, writing nothing', async () => {
    const cases: [Method, string, object | undefined, string][] = [
      ['GET', '/api/v1/social/search?q=', undefined, SOCIAL_MESSAGES.searchRequired],
      ['GET', '/api/v1/social/search?q=%20%20', undefined, SOCIAL_MESSAGES.searchRequired],
      ['POST', '/api/v1/social/requests/by-email', { email: '' }, SOCIAL_MESSAGES.emailRequired],
      ['POST', '/api/v1/social/requests/by-email', { email: '   ' }, SOCIAL_MESSAGES.emailRequired],
      ['POST', '/api/v1/social/requests/by-email', { email: 'not-an-address' }, SOCIAL_MESSAGES.emailInvalid],
      ['POST', '/api/v1/social/requests/by-email', { email: ana.email.toUpperCase() }, SOCIAL_MESSAGES.toSelf],
      ['POST', '/api/v1/social/requests', { familyId: ana.userId }, SOCIAL_MESSAGES.toSelf],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await call(ana, method, url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message, url).toBe(message);
    }
    const unknown = await call(ana, 'POST', '/api/v1/social/requests', { familyId: 'no-such-family' });
    expect(unknown.statusCode).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it('answers a request by e-mail identically for an existing and an unknown address', async () => {
    const existing = await call(ana, 'POST', '/api/v1/social/requests/by-email', { email: ben.email });
    const unknown = await call(ana, 'POST', '/api/v1/social/requests/by-email', { email: 'nobody-here@example.com' });
    expect([existing.statusCode, existing.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(existing.statusCode).toBe(202);
    expect(existing.json()).toEqual({ message: SOCIAL_MESSAGES.sentByEmail });
    // Asking again (a relationship now exists) answers the same too: nothing to probe with.
    const again = await call(ana, 'POST', '/api/v1/social/requests/by-email', { email: ` ${ben.email.toUpperCase()} ` });
    expect([again.statusCode, again.body]).toEqual([unknown.statusCode, unknown.body]);
    expect((await rows()).map((r) => [r.requester_id, r.addressee_id, r.status])).toEqual([[ana.userId, ben.userId, 'pending']]);
    // The addressee sees it; the requester's Sent tab does not list a request sent by e-mail.
    expect((await requests(ben)).received.map((r) => r.displayName)).toEqual(['Ana Q.']);
    expect((await requests(ana)).sent).toEqual([]);
    // Asked by name afterwards, it is listed like a new request, not refused.
    const byName = await call(ana, 'POST', '/api/v1/social/requests', { familyId: ben.userId });
    expect(byName.statusCode).toBe(201);
    expect((await requests(ana)).sent.map((r) => r.displayName)).toEqual(['Benjamin Q.']);
    expect(await rows()).toHaveLength(1);
    await clear();
  });

  it('refuses a duplicate request in either direction with "Request already exists", writing nothing', async () => {
    expect((await call(ana, 'POST', '/api/v1/social/requests', { familyId: ben.userId })).statusCode).toBe(201);
    for (const [who, to] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const res = await call(who, 'POST', '/api/v1/social/requests', { familyId: to.userId });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(SOCIAL_MESSAGES.alreadyExistsDetail);
    }
    expect(await rows()).toHaveLength(1);
    // A rejected request still counts as a relationship (docs/product.md, Social Hub).
    const id = (await requests(ben)).received[0]!.id;
    expect((await call(ben, 'POST', `/api/v1/social/requests/${id}/respond`, { decision: 'reject' })).json()).toEqual({ message: SOCIAL_MESSAGES.rejected });
    expect((await call(ben, 'POST', '/api/v1/social/requests', { familyId: ana.userId })).statusCode).toBe(409);
    expect((await requests(ana)).sent).toEqual([]);
    await clear();
  });

  it('leaves one row after 20 concurrent requests between the same two families', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? call(ana, 'POST', '/api/v1/social/requests', { familyId: ben.userId }) : call(ben, 'POST', '/api/v1/social/requests', { familyId: ana.userId }))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await rows()).toHaveLength(1);
    await clear();
  });

  it('tells the addressee’s open page when a request arrives, and the requester’s when it is answered', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const [anaStream, camStream] = await Promise.all([openStream(base, ana.cookie), openStream(base, cam.cookie)]);
    expect([anaStream.status, camStream.status]).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const told = (stream: { events: string[] }) => stream.events.filter((name) => name === 'social').length;
    expect([told(anaStream), told(camStream)]).toEqual([0, 0]);
    await call(ana, 'POST', '/api/v1/social/requests', { familyId: cam.userId });
    await expect.poll(() => told(camStream), { timeout: 3000 }).toBeGreaterThan(0);
    const id = (await requests(cam)).received[0]!.id;
    const anaBefore = told(anaStream);
    await call(cam, 'POST', `/api/v1/social/requests/${id}/respond`, { decision: 'reject' });
    // The requester hears of the answer itself, not only of its own request.
    await expect.poll(() => told(anaStream), { timeout: 3000 }).toBeGreaterThan(anaBefore);
    anaStream.close();
    camStream.close();
    await clear();
  });

  it('lets only the right family accept, reject, cancel or remove (others get 404)', async () => {
    await call(ana, 'POST', '/api/v1/social/requests', { familyId: ben.userId });
    const id = (await requests(ana)).sent[0]!.id;
    // Not the requester, not a stranger: only the addressee answers.
    for (const who of [ana, cam]) expect((await call(who, 'POST', `/api/v1/social/requests/${id}/respond`, { decision: 'accept' })).statusCode).toBe(404);
    // Only the requester cancels.
    for (const who of [ben, cam]) expect((await call(who, 'DELETE', `/api/v1/social/requests/${id}`)).statusCode).toBe(404);
    expect((await call(ana, 'DELETE', `/api/v1/social/requests/${id}`)).json()).toEqual({ message: SOCIAL_MESSAGES.cancelled });
    expect(await rows()).toEqual([]);

    await call(ana, 'POST', '/api/v1/social/requests', { familyId: ben.userId });
    const again = (await requests(ben)).received[0]!.id;
    const accepted = await call(ben, 'POST', `/api/v1/social/requests/${again}/respond`, { decision: 'accept' });
    expect(accepted.json()).toEqual({ message: SOCIAL_MESSAGES.accepted });
    expect((await call(ben, 'POST', `/api/v1/social/requests/${again}/respond`, { decision: 'reject' })).statusCode).toBe(404);
    expect((await friends(ana)).friends.map((f) => [f.displayName, f.athletes])).toEqual([['Benjamin Q.', [{ displayName: 'Mateo Q.' }]]]);
    expect((await friends(ben)).friends.map((f) => f.displayName)).toEqual(['Ana Q.']);
    // Every answer of the hub: no e-mail, no surname of the other family (its parent's or its athletes').
    for (const url of ['/api/v1/social/friends', '/api/v1/social/requests', '/api/v1/social/board', '/api/v1/social/access', '/api/v1/social/search?q=qua']) {
      const raw = (await call(ana, 'GET', url)).body;
      expect(raw, url).not.toContain(ben.email);
      expect(raw, url).not.toMatch(/Quayle|2014|09-30|@/);
    }
    expect((await call(cam, 'DELETE', `/api/v1/social/friends/${again}`)).statusCode).toBe(404);
    expect((await call(ana, 'DELETE', `/api/v1/social/requests/${again}`)).statusCode).toBe(404);
    expect((await call(ben, 'DELETE', `/api/v1/social/friends/${again}`)).json()).toEqual({ message: SOCIAL_MESSAGES.removed });
    expect((await friends(ana)).friends).toEqual([]);
    await clear();
  });

  it('pays the friends_count achievement once to every athlete of both families', async () => {
    const second = await addTestAthlete(t, ana, 'Sofia Quintero', '2017-02-02');
    const paid = async () =>
      t.ctx.db
        .selectFrom('xp_transactions')
        .select(['athlete_id'])
        .where('reference_type', '=', 'achievement')
        .where('reference_id', '=', 'new-teammate')
        .execute();
    // Ana's Leo and Ben's Mateo were paid when the two families first became friends (the test above).
    expect(await paid()).toHaveLength(2);
    await call(ana, 'POST', '/api/v1/social/requests', { familyId: ben.userId });
    const id = (await requests(ben)).received[0]!.id;
    await call(ben, 'POST', `/api/v1/social/requests/${id}/respond`, { decision: 'accept' });
    expect((await paid()).length).toBe(3);
    expect((await paid()).map((r) => r.athlete_id)).toContain(second.id);
    // Removed and made again: nothing is paid twice.
    await call(ana, 'DELETE', `/api/v1/social/friends/${id}`);
    await call(ben, 'POST', '/api/v1/social/requests', { familyId: ana.userId });
    const next = (await requests(ana)).received[0]!.id;
    await call(ana, 'POST', `/api/v1/social/requests/${next}/respond`, { decision: 'accept' });
    expect((await paid()).length).toBe(3);
    const achievements = (await call(ana, 'GET', `/api/v1/achievements?athleteId=${second.id}`)).json() as { achievements: { id: string; isUnlocked: boolean }[] };
    expect(achievements.achievements.find((a) => a.id === 'new-teammate')?.isUnlocked).toBe(true);
  });

  it('shows friends’ athletes on the friends’ board by first name, leaving out the hidden ones', async () => {
    // Ana and Ben are friends (previous test); Cam is not.
    await t.ctx.db.updateTable('athletes').set({ hide_from_rankings: 1 }).where('name', '=', 'Sofia Quintero').execute();
    const board = async (who: TestFamily): Promise<TFriendsBoardResponse> => (await call(who, 'GET', '/api/v1/social/board')).json();
    const seenByBen = await board(ben);
    expect(seenByBen.entries.map((e) => e.displayName).sort()).toEqual(['Leo Q.', 'Mateo Quayle']);
    const raw = (await call(ben, 'GET', '/api/v1/social/board')).body;
    expect(raw).not.toMatch(/Leo Quintero|Sofia|Nico|@|2015/);
    // Its own family still sees the hidden athlete.
    expect((await board(ana)).entries.map((e) => e.displayName).sort()).toEqual(['Leo Quintero', 'Mateo Q.', 'Sofia Quintero']);
    expect((await board(cam)).entries.map((e) => e.displayName)).toEqual(['Nico Ortiz']);
  });

  it('exports the family’s friendships and removes them with the account', async () => {
    const exported = (await call(ana, 'GET', '/api/v1/account/export')).json() as { friendships?: unknown[] };
    expect(exported.friendships).toEqual([expect.objectContaining({ otherFamily: 'Benjamin Q.', status: 'accepted' })]);
    const res = await call(ben, 'DELETE', '/api/v1/account', { confirmation: 'DELETE' });
    expect(res.statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    expect(await t.ctx.db.selectFrom('family_name_terms').select('term').where('user_id', '=', ben.userId).execute()).toEqual([]);
  });
});
