import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatSetupCode } from '#shared/validation/admin';
import { createDatabase, type Db } from '#server/db/database';
import { migratorFor } from '#server/db/migrate';
import { as, confirmationPath, cookieHeader, createFamily, ORIGIN, TEST_PASSWORD, type TestFamily, uniqueEmail } from '#server/testing/families';
import { createTestApp, freshDatabase, type TestApp, testDialects } from '#server/testing/harness';
import { ADMIN_SETUP_RATE_LIMITS } from './routes';
import {
  ALREADY_HAS_ADMIN_MESSAGE,
  EXPIRED_SETUP_CODE_MESSAGE,
  grantRole,
  hasEverHadAdmin,
  issueSetupCode,
  WRONG_SETUP_CODE_MESSAGE,
} from './service';

/**
 * A confirmed, signed-in family signing up from its own network: sign-up is limited per address,
 * and these tests need more families than one address may create in a minute.
 */
async function familyFrom(t: TestApp, network: string, prefix = 'parent'): Promise<TestFamily> {
  const email = uniqueEmail(prefix);
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    remoteAddress: network,
    payload: { name: 'Test Parent', email, password: TEST_PASSWORD },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const confirm = await t.app.inject({ method: 'GET', url: await confirmationPath(t, email), remoteAddress: network });
  if (confirm.statusCode !== 302) throw new Error(`confirmation failed: ${confirm.statusCode} ${confirm.body}`);
  const user = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { email, userId: user.id, cookie: cookieHeader(confirm) };
}

/** Twenty parents, each from a network of its own, so only the per-family limits could apply. */
async function twentyFamilies(t: TestApp, prefix: string): Promise<{ family: TestFamily; network: string }[]> {
  return Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const network = `198.51.100.${i + 1}`;
      return { family: await familyFrom(t, network, `${prefix}-${i}`), network };
    }),
  );
}

function initialize(t: TestApp, family: TestFamily, code: string | undefined, network = '203.0.113.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/initialize',
    headers: as(family),
    remoteAddress: network,
    payload: code === undefined ? {} : { code },
  });
}

async function adminIds(t: TestApp): Promise<string[]> {
  return (await t.ctx.db.selectFrom('users').select('id').where('role', '=', 'admin').execute()).map((r) => r.id);
}

/** A well-formed code nobody was given. */
function guess(i: number): string {
  return formatSetupCode(`GUESS${String(i).padStart(2, '2')}ABCDEFGHJ`.slice(0, 16));
}

describe.each(testDialects())('roles on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('grants no role at sign-in and keeps /admin closed to parents and visitors', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/admin/access' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('Please sign in to access the admin dashboard.');

    const parent = await createFamily(t);
    const denied = await t.app.inject({ method: 'GET', url: '/api/v1/admin/access', headers: as(parent) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('You don’t have permission to access the admin dashboard.');
  });

  it('lets an operator grant a role, which the server then honours', async () => {
    const coach = await createFamily(t, 'coach');
    await grantRole(t.ctx.db, coach.email.toUpperCase(), 'admin');
    const access = await t.app.inject({ method: 'GET', url: '/api/v1/admin/access', headers: as(coach) });
    expect(access.statusCode).toBe(200);
    await expect(grantRole(t.ctx.db, 'nobody@example.com', 'coach')).rejects.toThrow(/No account/);
  });
});

