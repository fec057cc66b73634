/**
 * The built-in assistant's retrieval on its own (no database): questions in a family's words find
 * their answer, a question it cannot match is not guessed, and the OPENAI_* settings choose the
 * model-backed assistant only when set.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import type { AssistantRequest } from './assistant';
import { builtInAnswer, createKnowledgeIndex } from './built-in';

const request = (message: string, overrides: Partial<AssistantRequest> = {}): AssistantRequest => ({
  message,
  history: [],
  context: {},
  family: { hasMembership: false },
  ...overrides,
});

describe('the built-in assistant', () => {
  const index = createKnowledgeIndex();

  it.each([
    ['How much does it cost?', 'pricing'],
    ['What time is training on Saturday?', 'schedule'],
    ['Where are you located?', 'location'],
    ['What is your phone number?', 'contact'],
    ['Is there a join fee?', 'pricing'],
    ['How do I cancel?', 'cancel'],
    ['Do you offer refunds?', 'refund'],
    ['What does Pro include?', 'pro-benefits'],
    ['How do XP and levels work?', 'xp'],
    ['When do weekly challenges reset?', 'rankings'],
    ['Who are the coaches?', 'coach'],
    ['How do I update my credit card?', 'billing'],
    ['Can we take a summer break?', 'pause'],
    ['What age groups can join?', 'eligibility'],
  ])('answers “%s” with %s', (question, id) => {
    const answer = builtInAnswer(request(question), index);
    expect(answer.facts[0]?.id).toBe(id);
    expect(answer.handoff).toBe(false);
    expect(answer.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it.each(['Do you have a swimming pool?', 'What is the weather like?', 'blah blah', 'my kid is sick, can he miss practice'])(
    'does not guess at “%s”: two closest answers and a hand-off',
    (question) => {
      const answer = builtInAnswer(request(question), index);
      expect(answer.handoff).toBe(true);
      expect(answer.suggestions).toHaveLength(2);
      expect(answer.confidence).toBeLessThan(0.5);
    },
  );

  it('suggests membership for plan questions from families without one, never to members', () => {
    expect(builtInAnswer(request('What plans do you have?'), index).suggestsMembership).toBe(true);
    expect(builtInAnswer(request('What plans do you have?', { family: { hasMembership: true } }), index).suggestsMembership).toBe(false);
    expect(builtInAnswer(request('Where do you train?'), index).suggestsMembership).toBe(false);
    expect(builtInAnswer(request('x', { context: { type: 'membership' } }), index).suggestsMembership).toBe(true);
  });
});

describe('the assistant’s settings', () => {
  const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40), DATABASE_URL: 'file::memory:' } as const;

  it('uses the built-in assistant without OPENAI_*', () => {
    expect(loadConfig({ ...base }).openai).toBeUndefined();
  });

  it('reads a key, a compatible server and a model', () => {
    expect(loadConfig({ ...base, OPENAI_API_KEY: 'sk-test' }).openai).toMatchObject({ apiKey: 'sk-test', baseUrl: undefined, model: 'gpt-4o-mini' });
    expect(loadConfig({ ...base, OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.2' }).openai).toMatchObject({
      apiKey: undefined,
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
    });
  });

  it('refuses a compatible server without a model, and a base URL that is not one', () => {
    expect(() => loadConfig({ ...base, OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/OPENAI_MODEL/);
    expect(() => loadConfig({ ...base, OPENAI_BASE_URL: 'not a url', OPENAI_MODEL: 'm' })).toThrow(/OPENAI_BASE_URL/);
  });
});
