/**
 * Issue 37, point 11, through the routes on SQLite and PostgreSQL: questions about sessions left,
 * the renewal, pausing, cancelling and changing plan are answered from the family's own membership
 * (sessions left counted from the attendance rows), with links to the pages; a paused membership never "renews"; a
 * family never sees another's; the links stay in the stored transcript; and with a language model
 * configured, none of it is sent to the model. A question over the limit is refused with the limit.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '#shared/academy-plans';
import { NO_MEMBERSHIP_LINE, SCHEDULE_PAGE_LINE, formatAnswerDate } from '#shared/assistant/family-answers';
import { formatTrainingWindow, TRAINING_WINDOWS } from '#shared/academy-plans';
import { sessionDayLabel, sessionTimeLabel } from '#shared/session-labels';
import { ASSISTANT_LINKS } from '#shared/assistant/knowledge';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from '#shared/assistant/rules';
import { academyDate } from '#shared/progress/time';
import { formatShortDate } from '#shared/sessions-remaining';
import type { TAssistantReply, TTranscript } from '#shared/validation/assistant';
import { addTestAthlete, as, createFamily as signUpFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { attendTestSessions } from '#server/testing/sessions';

async function createFamily(t: TestApp, prefix: string): Promise<TestFamily> {
  await t.ctx.db.deleteFrom('rate_limits').execute();
  return signUpFamily(t, prefix);
}

async function ask(t: TestApp, family: TestFamily, message: string): Promise<TAssistantReply> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/assistant/messages', headers: as(family), payload: { message } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const DAY = 86_400_000;

/** A Core Monthly membership for the family's athlete, as checkout would store it, 10 days into its period. */
async function giveMembership(t: TestApp, family: TestFamily, athleteId: string, fields: { endsInDays: number; status?: 'active' | 'canceled'; cancelAtPeriodEnd?: boolean }) {
  const now = Date.now();
  const id = `mem-${family.userId}`;
  await t.ctx.db
    .insertInto('memberships')
    .values({
      id, user_id: family.userId, athlete_id: athleteId, membership_type_id: 'core-monthly', status: fields.status ?? 'active',
      cancel_at_period_end: fields.cancelAtPeriodEnd ? 1 : 0,
      current_period_start: new Date(now - 10 * DAY).toISOString(), current_period_end: new Date(now + fields.endsInDays * DAY).toISOString(), provider: 'test',
    })
    .execute();
  return { id, periodEnd: new Date(now + fields.endsInDays * DAY).toISOString() };
}

const core = PLANS.find((p) => p.id === 'core-monthly')!;

