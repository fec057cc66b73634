/**
 * The academy assistant through its routes, on SQLite and PostgreSQL: answers from the shared plan
 * data, the quick questions, Clear Chat, the export and account deletion, the safety check and its
 * flag, the rate limit, refused input, and one family never reaching another's transcript. Then the
 * language-model path against a local fake of an OpenAI-compatible server: what leaves the server
 * is scrubbed, a timeout falls back to the built-in answer, moderation is asked both ways.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACADEMY } from '#shared/academy';
import { PLANS, TRAINING_WINDOWS, formatTrainingWindow } from '#shared/academy-plans';
import { knowledgeEntry } from '#shared/assistant/knowledge';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, ASSISTANT_RATE_LIMIT, SAFETY_ANSWERS, SAFETY_ANSWERS_ES } from '#shared/assistant/rules';
import type { TAssistantReply, TTranscript } from '#shared/validation/assistant';
import type { TCaseList } from '#shared/validation/safety-cases';
import { paths } from '#shared/page-paths';
import { SAFEGUARDING_LINES } from '#shared/assistant/safety';
import { isQuietHour } from '#shared/notifications';
import type { PushPayload, PushSender } from '#server/notifications/push';
import { runNotificationEmails, runPushNotifications } from '#server/notifications/jobs';
import { handOffText } from './service';
import { addTestAthlete, as, createFamily as signUpFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

/** A new signed-in family; this file signs up more families than the per-minute sign-up limit allows. */
async function createFamily(t: TestApp, prefix: string): Promise<TestFamily> {
  await t.ctx.db.deleteFrom('rate_limits').execute();
  return signUpFamily(t, prefix);
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: cents % 100 === 0 ? 0 : 2 })}`;

async function ask(t: TestApp, family: TestFamily, message: string, context: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/assistant/messages', headers: as(family), payload: { message, context } });
}
async function transcript(t: TestApp, family: TestFamily): Promise<TTranscript> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/assistant/messages?limit=${ASSISTANT_LIMITS.transcriptPageMax}`, headers: as(family) });
  expect(response.statusCode).toBe(200);
  return response.json();
}
async function makeMember(t: TestApp, family: TestFamily) {
  const now = Date.now();
  await t.ctx.db
    .insertInto('memberships')
    .values({
      id: `mem-${family.userId}`, user_id: family.userId, membership_type_id: 'core-monthly', status: 'active',
      current_period_start: new Date(now - 86_400_000).toISOString(), current_period_end: new Date(now + 20 * 86_400_000).toISOString(), provider: 'stripe',
    })
    .execute();
}

