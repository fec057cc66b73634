import { describe, expect, it } from 'vitest';
import { ACADEMY } from '../academy';
import { SAFEGUARDING_LINES, SAFETY_ANSWERS, checkSafety, detectChildAtRisk, explainChildAtRisk, isChildAtRisk, normaliseForSafety } from './safety';
import { CONCERNING, MISSED_BY_PATTERNS, ORDINARY } from './safety-corpus/safety';

describe('the safeguarding check: every concerning message is flagged', () => {
  it('has at least 60 concerning phrasings and 60 ordinary questions', () => {
    expect(CONCERNING.length).toBeGreaterThanOrEqual(60);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CONCERNING)('%s → %s', (text, concern) => {
    expect(detectChildAtRisk(text)).toBe(concern);
    expect(isChildAtRisk(checkSafety(text)!)).toBe(true);
  });

  it.each(MISSED_BY_PATTERNS)('%s → %s, by the scored layer', (text, concern) => {
    const finding = explainChildAtRisk(text);
    expect(finding?.layer).toBe('score');
    expect(finding?.concern).toBe(concern);
    expect(isChildAtRisk(checkSafety(text)!)).toBe(true);
  });

  it('says which signals a scored flag matched, and who the child is', () => {
    const fence = explainChildAtRisk('there’s a man who waits by the fence after practice and talks to the girls');
    expect(fence).toMatchObject({ layer: 'score', concern: 'abuse', score: { reference: 'girls' } });
    if (fence?.layer !== 'score') throw new Error('not scored');
    expect(fence.score.signals.map((s) => s.signal)).toEqual(expect.arrayContaining(['lurking', 'adult']));
    expect(fence.score.signals.find((s) => s.signal === 'lurking')?.words).toContain('man who waits');
    const secret = explainChildAtRisk('one of the coaches gave my son his personal number and told him it’s their secret');
    if (secret?.layer !== 'score') throw new Error('not scored');
    expect(secret.score.signals.map((s) => s.signal)).toEqual(expect.arrayContaining(['secrecy', 'contact', 'adult']));
    expect(secret.score.score).toBeGreaterThanOrEqual(6);
  });

  it('reads a sentence with its neighbour, not signals sentences apart', () => {
    expect(detectChildAtRisk('A man waits by the fence every practice. He talks to the girls.')).toBe('abuse');
    expect(detectChildAtRisk('She cried because a man was waiting at the gate by the parking lot.')).toBe('abuse');
    expect(detectChildAtRisk('She cried before the final. The season was great. The parking lot was full and a man was waiting at the gate for ages.')).toBeNull();
  });

  it('flags at most one ordinary question', () => {
    const flagged = ORDINARY.filter((text) => checkSafety(text) !== null);
    expect(flagged.length, `flagged: ${flagged.join(' | ')}`).toBeLessThanOrEqual(1);
  });

  it.each(['my son hurt his ankle', 'the coach kicked the ball', 'kill it at the tournament', 'shot', 'he’s dying to play'])('never flags “%s”', (text) => {
    expect(checkSafety(text)).toBeNull();
  });
});

describe('normaliseForSafety', () => {
  it.each([
    ['Zoë’s COACH touched HER!!!', ' zoes coach touched her '],
    ['i want to k1ll mys3lf', ' i want to kill myself '],
    ['he\'s gonna hurt him-self', ' he is going to hurt himself '],
    ['suuuuicide', ' suicide '],
    ['inapropriatly', ' inappropriately '],
    ['at 3pm in 2015', ' at 3pm in 2015 '],
  ])('%s → “%s”', (text, normalised) => {
    expect(normaliseForSafety(text)).toBe(normalised);
  });
});

describe('the safeguarding answers', () => {
  it.each(['self-harm', 'abuse', 'neglect', 'bullying'] as const)('%s: the academy’s safeguarding contact and every emergency line', (concern) => {
    const answer = SAFETY_ANSWERS[concern];
    expect(answer).toContain(ACADEMY.safeguarding.email);
    expect(answer).toContain(ACADEMY.safeguarding.phone.display);
    expect(answer).toContain(SAFEGUARDING_LINES.emergency);
    expect(answer).toContain(`${SAFEGUARDING_LINES.crisisLine} (the Suicide & Crisis Lifeline)`);
    expect(answer).toContain(`Childhelp National Child Abuse Hotline at ${SAFEGUARDING_LINES.childhelp}`);
    expect(answer).toContain('U.S. Center for SafeSport');
  });

  it('keeps profanity apart: the kind answer, not a safeguarding alert', () => {
    expect(checkSafety('this is fucking useless')).toBe('profanity');
    expect(isChildAtRisk('profanity')).toBe(false);
  });
});
