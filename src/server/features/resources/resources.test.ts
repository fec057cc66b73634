import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOADS_PER_MINUTE, RESOURCE_MESSAGES, TRENDING_MIN_DOWNLOADS } from '#shared/resources';
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/validation/text';
import { as, createFamily as signUpFamily, ORIGIN, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { seedResources } from './seed';
import { expireTrending } from './service';

/** A sentence from the body of pre-game-meals.md, after its opening: Pro content. */
const MARKER = 'The best pre-game meal is one your son has already eaten before a training day.';
const SLUG = 'pre-game-meals';
const DAY_MS = 86_400_000;

const NEW_RESOURCE = {
  title: 'Recovery Smoothies for Busy Weeknights',
  summary: 'Three quick smoothies that help young players recover after evening training.',
  body: 'After an evening session a smoothie is the quickest way to get carbohydrates and protein into a tired player before dinner.\n\n## Berry blast\n\n- 1 cup frozen berries\n- 1 cup milk\n- 1 banana\n\nSMOOTHIE-MARKER blend until smooth.',
  category: 'nutrition',
  type: 'Recipe',
  tags: ['recipe', 'recovery'],
  author: 'Bravo Academy Coaching Staff',
  isFeatured: false,
};

describe.each(testDialects())('the resource library on %s', (dialect) => {
  let t: TestApp;
  let pro: TestFamily;
  let core: TestFamily;
  let free: TestFamily;
  let admin: TestFamily;

  /** Sign-ups beyond the per-minute limit: the counters are cleared first. */
  async function createFamily(prefix: string): Promise<TestFamily> {
    await t.ctx.db.deleteFrom('rate_limits').execute();
    return signUpFamily(t, prefix);
  }

  /** A membership row set directly, as the membership tests do. */
  async function setMembership(family: TestFamily, plan: string, status: 'active' | 'past_due' | 'canceled' | 'expired', endsInDays: number) {
    const now = Date.now();
    const row = {
      membership_type_id: plan,
      status,
      current_period_start: new Date(now - 20 * DAY_MS).toISOString(),
      current_period_end: new Date(now + endsInDays * DAY_MS).toISOString(),
      cancel_at_period_end: status === 'canceled' ? 1 : 0,
      provider: 'test',
    };
    await t.ctx.db
      .insertInto('memberships')
      .values({ id: `m-${family.userId}`, user_id: family.userId, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }

  const get = (f: TestFamily | null, url: string) => t.app.inject({ method: 'GET', url, headers: f ? as(f) : { origin: ORIGIN } });
  const send = (f: TestFamily | null, method: 'POST' | 'PUT', url: string, payload: unknown = {}) =>
    t.app.inject({ method, url, headers: f ? as(f) : { origin: ORIGIN }, payload: payload as Record<string, unknown> });
  const counts = async () => ({
    downloads: (await t.ctx.db.selectFrom('resource_downloads').select('id').execute()).length,
    ratings: (await t.ctx.db.selectFrom('resource_ratings').select('rating').execute()).length,
    resources: (await t.ctx.db.selectFrom('resources').select('id').execute()).length,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    pro = await createFamily('pro');
    core = await createFamily('core');
    free = await createFamily('free');
    admin = await createFamily('admin');
    await setMembership(pro, 'pro-monthly', 'active', 10);
    await setMembership(core, 'core-monthly', 'active', 10);
    await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds the 12 or more resources from the files, published, and a Pro family reads one whole', async () => {
    expect((await counts()).resources).toBeGreaterThanOrEqual(12);
    const response = await get(pro, `/api/v1/resources/${SLUG}`);
    expect(response.statusCode, response.body).toBe(200);
    const { resource } = response.json();
    expect(resource).toMatchObject({ slug: SLUG, title: 'What to Eat Before a Game', category: 'nutrition', type: 'Article', isFeatured: true, myRating: null });
    expect(resource.body).toContain(MARKER);
    expect(resource.readMinutes).toBeGreaterThanOrEqual(2);
  });

  it('never sends Pro content to a Core, a free or a signed-out family, on any resources route', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.includes('/resources') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(11);
    const before = await counts();
    const payloads: Record<string, unknown> = { rating: { rating: 5 }, resources: NEW_RESOURCE };
    for (const family of [core, free, null]) {
      for (const route of routes) {
        const url = route.url.replace(':slug', SLUG).replace(':id', SLUG);
        const payload = route.method === 'GET' ? undefined : (payloads[url.split('/').pop()!] ?? {});
        const response =
          route.method === 'GET' ? await get(family, url) : await send(family, route.method as 'POST' | 'PUT', url, payload);
        const name = `${route.method} ${route.url} as ${family === core ? 'Core' : family === free ? 'free' : 'signed out'}`;
        expect(response.body, name).not.toContain(MARKER);
        expect(response.headers['content-type'], name).not.toMatch(/pdf/);
        if (route.url.endsWith('/preview')) expect(response.statusCode, name).toBe(200);
        else if (route.url === '/api/v1/resources/access') expect(response.statusCode, name).toBe(family ? 200 : 401);
        else expect(response.statusCode, name).toBe(family ? 403 : 401);
      }
    }
    expect(await counts()).toEqual(before);

    const library = await get(core, '/api/v1/resources');
    expect(library.json().error).toEqual({ code: 'FORBIDDEN', message: RESOURCE_MESSAGES.proRequired });
    expect((await get(core, '/api/v1/resources/access')).json()).toEqual({ hasAccess: false });
    expect((await get(pro, '/api/v1/resources/access')).json()).toEqual({ hasAccess: true });
  });

  it('shows anyone the title, summary and opening of a resource, and who is asking', async () => {
    const signedOut = await get(null, `/api/v1/resources/${SLUG}/preview`);
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toMatchObject({ viewer: 'signed-out', resource: { slug: SLUG, title: 'What to Eat Before a Game' } });
    expect(signedOut.json().resource.opening).toMatch(/^A player who runs out of fuel/);
    expect(signedOut.json().resource).not.toHaveProperty('body');
    expect((await get(core, `/api/v1/resources/${SLUG}/preview`)).json().viewer).toBe('no-access');
    expect((await get(pro, `/api/v1/resources/${SLUG}/preview`)).json().viewer).toBe('pro');
  });

  it('follows the membership: canceled in its period keeps the library, expiry closes it, renewal reopens it', async () => {
    const family = await createFamily('lifecycle');
    const status = async () => (await get(family, '/api/v1/resources')).statusCode;
    expect(await status()).toBe(403);
    await setMembership(family, 'pro-annual', 'active', 30);
    expect(await status()).toBe(200);
    await setMembership(family, 'pro-annual', 'canceled', 5);
    expect(await status()).toBe(200);
    await setMembership(family, 'pro-annual', 'canceled', -1);
    expect(await status()).toBe(403);
    await setMembership(family, 'pro-annual', 'active', -1);
    expect(await status()).toBe(403);
    await setMembership(family, 'pro-annual', 'expired', 30);
    expect(await status()).toBe(403);
    await setMembership(family, 'pro-annual', 'past_due', 30);
    expect(await status()).toBe(403);
    await setMembership(family, 'pro-annual', 'active', 365);
    expect(await status()).toBe(200);
    await setMembership(family, 'core-annual', 'active', 365);
    expect(await status()).toBe(403);
  });

  it('lists featured first, then trending from the last 14 days, with search, filters, topics and pages', async () => {
    const resources = await t.ctx.db.selectFrom('resources').select(['id', 'slug', 'is_featured']).where('is_published', '=', 1).execute();
    const plain = resources.filter((r) => r.is_featured === 0);
    const [hot, cold] = [plain[0]!, plain[1]!];
    const now = Date.now();
    const rows = [
      ...Array.from({ length: TRENDING_MIN_DOWNLOADS }, (_, i) => ({ id: `hot-${i}`, resource_id: hot.id, user_id: null, downloaded_at: new Date(now - (i + 1) * DAY_MS).toISOString() })),
      ...Array.from({ length: 10 }, (_, i) => ({ id: `cold-${i}`, resource_id: cold.id, user_id: null, downloaded_at: new Date(now - (20 + i) * DAY_MS).toISOString() })),
    ];
    await t.ctx.db.insertInto('resource_downloads').values(rows).execute();
    // Rows written behind the app's back: the trending job recounts the window from them.
    expect(await expireTrending(t.ctx.db)).toBe(1);
    expect(await expireTrending(t.ctx.db)).toBe(0);

    const list = (await get(pro, '/api/v1/resources')).json();
    const featured = resources.filter((r) => r.is_featured === 1).length;
    expect(list.resources.slice(0, featured).every((r: { isFeatured: boolean }) => r.isFeatured)).toBe(true);
    expect(list.resources[featured]).toMatchObject({ slug: hot.slug, isTrending: true, recentDownloads: TRENDING_MIN_DOWNLOADS });
    expect(list.resources.find((r: { slug: string }) => r.slug === cold.slug)).toMatchObject({ isTrending: false, recentDownloads: 0 });
    expect(list).toMatchObject({ page: 1, pageSize: 12, total: resources.length, totalPages: Math.ceil(resources.length / 12) });
    expect(JSON.stringify(list)).not.toContain('"body"');

    const nutrition = (await get(pro, '/api/v1/resources?topic=nutrition')).json();
    expect(nutrition.resources.map((r: { category: string }) => r.category)).toEqual(nutrition.resources.map(() => 'nutrition'));
    const physical = (await get(pro, '/api/v1/resources?topic=physical-health&category=wellness')).json();
    expect(new Set(physical.resources.map((r: { category: string }) => r.category))).toEqual(new Set(['wellness']));
    expect((await get(pro, '/api/v1/resources?topic=nutrition&category=mental')).json().total).toBe(0);
    const recipes = (await get(pro, '/api/v1/resources?type=Recipe')).json();
    expect(recipes.resources.map((r: { slug: string }) => r.slug)).toContain('energy-bites-recipe');
    const search = (await get(pro, '/api/v1/resources?q=Osgood%20heel')).json();
    expect(search.resources.map((r: { slug: string }) => r.slug)).toEqual(['osgood-schlatter-and-severs']);
    expect((await get(pro, '/api/v1/resources?q=100%25')).json().total).toBe(0);
    const page2 = (await get(pro, '/api/v1/resources?page=2')).json();
    expect(page2.resources.length).toBe(Math.max(0, resources.length - 12));
  });

  it('counts 50 concurrent downloads as 50: 50 rows and the counter, each a valid PDF; past a family’s limit a minute, 429', async () => {
    const before = await t.ctx.db.selectFrom('resources').select('download_count').where('slug', '=', SLUG).executeTakeFirstOrThrow();
    const responses = await Promise.all(Array.from({ length: 50 }, () => get(pro, `/api/v1/resources/${SLUG}/download`)));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${SLUG}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const after = await t.ctx.db.selectFrom('resources').select(['id', 'download_count']).where('slug', '=', SLUG).executeTakeFirstOrThrow();
    expect(after.download_count - before.download_count).toBe(50);
    const rows = await t.ctx.db.selectFrom('resource_downloads').select('id').where('resource_id', '=', after.id).where('user_id', '=', pro.userId).execute();
    expect(rows).toHaveLength(50);
    const card = (await get(pro, `/api/v1/resources/${SLUG}`)).json().resource;
    expect(card).toMatchObject({ downloadCount: after.download_count, recentDownloads: 50, isTrending: true });

    // More than a family's downloads a minute: 429, and nothing counted.
    const extra = await Promise.all(Array.from({ length: DOWNLOADS_PER_MINUTE - 50 + 2 }, () => get(pro, `/api/v1/resources/${SLUG}/download`)));
    expect(extra.map((r) => r.statusCode).filter((s) => s === 429)).toHaveLength(2);
    const final = await t.ctx.db.selectFrom('resources').select('download_count').where('slug', '=', SLUG).executeTakeFirstOrThrow();
    expect(final.download_count - before.download_count).toBe(DOWNLOADS_PER_MINUTE);
    await t.ctx.db.deleteFrom('throttles').execute();
  });

  it('keeps one rating per family: a second rating replaces the first', async () => {
    const first = await send(pro, 'PUT', `/api/v1/resources/${SLUG}/rating`, { rating: 4 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ rating: { average: 4, count: 1 }, myRating: 4 });
    const second = await send(pro, 'PUT', `/api/v1/resources/${SLUG}/rating`, { rating: 2 });
    expect(second.json()).toEqual({ rating: { average: 2, count: 1 }, myRating: 2 });
    const other = await createFamily('pro-two');
    await setMembership(other, 'pro-monthly', 'active', 10);
    expect((await send(other, 'PUT', `/api/v1/resources/${SLUG}/rating`, { rating: 5 })).json()).toEqual({ rating: { average: 3.5, count: 2 }, myRating: 5 });
    const rows = await t.ctx.db.selectFrom('resource_ratings as rr').innerJoin('resources as r', 'r.id', 'rr.resource_id').select(['rr.user_id', 'rr.rating']).where('r.slug', '=', SLUG).execute();
    expect(rows.sort((a, b) => a.rating - b.rating)).toEqual([
      { user_id: pro.userId, rating: 2 },
      { user_id: other.userId, rating: 5 },
    ]);
    expect((await get(pro, `/api/v1/resources/${SLUG}`)).json().resource).toMatchObject({ myRating: 2, rating: { average: 3.5, count: 2 } });
    const card = (await get(pro, '/api/v1/resources?q=before%20a%20game')).json().resources.find((r: { slug: string }) => r.slug === SLUG);
    expect(card.rating).toEqual({ average: 3.5, count: 2 });
  });

  it('refuses bad input with a clear 400 or 404 and writes nothing', async () => {
    const before = await counts();
    for (const rating of [0, 6, 3.5, '5', null, -1]) {
      const response = await send(pro, 'PUT', `/api/v1/resources/${SLUG}/rating`, { rating });
      expect(response.statusCode, String(rating)).toBe(400);
      expect(response.json().error.message, String(rating)).toBe(RESOURCE_MESSAGES.rating);
    }
    expect((await send(pro, 'PUT', `/api/v1/resources/${SLUG}/rating`, {})).statusCode).toBe(400);

    for (const url of ['/api/v1/resources/no-such-guide', '/api/v1/resources/no-such-guide/download', '/api/v1/resources/no-such-guide/preview']) {
      const response = await get(pro, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message).toBe(RESOURCE_MESSAGES.notFound);
    }
    expect((await send(pro, 'PUT', '/api/v1/resources/no-such-guide/rating', { rating: 3 })).statusCode).toBe(404);

    const nul = await get(pro, `/api/v1/resources/${encodeURIComponent('pre-game\u0000meals')}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect((await get(pro, `/api/v1/resources?q=${encodeURIComponent('a\u0000b')}`)).statusCode).toBe(400);
    const long = 'x'.repeat(5000);
    const longSearch = await get(pro, `/api/v1/resources?q=${long}`);
    expect(longSearch.statusCode).toBe(400);
    expect(longSearch.json().error.message).toBe(RESOURCE_MESSAGES.search);
    // A path segment longer than any route allows matches no route: a 404 like an unknown slug.
    const longSlug = await get(pro, `/api/v1/resources/${long}`);
    expect(longSlug.statusCode).toBe(404);
    expect(longSlug.json().error.code).toBe('NOT_FOUND');
    expect((await get(pro, '/api/v1/resources?category=sports')).json().error.message).toBe(RESOURCE_MESSAGES.category);
    expect((await get(pro, '/api/v1/resources?page=0')).statusCode).toBe(400);

    for (const [field, value] of [
      ['title', long],
      ['title', 'a\u0000b'],
      ['body', `${NEW_RESOURCE.body}\u0000`],
      ['body', long.repeat(7)],
      ['summary', long],
      ['slug', 'Not A Slug'],
      ['tags', [long]],
      ['category', 'sports'],
    ] as const) {
      const response = await send(admin, 'POST', '/api/v1/admin/resources', { ...NEW_RESOURCE, [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).join(), field).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 403 to a parent on every admin resources route, and changes nothing', async () => {
    const before = await counts();
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1/admin/resources') && r.method !== 'HEAD');
    expect(routes.length).toBe(6);
    for (const family of [pro, core]) {
      for (const route of routes) {
        const url = route.url.replace(':id', SLUG);
        const response = route.method === 'GET' ? await get(family, url) : await send(family, route.method as 'POST', url, NEW_RESOURCE);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json().error.message).toBe(RESOURCE_MESSAGES.adminForbidden);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('lets an admin create, preview, publish, edit and unpublish; families see only what is published', async () => {
    const created = await send(admin, 'POST', '/api/v1/admin/resources', NEW_RESOURCE);
    expect(created.statusCode, created.body).toBe(201);
    const resource = created.json().resource;
    expect(resource).toMatchObject({ slug: 'recovery-smoothies-for-busy-weeknights', isPublished: false, source: 'app', readMinutes: 1 });
    const slug = resource.slug as string;

    // Unpublished: invisible to families, Pro included, everywhere.
    expect((await get(pro, `/api/v1/resources/${slug}`)).statusCode).toBe(404);
    expect((await get(null, `/api/v1/resources/${slug}/preview`)).statusCode).toBe(404);
    expect((await get(pro, `/api/v1/resources/${slug}/download`)).statusCode).toBe(404);
    expect(JSON.stringify((await get(pro, '/api/v1/resources?q=smoothies')).json())).not.toContain(slug);
    expect((await get(admin, `/api/v1/admin/resources/${resource.id}`)).json().resource.body).toContain('SMOOTHIE-MARKER');

    const duplicate = await send(admin, 'POST', '/api/v1/admin/resources', NEW_RESOURCE);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields.slug).toBe(RESOURCE_MESSAGES.slugTaken);
    // Five admins saving one new address at once: one resource, four clear refusals.
    const race = await Promise.all(Array.from({ length: 5 }, () => send(admin, 'POST', '/api/v1/admin/resources', { ...NEW_RESOURCE, slug: 'same-address' })));
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);

    expect((await send(admin, 'POST', `/api/v1/admin/resources/${resource.id}/publish`)).json().resource.isPublished).toBe(true);
    expect((await get(pro, `/api/v1/resources/${slug}`)).json().resource.body).toContain('SMOOTHIE-MARKER');
    expect((await get(pro, '/api/v1/resources?q=smoothies')).json().resources.map((r: { slug: string }) => r.slug)).toEqual([slug]);
    expect((await get(core, `/api/v1/resources/${slug}/preview`)).body).not.toContain('SMOOTHIE-MARKER');

    const edited = await send(admin, 'PUT', `/api/v1/admin/resources/${resource.id}`, { ...NEW_RESOURCE, title: 'Recovery Smoothies', slug: 'recovery-smoothies' });
    expect(edited.json().resource).toMatchObject({ title: 'Recovery Smoothies', slug: 'recovery-smoothies', isPublished: true });
    expect((await get(pro, '/api/v1/resources/recovery-smoothies')).statusCode).toBe(200);
    expect((await get(pro, `/api/v1/resources/${slug}`)).statusCode).toBe(404);

    expect((await send(admin, 'POST', `/api/v1/admin/resources/${resource.id}/unpublish`)).json().resource.isPublished).toBe(false);
    expect((await get(pro, '/api/v1/resources/recovery-smoothies')).statusCode).toBe(404);
    expect((await send(admin, 'POST', '/api/v1/admin/resources/no-such-id/publish')).statusCode).toBe(404);

    const list = (await get(admin, '/api/v1/admin/resources?q=smoothies')).json();
    expect(list.resources.map((r: { id: string; isPublished: boolean }) => [r.id, r.isPublished])).toContainEqual([resource.id, false]);
    expect(list.total).toBe(2);

    // Every admin action on the resource is in the audit log, in order.
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'summary', 'actor_email']).where('target_id', '=', resource.id).orderBy('id').execute();
    expect(audit.map((a) => [a.action, a.summary])).toEqual([
      ['resource.saved', `Created the resource “${NEW_RESOURCE.title}”`],
      ['resource.published', `Published the resource “${NEW_RESOURCE.title}”`],
      ['resource.saved', 'Edited the resource “Recovery Smoothies”'],
      ['resource.unpublished', 'Unpublished the resource “Recovery Smoothies”'],
    ]);
    expect(new Set(audit.map((a) => a.actor_email))).toEqual(new Set([admin.email]));
  });

  it('reseeding puts a file’s content back, but keeps what staff set and what an admin edited', async () => {
    await t.ctx.db.updateTable('resources').set({ title: 'Changed behind the file’s back', is_published: 0 }).where('id', '=', 'hydration-in-san-diego-heat').execute();
    const edit = await send(admin, 'PUT', '/api/v1/admin/resources/screen-time-and-recovery', { ...NEW_RESOURCE, title: 'Screens and Sleep (edited)', slug: 'screen-time-and-recovery', category: 'wellness' });
    expect(edit.statusCode, edit.body).toBe(200);
    await seedResources(t.ctx.db);
    const rows = await t.ctx.db.selectFrom('resources').select(['id', 'title', 'is_published', 'edited_at']).where('id', 'in', ['hydration-in-san-diego-heat', 'screen-time-and-recovery']).orderBy('id').execute();
    expect(rows[0]).toMatchObject({ id: 'hydration-in-san-diego-heat', title: 'Hydration in San Diego Heat', is_published: 0, edited_at: null });
    expect(rows[1]).toMatchObject({ id: 'screen-time-and-recovery', title: 'Screens and Sleep (edited)', is_published: 1 });
    expect(rows[1]!.edited_at).not.toBeNull();
    expect((await get(pro, '/api/v1/resources/hydration-in-san-diego-heat')).statusCode).toBe(404);
  });

  it('exports the family’s ratings and downloads, and deleting the account keeps the counts without the family', async () => {
    const family = await createFamily('leaving');
    await setMembership(family, 'pro-monthly', 'active', 10);
    expect((await get(family, '/api/v1/resources/energy-bites-recipe/download')).statusCode).toBe(200);
    expect((await send(family, 'PUT', '/api/v1/resources/energy-bites-recipe/rating', { rating: 5 })).statusCode).toBe(200);
    const exported = await t.ctx.familyData.find((source) => source.name === 'resources')!.export(t.ctx.db, family.userId);
    expect(exported).toMatchObject({ ratings: [{ title: 'No-Bake Energy Bites', rating: 5 }], downloads: [{ title: 'No-Bake Energy Bites' }] });
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(family), payload: { confirmation: 'DELETE' } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await t.ctx.db.selectFrom('resource_ratings').select('rating').where('user_id', '=', family.userId).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('resource_downloads').select('id').where('user_id', '=', family.userId).execute()).toEqual([]);
    const bites = await t.ctx.db.selectFrom('resources').select('download_count').where('id', '=', 'energy-bites-recipe').executeTakeFirstOrThrow();
    expect(bites.download_count).toBeGreaterThanOrEqual(1);
  });
});