describe.each(testDialects())('the academy assistant (built-in), on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the quick question Pricing with every plan’s price and join fee, and offers membership to a family without one', async () => {
    const family = await createFamily(t, 'pricing');
    const response = await ask(t, family, 'How much does it cost?', { type: 'pricing' });
    expect(response.statusCode).toBe(200);
    const reply: TAssistantReply = response.json();
    for (const plan of PLANS) {
      expect(reply.response).toContain(dollars(plan.priceCents));
      if (plan.joinFeeCents > 0) expect(reply.response).toContain(dollars(plan.joinFeeCents));
    }
    expect(reply.suggestsMembership).toBe(true);
    expect(reply.reply).toMatchObject({ isAI: true, content: reply.response, suggestsMembership: true });
    expect(reply.question).toMatchObject({ isAI: false, content: 'How much does it cost?' });

    // A member is not pointed at the membership page.
    const member = await createFamily(t, 'member');
    await makeMember(t, member);
    expect((await ask(t, member, 'How much does it cost?', { type: 'pricing' })).json().suggestsMembership).toBe(false);
  });

  it('answers the schedule in free words with both training windows', async () => {
    const family = await createFamily(t, 'schedule');
    const reply: TAssistantReply = (await ask(t, family, 'What days and times do you train?')).json();
    expect(reply.response).toContain(formatTrainingWindow(TRAINING_WINDOWS.core));
    expect(reply.response).toContain(formatTrainingWindow(TRAINING_WINDOWS.pro));
    expect(reply.confidence).toBeGreaterThanOrEqual(0.5);
    expect(reply.suggestions).toEqual([]);
  });

  it('offers the two closest answers and a hand-off for a question it cannot match', async () => {
    const family = await createFamily(t, 'unsure');
    const reply: TAssistantReply = (await ask(t, family, 'Is there a swimming pool for the parents?')).json();
    expect(reply.confidence).toBeLessThan(0.5);
    expect(reply.suggestions).toHaveLength(2);
    expect(reply.reply.handoffQuestionId).toBe(reply.question.id);
    // The question goes to Academy Support once, where the family (and staff) read it.
    const handOff = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/assistant/handoff', headers: as(family), payload });
    const sent = await handOff({ messageId: reply.question.id });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().reply).toMatchObject({ isAI: true, content: ASSISTANT_MESSAGES.handedOff });
    expect((await handOff({ messageId: reply.question.id })).statusCode).toBe(409);
    expect((await handOff({ messageId: reply.reply.id })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/conversations', headers: as(family) });
    const support = (list.json().conversations as { id: string; type: string }[]).find((c) => c.type === 'support')!;
    const thread = await t.app.inject({ method: 'GET', url: `/api/v1/conversations/${support.id}/messages`, headers: as(family) });
    expect((thread.json().messages as { body: string }[]).map((m) => m.body)).toEqual([handOffText('Is there a swimming pool for the parents?')]);

    // A suggestion picked goes straight to its answer.
    const picked: TAssistantReply = (await ask(t, family, reply.suggestions[0]!.title, { topic: reply.suggestions[0]!.id })).json();
    expect(picked.response).toBe(knowledgeEntry(reply.suggestions[0]!.id)!.text);
  });

  it('keeps the transcript per family: another family never sees, clears or hands off a message of it', async () => {
    const ana = await createFamily(t, 'ana');
    const ben = await createFamily(t, 'ben');
    const asked: TAssistantReply = (await ask(t, ana, 'Where do you train?')).json();
    expect((await transcript(t, ana)).messages.map((m) => m.id)).toEqual([asked.question.id, asked.reply.id]);
    expect((await transcript(t, ben)).messages).toEqual([]);

    const benClears = await t.app.inject({ method: 'DELETE', url: '/api/v1/assistant/messages', headers: as(ben) });
    expect(benClears.json()).toEqual({ deleted: 0 });
    const benHandsOff = await t.app.inject({ method: 'POST', url: '/api/v1/assistant/handoff', headers: as(ben), payload: { messageId: asked.question.id } });
    expect(benHandsOff.statusCode).toBe(404);
    expect((await transcript(t, ana)).messages).toHaveLength(2);

    // Clear Chat removes Ana's transcript, and only hers.
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/v1/assistant/messages', headers: as(ana) });
    expect(cleared.json()).toEqual({ deleted: 2 });
    expect((await transcript(t, ana)).messages).toEqual([]);
  });

  it('refuses blank and oversized questions, naming the problem, and stores nothing', async () => {
    const family = await createFamily(t, 'blank');
    for (const [message, text] of [
      ['   \n ', ASSISTANT_MESSAGES.blank],
      ['x'.repeat(ASSISTANT_LIMITS.messageMaxLength + 1), ASSISTANT_MESSAGES.tooLong],
    ] as const) {
      const response = await ask(t, family, message);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(text);
    }
    expect((await transcript(t, family)).messages).toEqual([]);
  });

  it('answers a self-harm or abusive message with the fixed caring answer and flags it for staff', async () => {
    const family = await createFamily(t, 'safety');
    const coach = await createFamily(t, 'coach');
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
    const coachEvents: string[] = [];
    const unsubscribe = t.ctx.events.subscribe(coach.userId, (event) => coachEvents.push(event.type));
    const hurt: TAssistantReply = (await ask(t, family, 'I want to kill myself')).json();
    expect(hurt.response).toBe(SAFETY_ANSWERS['self-harm']);
    expect(hurt.response).toContain(ACADEMY.phone.display);
    // Marked as the safeguarding answer, so the panel offers no topics after it; in the transcript too.
    expect(hurt.reply.safeguarding).toBe(true);
    expect(hurt.suggestions).toEqual([]);
    expect((await transcript(t, family)).messages.find((m) => m.id === hurt.reply.id)?.safeguarding).toBe(true);
    const rude: TAssistantReply = (await ask(t, family, 'this is fucking useless')).json();
    expect(rude.response).toBe(SAFETY_ANSWERS.profanity);

    // The coach's open pages heard of it at once; the coach sees both flags; a parent cannot reach the list.
    await vi.waitFor(() => expect(coachEvents).toContain('messages'));
    unsubscribe();
    const cases = await t.app.inject({ method: 'GET', url: '/api/v1/staff/safety-cases', headers: as(coach) });
    const mine = (cases.json() as TCaseList).cases.filter((c) => c.family.id === family.userId);
    expect(mine.map((c) => [c.concern, c.flags])).toEqual([['self-harm', 2]]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/safety-cases', headers: as(family) })).statusCode).toBe(403);

    // Clear Chat leaves the staff's record.
    await t.app.inject({ method: 'DELETE', url: '/api/v1/assistant/messages', headers: as(family) });
    const after = await t.ctx.db.selectFrom('assistant_flags').select('concern').where('family_id', '=', family.userId).execute();
    expect(after).toHaveLength(2);
  });

  it('answers a disclosure about a child at risk with the safeguarding answer, stores the flag and alerts every admin at once', async () => {
    const family = await createFamily(t, 'disclosure');
    const admin = await createFamily(t, 'safety-admin');
    const coach = await createFamily(t, 'safety-coach');
    await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
    // The admin turned e-mail off and opted in to push from one browser: a safety alert comes anyway.
    await t.ctx.db.insertInto('notification_preferences').values({ user_id: admin.userId, email: 0, push: 1 }).execute();
    const endpoint = `https://fcm.googleapis.com/fcm/send/${admin.userId}`;
    await t.ctx.db.insertInto('push_subscriptions').values({ id: `sub-${admin.userId}`, user_id: admin.userId, endpoint, p256dh: 'key', auth: 'auth' }).execute();

    const cases = [
      ['my son wants to hurt himself', 'self-harm'],
      ['a coach touched my son inappropriately', 'abuse'],
      ['im being bulied by the older boys at practise', 'bullying'],
      // Wordings no pattern foresaw: the scored layer catches them on the same path.
      ['there’s a man who waits by the fence after practice and talks to the girls', 'abuse'],
      ['he says he might as well not be here', 'self-harm'],
      // In Spanish, read by its own patterns and answered in Spanish, with the same lines and contacts.
      ['mi hijo dice que se quiere morir', 'self-harm'],
      ['el entrenador le manda mensajes a mi hija en la noche', 'abuse'],
      // Wordings from the blind tables (decision 086): a euphemism, Spanish spelt as it sounds, an undressing asked for.
      ['my kid said he wants to unalive himself', 'self-harm'],
      ['mi ija dise q ya no kiere bibir', 'self-harm'],
      ['el coach le pidio a mi hijo que se quitara la ropa en el vestidor cuando estaban solos', 'abuse'],
    ] as const;
    for (const [message, concern] of cases) {
      const response = await ask(t, family, message);
      expect(response.statusCode).toBe(200);
      const reply: TAssistantReply = response.json();
      expect(reply.response).toBe(message.startsWith('mi ') || message.startsWith('el ') ? SAFETY_ANSWERS_ES[concern] : SAFETY_ANSWERS[concern]);
      for (const line of [ACADEMY.safeguarding.email, SAFEGUARDING_LINES.emergency, SAFEGUARDING_LINES.crisisLine, SAFEGUARDING_LINES.childhelp, 'U.S. Center for SafeSport']) {
        expect(reply.response).toContain(line);
      }
      // Never a topic list, a suggestion or a hand-off offer.
      expect(reply.suggestions).toEqual([]);
      expect(reply.suggestsMembership).toBe(false);
      expect(reply.reply.handoffQuestionId).toBeNull();
    }
    const flags = await t.ctx.db.selectFrom('assistant_flags').select(['id', 'concern', 'excerpt', 'case_id']).where('family_id', '=', family.userId).orderBy('id').execute();
    expect(flags.map((f) => [f.excerpt, f.concern])).toEqual(cases.map(([message, concern]) => [message, concern]));
    // One case for the family, open, its flags in its history.
    const caseIds = [...new Set(flags.map((f) => f.case_id))];
    expect(caseIds).toHaveLength(1);
    const casePath = paths.safetyCase(caseIds[0]!);

    // Every admin, and only admins: an urgent notification per flag, e-mailed at once.
    const notifications = await t.ctx.db.selectFrom('notifications').selectAll().where('kind', '=', 'safety').execute();
    expect(notifications.filter((n) => n.family_id === admin.userId)).toHaveLength(cases.length);
    expect(notifications.filter((n) => n.family_id !== admin.userId).map((n) => n.family_id)).not.toContain(coach.userId);
    for (const n of notifications) expect(n).toMatchObject({ is_urgent: 1, url: casePath, emailed_at: expect.any(String) });
    const mails = await t.ctx.db.selectFrom('outbox').selectAll().where('kind', '=', 'safety-alert').execute();
    expect(mails.filter((m) => m.to_address === admin.email)).toHaveLength(cases.length);
    expect(mails.some((m) => m.to_address === coach.email || m.to_address === family.email)).toBe(false);
    // The family's words stay in the app: the e-mail names the kind of concern only.
    expect(mails.some((m) => m.text_body.includes('hurt himself') || m.text_body.includes(family.email))).toBe(false);
    expect(mails.find((m) => m.to_address === admin.email)!.text_body).toContain(`${t.ctx.config.appUrl}${casePath}`);

    // Pushed through quiet hours, on the push job's next run.
    const quiet = new Date(Date.now() + 60_000);
    while (!isQuietHour(quiet)) quiet.setTime(quiet.getTime() + 3_600_000);
    const pushed: PushPayload[] = [];
    const sender: PushSender = async (target, payload) => {
      if (target.endpoint === endpoint) pushed.push(payload);
      return { statusCode: 201 };
    };
    await runPushNotifications(t.ctx, quiet, sender);
    expect(pushed).toHaveLength(cases.length);
    expect(pushed.every((p) => p.url === casePath && !p.body.includes('hurt himself'))).toBe(true);
    // The message e-mail job does not send them a second time.
    await runNotificationEmails(t.ctx, new Date(quiet.getTime() + 3_600_000));
    expect(await t.ctx.db.selectFrom('outbox').select('id').where('to_address', '=', admin.email).where('kind', '!=', 'email-verification').execute()).toHaveLength(cases.length);

    // Rude words are answered kindly and flagged, but are no child at risk: no alert.
    await ask(t, family, 'this is fucking useless');
    expect(await t.ctx.db.selectFrom('outbox').select('id').where('to_address', '=', admin.email).where('kind', '!=', 'email-verification').execute()).toHaveLength(cases.length);
  });

  it('limits questions per family, and another family is not affected', async () => {
    const family = await createFamily(t, 'limit');
    for (let i = 0; i < ASSISTANT_RATE_LIMIT.max; i += 1) expect((await ask(t, family, `What time is training? ${i}`)).statusCode).toBe(200);
    const over = await ask(t, family, 'What time is training?');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await transcript(t, family)).messages).toHaveLength(ASSISTANT_RATE_LIMIT.max * 2);
    expect((await ask(t, await createFamily(t, 'other'), 'What time is training?')).statusCode).toBe(200);
  });

  it('puts the transcript in the family’s data export and deletes it with the account', async () => {
    const family = await createFamily(t, 'export');
    await ask(t, family, 'What is your phone number?');
    const exported = await t.app.inject({ method: 'GET', url: '/api/v1/account/export', headers: as(family) });
    expect(exported.json().assistant.transcript.map((m: { content: string }) => m.content)).toContain('What is your phone number?');
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(family), payload: { confirmation: 'DELETE' } });
    expect(deleted.statusCode).toBe(204);
    const left = await t.ctx.db.selectFrom('assistant_messages').select('id').where('family_id', '=', family.userId).execute();
    expect(left).toEqual([]);
  });

  it('answers a signed-out visitor 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/assistant/messages' })).statusCode).toBe(401);
  });
});