describe.each(testDialects())('the first admin on %s', (dialect) => {
  let t: TestApp;
  // Each test starts from an academy that has never had an admin.
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t?.close();
  });

  it('makes no admin of twenty parents trying at once without the code', async () => {
    await issueSetupCode(t.ctx.db);
    const families = await twentyFamilies(t, 'no-code');
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/admin/status', headers: as(families[0]!.family) });
    expect(status.json()).toEqual({ isAuthenticated: true, isAdmin: false, canInitialize: true });

    const responses = await Promise.all(
      families.map(({ family, network }, i) => initialize(t, family, i % 4 === 0 ? undefined : guess(i), network)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array(5).fill(400), ...Array(15).fill(403)]);
    expect(responses.find((r) => r.statusCode === 403)!.json().error.message).toBe(WRONG_SETUP_CODE_MESSAGE);
    expect(await adminIds(t)).toEqual([]);
    expect(await hasEverHadAdmin(t.ctx.db)).toBe(false);
  });

  it('makes exactly one admin of twenty parents sending the right code at once, and never another', async () => {
    const code = (await issueSetupCode(t.ctx.db))!;
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const families = await twentyFamilies(t, 'with-code');

    // Typed as a person might: lower case, spaces for dashes.
    const typed = code.toLowerCase().replaceAll('-', ' ');
    const responses = await Promise.all(families.map(({ family, network }) => initialize(t, family, typed, network)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(responses.find((r) => r.statusCode === 409)!.json().error.message).toBe(ALREADY_HAS_ADMIN_MESSAGE);
    const winner = families[statuses.indexOf(200)]!.family;
    expect(await adminIds(t)).toEqual([winner.userId]);

    // The code is spent, the door shut, and the fact names no one (account deletion leaves nothing).
    expect(await t.ctx.db.selectFrom('admin_setup_codes').selectAll().execute()).toEqual([]);
    expect(Object.keys(await t.ctx.db.selectFrom('admin_bootstrap').selectAll().executeTakeFirstOrThrow()).sort()).toEqual(['created_at', 'id']);
    const loser = families.find(({ family }) => family !== winner)!;
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/admin/status', headers: as(loser.family) });
    expect(status.json()).toEqual({ isAuthenticated: true, isAdmin: false, canInitialize: false });
    expect(await issueSetupCode(t.ctx.db)).toBeUndefined();
    expect((await initialize(t, loser.family, code, loser.network)).statusCode).toBe(409);
  });

  it('stays shut after an operator granted an admin and later demoted them', async () => {
    const earlier = (await issueSetupCode(t.ctx.db))!;
    const granted = await familyFrom(t, '203.0.113.7', 'granted');
    const other = await familyFrom(t, '203.0.113.8', 'other');
    await grantRole(t.ctx.db, granted.email, 'admin');
    await grantRole(t.ctx.db, granted.email, 'parent');
    expect(await adminIds(t)).toEqual([]);

    expect(await hasEverHadAdmin(t.ctx.db)).toBe(true);
    expect(await issueSetupCode(t.ctx.db)).toBeUndefined();
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/admin/status', headers: as(other) });
    expect(status.json().canInitialize).toBe(false);
    // The code issued before the grant is void too.
    const refused = await initialize(t, other, earlier);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ALREADY_HAS_ADMIN_MESSAGE);
    expect(await adminIds(t)).toEqual([]);
  });

  it('refuses an expired code, and only the code issued last works', async () => {
    const family = await familyFrom(t, '203.0.113.9', 'late');
    const expired = (await issueSetupCode(t.ctx.db, new Date(Date.now() - 25 * 3_600_000)))!;
    const late = await initialize(t, family, expired);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe(EXPIRED_SETUP_CODE_MESSAGE);

    const fresh = (await issueSetupCode(t.ctx.db))!;
    expect(fresh).not.toBe(expired);
    expect((await initialize(t, family, expired)).json().error.message).toBe(WRONG_SETUP_CODE_MESSAGE);
    expect(await adminIds(t)).toEqual([]);
    expect((await initialize(t, family, fresh)).statusCode).toBe(200);
    expect(await adminIds(t)).toEqual([family.userId]);
  });

  it('stops guessing per family and per network, even with the right code once over the limit', async () => {
    const code = (await issueSetupCode(t.ctx.db))!;
    const network = '192.0.2.1';
    const [first, second, third] = [await familyFrom(t, network, 'g1'), await familyFrom(t, network, 'g2'), await familyFrom(t, network, 'g3')];

    const perFamily = ADMIN_SETUP_RATE_LIMITS.perFamily.max;
    for (let i = 0; i < perFamily; i += 1) expect((await initialize(t, first, guess(i), network)).statusCode).toBe(403);
    const stopped = await initialize(t, first, code, '192.0.2.99');
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);

    // The second family, from the same network, uses up what the network may try.
    for (let i = 0; i < ADMIN_SETUP_RATE_LIMITS.perNetwork.max - perFamily; i += 1) {
      expect((await initialize(t, second, guess(i), network)).statusCode).toBe(403);
    }
    expect((await initialize(t, third, code, network)).statusCode).toBe(429);
    expect(await adminIds(t)).toEqual([]);

    // The operator, elsewhere, still gets in.
    expect((await initialize(t, third, code, '192.0.2.200')).statusCode).toBe(200);
  });

  it('stays shut after the first admin deletes their account, and nothing names them', async () => {
    const code = (await issueSetupCode(t.ctx.db))!;
    const family = await familyFrom(t, '203.0.113.11', 'leaving-admin');
    expect((await initialize(t, family, guess(1))).statusCode).toBe(403);
    expect((await initialize(t, family, code)).statusCode).toBe(200);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(family), payload: { confirmation: 'DELETE' } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await hasEverHadAdmin(t.ctx.db)).toBe(true);
    expect(await issueSetupCode(t.ctx.db)).toBeUndefined();
    const leftovers = [
      ...(await t.ctx.db.selectFrom('admin_bootstrap').selectAll().execute()),
      ...(await t.ctx.db.selectFrom('throttles').selectAll().execute()),
    ];
    expect(JSON.stringify(leftovers)).not.toContain(family.userId);
  });

  it('explains a code that is missing or not shaped like one', async () => {
    await issueSetupCode(t.ctx.db);
    const family = await familyFrom(t, '203.0.113.10', 'typo');
    for (const [code, message] of [
      ['', "Enter the setup code printed in the server's log."],
      [' - ', "Enter the setup code printed in the server's log."],
      ['ABCD-EFGH', 'A setup code has 16 letters and digits, such as ABCD-EFGH-JKMN-PQRS.'],
      ['A'.repeat(65), 'A setup code has 16 letters and digits, such as ABCD-EFGH-JKMN-PQRS.'],
      ['ABCD-EFGH-JKMN-PQR!', 'A setup code has 16 letters and digits, such as ABCD-EFGH-JKMN-PQRS.'],
    ] as const) {
      const response = await initialize(t, family, code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error.fields.code, code).toBe(message);
    }
    const visitor = await t.app.inject({ method: 'POST', url: '/api/v1/admin/initialize', headers: { origin: ORIGIN }, payload: { code: guess(1) } });
    expect(visitor.statusCode).toBe(401);
  });
});

