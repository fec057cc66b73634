import { describe, expect, it } from 'vitest';
import { ACADEMY } from '../academy';
import { SAFEGUARDING_LINES, SAFETY_ANSWERS, SAFETY_ANSWERS_ES, checkSafety, detectChildAtRisk, explainChildAtRisk, safetyAnswerFor } from './safety';
import { isMostlySpanish, normaliseSpanish } from './safety-es';
import { CONCERNING, ORDINARY } from './safety-corpus/safety-es';


describe('the safeguarding check in Spanish: every concerning message is flagged', () => {
  it('has at least 60 concerning phrasings and 60 ordinary questions, all distinct', () => {
    expect(CONCERNING.length).toBeGreaterThanOrEqual(60);
    expect(ORDINARY.length).toBeGreaterThanOrEqual(60);
    const all = [...CONCERNING.map(([text]) => text), ...ORDINARY];
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(CONCERNING)('%s → %s', (text, concern) => {
    expect(detectChildAtRisk(text)).toBe(concern);
  });

  it('flags at most one ordinary question', () => {
    const flagged = ORDINARY.filter((text) => checkSafety(text) !== null);
    expect(flagged.length, `flagged: ${flagged.join(' | ')}`).toBeLessThanOrEqual(1);
  });

  it('reads Spanish in its own layer, after the English patterns', () => {
    expect(explainChildAtRisk('mi hijo dice que se quiere morir')).toEqual({ concern: 'self-harm', layer: 'spanish' });
    expect(explainChildAtRisk('my son wants to hurt himself')).toEqual({ concern: 'self-harm', layer: 'patterns' });
  });

  it('scores what no Spanish pattern foresaw, with the signals it matched', () => {
    const finding = explainChildAtRisk('el entrenador la abraza mucho y le da besos en el cachete y a ella no le gusta');
    expect(finding).toMatchObject({ concern: 'abuse', layer: 'score' });
    if (finding?.layer !== 'score') throw new Error('not scored');
    expect(finding.score.signals.map((s) => s.signal)).toEqual(expect.arrayContaining(['body', 'fear', 'adult']));
  });
});

describe('normaliseSpanish', () => {
  it.each([
    ['¿Mi HIJA se quiere MORIIIR?', ' mi hija se quiere morir '],
    ['mi ija se kiere matar', ' mi hija se quiere matar '],
    ['abuzaron de mi ijo', ' abusaron de mi hijo '],
    ['el coach le manda msj', ' el entrenador le manda mensajes '],
    ['le hacen bullying', ' le hacen bulying '],
    ['se quiere suisidar', ' se quiere suicidar '],
  ])('%s → “%s”', (text, normalised) => {
    expect(normaliseSpanish(text)).toBe(normalised);
  });
});

describe('the safeguarding answer in Spanish', () => {
  it.each(['self-harm', 'abuse', 'neglect', 'bullying'] as const)('%s: the academy’s safeguarding contact and every emergency line', (concern) => {
    const answer = SAFETY_ANSWERS_ES[concern];
    for (const line of [ACADEMY.safeguarding.email, ACADEMY.safeguarding.phone.display, SAFEGUARDING_LINES.emergency, SAFEGUARDING_LINES.crisisLine, SAFEGUARDING_LINES.childhelp, SAFEGUARDING_LINES.safeSport, 'U.S. Center for SafeSport']) {
      expect(answer).toContain(line);
    }
    expect(answer).toContain('atiende en español');
  });

  it('answers a message in Spanish in Spanish, and one in English or mostly English in English', () => {
    expect(isMostlySpanish('mi hijo dice que se quiere morir')).toBe(true);
    expect(isMostlySpanish('my son dice que se quiere matar')).toBe(true);
    expect(isMostlySpanish('mi hijo says he wants to die')).toBe(false);
    expect(safetyAnswerFor('self-harm', 'me quiero morir')).toBe(SAFETY_ANSWERS_ES['self-harm']);
    expect(safetyAnswerFor('abuse', 'el entrenador tocó a mi hija')).toBe(SAFETY_ANSWERS_ES.abuse);
    expect(safetyAnswerFor('self-harm', 'my son wants to hurt himself')).toBe(SAFETY_ANSWERS['self-harm']);
    expect(safetyAnswerFor('profanity', 'qué mierda')).toBe(SAFETY_ANSWERS.profanity);
  });
});