/** A local OpenAI-compatible server: records every request, answers as told. */
type Received = { path: string; body: Record<string, unknown>; authorization: string | undefined };
async function fakeOpenAi(behaviour: { chatDelayMs?: number; flagInput?: string; answer?: string }) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const path = request.url ?? '';
      received.push({ path, body, authorization: request.headers.authorization });
      const send = (payload: unknown) => {
        if (response.destroyed) return;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (path.endsWith('/moderations')) {
        const flagged = Boolean(behaviour.flagInput && String(body.input).includes(behaviour.flagInput));
        const categories = { 'self-harm': flagged, harassment: false, violence: false, 'sexual/minors': false };
        send({ id: 'modr-1', model: 'omni-moderation-latest', results: [{ flagged, categories, category_scores: {}, category_applied_input_types: {} }] });
        return;
      }
      if (path.endsWith('/chat/completions')) {
        setTimeout(() => {
          send({
            id: 'chatcmpl-1', object: 'chat.completion', created: 0, model: String(body.model),
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: behaviour.answer ?? 'From the model: training is Friday to Sunday.' } }],
          });
        }, behaviour.chatDelayMs ?? 0);
        return;
      }
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

describe.each(testDialects())('the academy assistant with an OpenAI-compatible server, on %s', (dialect) => {
  let t: TestApp | undefined;
  let fake: Awaited<ReturnType<typeof fakeOpenAi>> | undefined;
  async function start(behaviour: Parameters<typeof fakeOpenAi>[0], timeoutMs = 3000) {
    fake = await fakeOpenAi(behaviour);
    t = await createTestApp(dialect, { openai: { apiKey: 'test-key', baseUrl: fake.baseUrl, model: 'test-model', timeoutMs } });
    return { t, fake };
  }
  afterEach(async () => {
    await t?.close();
    await fake?.close();
    t = undefined;
    fake = undefined;
  });

  it('sends only scrubbed words: no e-mails, phone numbers or the family’s athletes’ names, in the question or the history', async () => {
    const { t, fake } = await start({});
    const family = await createFamily(t, 'scrub');
    await addTestAthlete(t, family, 'Leo Martinez', '2015-04-12');
    const first: TAssistantReply = (await ask(t, family, 'Is training on Fridays outdoors for Leo Martinez? Reach me at ana.parent@example.org or (619) 555-7788.')).json();
    expect(first.response).toBe('From the model: training is Friday to Sunday.');
    await ask(t, family, 'And does leo need cleats for that?');

    const sent = JSON.stringify(fake.received.map((r) => r.body));
    expect(sent).not.toMatch(/Leo|Martinez|ana\.parent|example\.org|555-7788|2015-04-12/i);
    expect(sent).toContain('[athlete]');
    expect(sent).toContain('[email]');
    expect(sent).toContain('[phone]');
    // Moderation on the question and on the answer; the second request carries the first as history.
    const paths = fake.received.map((r) => r.path);
    expect(paths.filter((p) => p.endsWith('/moderations'))).toHaveLength(4);
    const chats = fake.received.filter((r) => r.path.endsWith('/chat/completions'));
    expect(chats).toHaveLength(2);
    const messages = chats[1]!.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect((chats[0]!.body.messages as { content: string }[])[0]!.content).toContain(formatTrainingWindow(TRAINING_WINDOWS.core));
    expect(chats[0]!.body.model).toBe('test-model');
    expect(fake.received[0]!.authorization).toBe('Bearer test-key');
    // The stored transcript keeps the family's own words.
    expect((await transcript(t, family)).messages[0]!.content).toContain('Leo Martinez');
  });

  it('falls back to the built-in answer when the model does not answer in time', async () => {
    const { t } = await start({ chatDelayMs: 5_000 }, 300);
    const family = await createFamily(t, 'timeout');
    const started = Date.now();
    const reply: TAssistantReply = (await ask(t, family, 'What days and times do you train?')).json();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(reply.response).toBe(knowledgeEntry('schedule')!.text);
  });

  it('answers the quick questions from the academy’s data without asking the model', async () => {
    const { t, fake } = await start({});
    const family = await createFamily(t, 'quick');
    const reply: TAssistantReply = (await ask(t, family, 'How much does it cost?', { type: 'pricing' })).json();
    expect(reply.response).toBe(knowledgeEntry('pricing')!.text);
    expect(fake.received).toEqual([]);
  });

  it('never sends a self-harm message anywhere, and flags what the moderation endpoint flags', async () => {
    const { t, fake } = await start({ flagInput: 'feel invisible' });
    const family = await createFamily(t, 'moderation');
    expect((await ask(t, family, 'I want to kill myself')).json().response).toBe(SAFETY_ANSWERS['self-harm']);
    // The local check runs first: a disclosure in any wording never reaches the model or its moderation.
    expect((await ask(t, family, 'my son wants to hurt himself')).json().response).toBe(SAFETY_ANSWERS['self-harm']);
    expect((await ask(t, family, 'a coach touched my son inappropriately')).json().response).toBe(SAFETY_ANSWERS.abuse);
    // Once left to the moderation endpoint, now caught by the local scored layer.
    expect((await ask(t, family, 'Honestly nobody would miss me at practice')).json().response).toBe(SAFETY_ANSWERS['self-harm']);
    // Spanish too: once left to the model's moderation, now read locally and answered in Spanish.
    expect((await ask(t, family, 'mi hija dice que ya no quiere vivir')).json().response).toBe(SAFETY_ANSWERS_ES['self-harm']);
    expect(fake.received).toEqual([]);

    const flagged: TAssistantReply = (await ask(t, family, 'Honestly I feel invisible at practice')).json();
    expect(flagged.response).toBe(SAFETY_ANSWERS['self-harm']);
    expect(fake.received.some((r) => r.path.endsWith('/chat/completions'))).toBe(false);
    const flags = await t.ctx.db.selectFrom('assistant_flags').select('concern').where('family_id', '=', family.userId).orderBy('id').execute();
    expect(flags.map((f) => f.concern)).toEqual(['self-harm', 'self-harm', 'abuse', 'self-harm', 'self-harm', 'moderation']);
  });
});
