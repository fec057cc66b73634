import { describe, expect, it } from 'vitest';
import { ACADEMY } from '../academy';
import { PLANS, TERMS, TRAINING_WINDOWS, formatTrainingWindow } from '../academy-plans';
import { KNOWLEDGE, QUICK_QUESTION_ENTRY, knowledgeEntry } from './knowledge';
import { SAFETY_ANSWERS, checkSafety, scrubPersonalData } from './rules';

/** "$3,300" or "$22.92", computed here from the cents, not written out. */
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: cents % 100 === 0 ? 0 : 2 })}`;

describe('the assistant’s knowledge, rendered from the academy’s constants', () => {
  it('prices every plan with its price, join fee and commitment', () => {
    const pricing = knowledgeEntry(QUICK_QUESTION_ENTRY.pricing)!.text;
    for (const plan of PLANS) {
      expect(pricing).toContain(plan.label);
      expect(pricing).toContain(dollars(plan.priceCents));
      if (plan.joinFeeCents > 0) expect(pricing).toContain(dollars(plan.joinFeeCents));
      expect(pricing).toContain(`${plan.commitmentMonths}-month commitment`);
    }
  });

  it('gives the schedule of both tiers as the pages show it', () => {
    const schedule = knowledgeEntry(QUICK_QUESTION_ENTRY.schedule)!.text;
    expect(schedule).toContain(formatTrainingWindow(TRAINING_WINDOWS.core));
    expect(schedule).toContain(formatTrainingWindow(TRAINING_WINDOWS.pro));
    for (const day of ACADEMY.sessionFormat.days) expect(schedule).toContain(day);
  });

  it('has the terms, the address and the phone', () => {
    const all = KNOWLEDGE.map((e) => e.text).join('\n');
    for (const term of TERMS) expect(all).toContain(term.text);
    expect(all).toContain(ACADEMY.location.street);
    expect(all).toContain(ACADEMY.phone.display);
    expect(new Set(KNOWLEDGE.map((e) => e.id)).size).toBe(KNOWLEDGE.length);
  });
});

describe('the local safety check', () => {
  it.each([
    ['I want to kill myself', 'self-harm'],
    ['sometimes I think about suicide', 'self-harm'],
    ['I want to die', 'self-harm'],
    ['my coach touched me', 'abuse'],
    ['kids at practice keep bullying me', 'bullying'],
    ['this is fucking stupid', 'profanity'],
    ['what a bunch of sh1t', 'profanity'],
  ] as const)('%s → %s', (text, concern) => {
    expect(checkSafety(text)).toBe(concern);
  });

  it.each(['What time is practice on Saturday?', 'How much is the Pro plan?', 'My son shot a great goal', 'Can he pass the ball better?', 'Scunthorpe cocktail assessment'])(
    'lets an ordinary question through: %s',
    (text) => {
      expect(checkSafety(text)).toBeNull();
    },
  );

  it('answers with a parent, the coach and the academy’s phone', () => {
    for (const answer of Object.values(SAFETY_ANSWERS)) {
      expect(answer).toMatch(/parent/);
      expect(answer).toMatch(/coach/);
      expect(answer).toContain(ACADEMY.phone.display);
    }
  });
});

describe('scrubPersonalData', () => {
  it('removes e-mails, phone numbers, dates and each word of the athletes’ names', () => {
    const text = 'Hi, Leo Martinez (born 2015-04-12) and leo’s sister Mia. Write to ana.m+kids@example.com or call (858) 555-7788 or +1 619 555 0100.';
    const out = scrubPersonalData(text, ['Leo Martinez', 'Mia']);
    expect(out).not.toMatch(/Leo|Martinez|Mia|example\.com|555|2015-04-12/i);
    expect(out).toContain('[athlete]');
    expect(out).toContain('[email]');
    expect(out).toContain('[phone]');
  });

  it('keeps words that only contain a name, and short numbers such as prices or years', () => {
    expect(scrubPersonalData('Leonardo pays $300 in 2026', ['Leo'])).toBe('Leonardo pays $300 in 2026');
  });
});
