import { describe, expect, it } from 'vitest';
import { detectChildAtRisk, explainChildAtRisk, normaliseForSafety } from './safety';
import { BLIND4_CONCERNING, BLIND4_ORDINARY } from './safety-blind-4.data';
import { SAFETY_TRAINING_SET } from './safety-corpus';
import { type SafetyModel, modelConcern, trainSafetyModel } from './safety-model';
import trained from './safety-model.json' with { type: 'json' };

describe('the safeguarding model', () => {
  it('is what the labelled tables train (run `npm run safety:train` after changing a table)', () => {
    const fresh = trainSafetyModel(SAFETY_TRAINING_SET, normaliseForSafety);
    const committed = trained as SafetyModel;
    for (const part of ['atRisk', 'selfHarm'] as const) {
      expect(Math.abs(fresh[part].bias - committed[part].bias)).toBeLessThanOrEqual(0.002);
      const features = new Set([...Object.keys(fresh[part].weights), ...Object.keys(committed[part].weights)]);
      // Rounded to 3 decimals and pruned under 0.02: a weight at a rounding edge may differ by 0.001,
      // or be dropped on one side, across Node versions' Math.exp; anything more is a stale file.
      const drift = [...features].filter((f) => Math.abs((fresh[part].weights[f] ?? 0) - (committed[part].weights[f] ?? 0)) > 0.021);
      expect(drift, `${part}: the committed model is stale`).toEqual([]);
    }
  }, 60_000);

  it('is never trained on a blind table', () => {
    const training = new Set(SAFETY_TRAINING_SET.map((m) => m.text));
    expect([...BLIND4_CONCERNING, ...BLIND4_ORDINARY].filter((text) => training.has(text))).toEqual([]);
  });

  it('reads wording no pattern holds, in both languages, and names self-harm apart', () => {
    const read = (text: string) => modelConcern(normaliseForSafety(text))?.concern ?? null;
    expect(read('my son wants to unalive himself')).toBe('self-harm');
    expect(read('what time is practice on saturday?')).toBeNull();
    expect(read('¿a qué hora es el entrenamiento del sábado?')).toBeNull();
  });

  it('is the check\'s last layer: a message only the model reads is flagged, and said to be the model\'s', () => {
    const onlyModel = BLIND4_CONCERNING.map((text) => ({ text, finding: explainChildAtRisk(text) })).filter((m) => m.finding?.layer === 'model');
    expect(onlyModel.length).toBeGreaterThan(0);
    for (const { text } of onlyModel) expect(detectChildAtRisk(text)).not.toBeNull();
  });
});

/**
 * A fourth blind table, written by someone who never read the check (issue 37, point 1), measured
 * before anything was changed: the patterns alone flagged 45 of 60 and 2 of 60 ordinary; with the
 * model (decision 094), trained without it, 60 of 60 and the same 2 ordinary (the patterns').
 */
describe('the safety check on the fourth blind table', () => {
  it('flags every concerning message', () => {
    expect(BLIND4_CONCERNING.filter((text) => detectChildAtRisk(text) === null)).toEqual([]);
  });

  it('flags at most two ordinary questions', () => {
    const flagged = BLIND4_ORDINARY.filter((text) => detectChildAtRisk(text) !== null);
    expect(flagged.length, `flagged:\n${flagged.join('\n')}`).toBeLessThanOrEqual(2);
  });
});