describe.each(testDialects())('the assistant’s answers from the family’s own data, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers sessions left and the renewal from the athlete’s membership, with links that stay in the transcript', async () => {
    const family = await createFamily(t, 'sessions');
    const mia = await addTestAthlete(t, family, 'Mia López', '2015-03-02');
    const { periodEnd } = await giveMembership(t, family, mia.id, { endsInDays: 20 });
    // Five sessions attended in this period, counted from the attendance rows.
    await attendTestSessions(t, mia.id, new Date(Date.now() - 8 * DAY), 5);

    const left = await ask(t, family, 'how many sesions do we have left?');
    expect(left.response).toContain(`Mia’s ${core.label}: sessions 7 of ${core.sessionsPerMonth} left · renews ${formatShortDate(academyDate(new Date(periodEnd)))}.`);
    expect(left.links).toContainEqual(ASSISTANT_LINKS.memberPortal);
    expect(left.suggestsMembership).toBe(false);

    const renew = await ask(t, family, 'When does my membership renew?');
    expect(renew.response).toContain(`Mia’s ${core.label} renews on ${formatAnswerDate(periodEnd)} for $300.`);
    expect(renew.links.map((l) => l.path)).toEqual([ASSISTANT_LINKS.memberPortal.path, ASSISTANT_LINKS.manageBilling.path]);

    const stored: TTranscript = (await t.app.inject({ method: 'GET', url: '/api/v1/assistant/messages', headers: as(family) })).json();
    expect(stored.messages.filter((m) => m.isAI).map((m) => m.links)).toEqual([left.links, renew.links]);
  });

  it('answers the schedule from the athlete’s real sessions: the next ones, the week’s cancellations, and a family without a membership gets the plans’ windows', async () => {
    const family = await createFamily(t, 'schedule');
    const leo = await addTestAthlete(t, family, 'Leo Martinez', '2015-04-12');
    await giveMembership(t, family, leo.id, { endsInDays: 20 });
    // The coming Core sessions, as the schedule generated them at start; the first is rained out.
    const coming = await t.ctx.db.selectFrom('training_sessions').select(['id', 'starts_at', 'ends_at', 'location']).where('group_id', '=', 'core').where('starts_at', '>', new Date().toISOString()).orderBy('starts_at').limit(4).execute();
    const iso = (value: string) => new Date(value).toISOString();
    const [rainedOut, ...next] = coming.map((s) => ({ ...s, startsAt: iso(s.starts_at), endsAt: iso(s.ends_at) }));
    await t.ctx.db.updateTable('training_sessions').set({ status: 'cancelled', cancel_reason: 'weather' }).where('id', '=', rainedOut!.id).execute();

    const answer = await ask(t, family, 'What is the training schedule?');
    const when = (s: { startsAt: string; endsAt: string }) => `${sessionDayLabel(s.startsAt)}, ${sessionTimeLabel(s.startsAt, s.endsAt)}`;
    expect(answer.response).toContain(`Leo’s next sessions: ${next.map(when).join('; ')}. All at ${next[0]!.location}.`);
    expect(answer.response).toContain(`Cancelled: ${when(rainedOut!)} (weather), for Leo.`);
    expect(answer.response).toContain(SCHEDULE_PAGE_LINE);
    expect(answer.response).not.toContain('Martinez');
    expect(answer.links).toEqual([ASSISTANT_LINKS.schedule]);
    expect(answer.suggestsMembership).toBe(false);

    const newcomer = await createFamily(t, 'schedule-newcomer');
    const windows = await ask(t, newcomer, 'What is the training schedule?');
    expect(windows.response).toContain(formatTrainingWindow(TRAINING_WINDOWS.core));
    expect(windows.response).not.toContain('next session');
  });

  it('never says a paused membership renews: it says until when it is paused', async () => {
    const family = await createFamily(t, 'paused');
    const leo = await addTestAthlete(t, family, 'Leo Martinez', '2015-04-12');
    const { id } = await giveMembership(t, family, leo.id, { endsInDays: 5 });
    const endsAt = new Date(Date.now() + 40 * DAY).toISOString();
    await t.ctx.db.insertInto('membership_breaks').values({ id: `break-${id}`, membership_id: id, starts_at: new Date(Date.now() - DAY).toISOString(), ends_at: endsAt, months: 1, reminded_at: null, resumed_at: null, ended_at: null }).execute();

    const renew = await ask(t, family, 'when is the next charge');
    expect(renew.response).toContain(`Leo’s ${core.label} is paused until ${formatAnswerDate(endsAt)}`);
    expect(renew.response).not.toMatch(/Leo’s [^\n]* renews on/);
    const pause = await ask(t, family, 'can we puase for the summer');
    expect(pause.response).toContain(`is paused until ${formatAnswerDate(endsAt)}`);
    expect(pause.links).toEqual([ASSISTANT_LINKS.manageBilling]);
  });

  it('answers cancelling and changing plan with the membership’s commitment and plan, and a family without one is told so and offered the plans', async () => {
    const family = await createFamily(t, 'cancel');
    const ava = await addTestAthlete(t, family, 'Ava Chen', '2016-01-20');
    const { periodEnd } = await giveMembership(t, family, ava.id, { endsInDays: 9, status: 'canceled', cancelAtPeriodEnd: true });
    const cancel = await ask(t, family, 'how do i cancle');
    expect(cancel.response).toContain(`Ava’s ${core.label} is canceled: training continues until ${formatAnswerDate(periodEnd)}`);
    expect(cancel.links).toEqual([ASSISTANT_LINKS.manageBilling]);
    const change = await ask(t, family, 'I want to upgrade to pro');
    expect(change.response).toContain(`Ava is on the ${core.label}.`);

    // Another family: none of Ava's data, and the plans instead.
    const other = await createFamily(t, 'other');
    const theirs = await ask(t, other, 'How many sessions do we have left?');
    expect(theirs.response).toContain(NO_MEMBERSHIP_LINE);
    expect(theirs.response).not.toContain('Ava');
    expect(theirs.suggestsMembership).toBe(true);
  });

  it('refuses a pasted question over the limit with the limit, whole, and stores nothing', async () => {
    const family = await createFamily(t, 'long');
    for (const message of ['x'.repeat(ASSISTANT_LIMITS.messageMaxLength + 1), 'How do I pause? '.repeat(320)]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/assistant/messages', headers: as(family), payload: { message } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(ASSISTANT_MESSAGES.tooLong);
      expect(ASSISTANT_MESSAGES.tooLong).toContain(String(ASSISTANT_LIMITS.messageMaxLength));
    }
    // Exactly the limit (after trimming) is a question.
    const atLimit = await t.app.inject({ method: 'POST', url: '/api/v1/assistant/messages', headers: as(family), payload: { message: ` ${'a'.repeat(ASSISTANT_LIMITS.messageMaxLength)} ` } });
    expect(atLimit.statusCode).toBe(200);
    const stored: TTranscript = (await t.app.inject({ method: 'GET', url: '/api/v1/assistant/messages', headers: as(family) })).json();
    expect(stored.messages).toHaveLength(2);
  });
});

describe.each(testDialects())('the assistant with a language model, on %s', (dialect) => {
  let t: TestApp;
  let server: Server;
  const received: string[] = [];
  beforeAll(async () => {
    // An OpenAI-compatible server that records every request: a family-data answer must make none.
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(`${request.url ?? ''} ${body}`);
        response.setHeader('content-type', 'application/json');
        if (request.url?.endsWith('/moderations')) {
          response.end(JSON.stringify({ id: 'm', model: 'x', results: [{ flagged: false, categories: {}, category_scores: {} }] }));
        } else {
          response.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model: 'x', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'From the model.' } }] }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    t = await createTestApp(dialect, { openai: { apiKey: 'k', baseUrl, model: 'test-model', timeoutMs: 5_000 } });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers from the family’s data on the server, and sends neither it nor its answer to the model', async () => {
    const family = await createFamily(t, 'model');
    const zoe = await addTestAthlete(t, family, 'Zoë Park', '2014-09-09');
    await giveMembership(t, family, zoe.id, { endsInDays: 12 });
    const left = await ask(t, family, 'How many sessions does Zoë have left?');
    expect(left.response).toContain('Zoë’s');
    expect(received).toEqual([]);
    // The next question goes to the model, without the family-data answer in its history.
    const next = await ask(t, family, 'Do the kids need shin guards?');
    expect(next.response).toBe('From the model.');
    const sent = received.join('\n');
    expect(sent).not.toContain('sessions left');
    expect(sent).not.toMatch(/Zo[eë]/);
  });
});
