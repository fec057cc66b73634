import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNotificationEmails } from '#server/notifications/jobs';
import { queueNotifications } from '#server/notifications/queue';
import { as, createFamily, ORIGIN, TEST_PASSWORD, type TestFamily, uniqueEmail } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

/** Issue 44: the family's language is chosen at sign-up, changed in Settings, and used for its e-mails. */
describe.each(testDialects())('the family’s language on %s', (dialect) => {
  let t: TestApp;
  let english: TestFamily;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    english = await createFamily(t, 'lang-en');
  });
  afterAll(async () => {
    await t?.close();
  });

  const signUpWith = (email: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: ORIGIN, ...headers }, payload: { name: 'Rosa', email, password: TEST_PASSWORD } });
  const localeOf = async (email: string) => (await t.ctx.db.selectFrom('users').select('locale').where('email', '=', email).executeTakeFirstOrThrow()).locale;
  const outbox = (email: string, kind: string) => t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', email).where('kind', '=', kind).execute();

  it('takes a Spanish browser’s language at sign-up and sends the confirmation e-mail in Spanish', async () => {
    const email = uniqueEmail('lang-es');
    expect((await signUpWith(email, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).statusCode).toBe(200);
    expect(await localeOf(email)).toBe('es');
    const [mail] = await outbox(email, 'email-verification');
    expect(mail!.subject).toBe('Confirme su cuenta de Bravo Academy');
    expect(mail!.text_body).toContain('Hola, Rosa:');
    expect(mail!.text_body).toContain('¡Le damos la bienvenida a Bravo Academy!');
    expect(JSON.parse(mail!.links)[0].label).toBe('Confirmar mi correo electrónico');
  });

  it('prefers the language chosen on the public site (its cookie) to the browser’s', async () => {
    const email = uniqueEmail('lang-cookie');
    await signUpWith(email, { 'accept-language': 'en-US', cookie: 'bravo.locale=es' });
    expect(await localeOf(email)).toBe('es');
  });

  it('reads an unknown language, in a header or a cookie, as English without an error', async () => {
    const email = uniqueEmail('lang-xx');
    expect((await signUpWith(email, { 'accept-language': 'fr-FR,de;q=0.8,;;q=x', cookie: 'bravo.locale=klingon' })).statusCode).toBe(200);
    expect(await localeOf(email)).toBe('en');
    const [mail] = await outbox(email, 'email-verification');
    expect(mail!.subject).toBe('Confirm your Bravo Academy account');
    expect(mail!.text_body).toContain('Welcome to Bravo Academy! Please confirm your e-mail address');
  });

  it('keeps an English family’s e-mails in English, word for word', async () => {
    const [mail] = await outbox(english.email, 'email-verification');
    expect(mail!.subject).toBe('Confirm your Bravo Academy account');
    expect(mail!.text_body).toContain('Bravo Academy, 4S Ranch, San Diego');
  });

  it('changes the language in Settings; bad input is refused with a clear message and writes nothing', async () => {
    const family = await createFamily(t, 'lang-settings');
    const put = (payload: unknown, headers = as(family)) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/account/locale', headers, payload: payload as Record<string, unknown> });
    for (const bad of [{ locale: 'fr' }, { locale: '' }, {}, { locale: 5 }]) {
      const response = await put(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/Please choose English or Spanish/);
    }
    expect(await localeOf(family.email)).toBe('en');
    expect((await put({ locale: 'es' }, { origin: ORIGIN } as ReturnType<typeof as>)).statusCode).toBe(401);
    const saved = await put({ locale: 'es' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ locale: 'es' });
    expect(await localeOf(family.email)).toBe('es');
    // Only the family's own row changed.
    expect(await localeOf(english.email)).toBe('en');
  });

  it('writes the unread-message e-mail in each family’s language, with its plural', async () => {
    const spanish = await createFamily(t, 'lang-msg-es');
    await t.app.inject({ method: 'PUT', url: '/api/v1/account/locale', headers: as(spanish), payload: { locale: 'es' } });
    const sent = new Date('2026-06-10T17:00:00.000Z');
    const items = (family: TestFamily, n: number) =>
      Array.from({ length: n }, (_, i) => ({ familyId: family.userId, kind: 'message' as const, sourceId: `lang-${family.userId}-${i}`, title: 'Entrenamiento', body: `Cancha ${i + 1}`, url: '/messages' }));
    await queueNotifications(t.ctx.db, [...items(spanish, 2), ...items(english, 1)], sent);
    await runNotificationEmails(t.ctx, new Date('2026-06-10T17:15:00.000Z'));
    const [es] = await outbox(spanish.email, 'message-notification');
    expect(es!.subject).toBe('Bravo Academy: 2 mensajes nuevos');
    expect(es!.text_body).toContain('Tiene 2 mensajes de la academia que aún no ha leído:');
    expect(es!.text_body).toContain('Puede desactivar estos correos en Ajustes, Notificaciones.');
    const [en] = await outbox(english.email, 'message-notification');
    expect(en!.subject).toBe('Bravo Academy: Entrenamiento');
    expect(en!.text_body).toContain('You have a message from the academy that you have not read yet:');
  });

  it('serves every page with the family’s language in <html lang>', async () => {
    const page = (cookie?: string) => t.app.inject({ method: 'GET', url: '/auth', headers: cookie ? { cookie } : {} });
    const spanish = await page('bravo.locale=es');
    if (spanish.statusCode === 404) return; // no client build in this run: nothing is served
    expect(spanish.body).toContain('<html lang="es">');
    expect((await page('bravo.locale=xx')).body).toContain('<html lang="en">');
  });
});