describe.each(testDialects())('migrating an academy to setup codes on %s', (dialect) => {
  const before0009 = '0008-dashboard-read-indexes';
  const opened: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((close) => close()));
  });

  /** A fresh database migrated up to 0008, seeded as it stood then, then migrated to the latest. */
  async function migratedFrom(seed: (db: Db) => Promise<void>) {
    const fresh = await freshDatabase(dialect);
    const database = createDatabase(fresh.config);
    opened.push(async () => {
      await database.close();
      await fresh.cleanup();
    });
    const migrator = migratorFor(database.db);
    expect((await migrator.migrateTo(before0009)).error).toBeUndefined();
    await seed(database.db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    return { db: database.db, migrator };
  }

  // A user row as it stood before 0009; better-auth keeps a native boolean on PostgreSQL.
  const user = (id: string, role: string) =>
    sql`insert into users (id, name, email, email_verified, role, created_at, updated_at)
        values (${id}, 'Operator', ${`${id}@example.com`}, ${sql.raw(dialect === 'postgres' ? 'true' : '1')}, ${role}, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`;

  it('records that an academy with an admin has had one, and forgets who set it up', async () => {
    const withAdmin = await migratedFrom(async (db) => void (await user('granted-admin', 'admin').execute(db)));
    const setUpThenDemoted = await migratedFrom(async (db) => {
      await user('demoted-admin', 'parent').execute(db);
      await sql`insert into admin_bootstrap (id, user_id) values (1, 'demoted-admin')`.execute(db);
    });
    const neverHadOne = await migratedFrom(async (db) => void (await user('just-a-parent', 'parent').execute(db)));

    expect(await hasEverHadAdmin(withAdmin.db)).toBe(true);
    expect(await hasEverHadAdmin(setUpThenDemoted.db)).toBe(true);
    expect(Object.keys(await setUpThenDemoted.db.selectFrom('admin_bootstrap').selectAll().executeTakeFirstOrThrow()).sort()).toEqual(['created_at', 'id']);
    expect(await issueSetupCode(setUpThenDemoted.db)).toBeUndefined();
    expect(await hasEverHadAdmin(neverHadOne.db)).toBe(false);
    expect(await issueSetupCode(neverHadOne.db)).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);

    // Down and up again: the fact survives while an admin exists.
    expect((await withAdmin.migrator.migrateTo(before0009)).error).toBeUndefined();
    expect((await withAdmin.migrator.migrateToLatest()).error).toBeUndefined();
    expect(await hasEverHadAdmin(withAdmin.db)).toBe(true);
    expect((await neverHadOne.migrator.migrateTo(before0009)).error).toBeUndefined();
    expect((await neverHadOne.migrator.migrateToLatest()).error).toBeUndefined();
    expect(await hasEverHadAdmin(neverHadOne.db)).toBe(false);
  });
});
