/**
 * The safeguarding check's second reader (issue 37, point 1; decision 094). The patterns of
 * safety.ts name a concern precisely but catch about three in four messages worded as nobody
 * foresaw; this reader learns the wording from every labelled table (safety-corpus/) instead: a
 * logistic regression over the message's normalised words, pairs of words and four-letter pieces,
 * so a typo or a new euphemism still shares most of its pieces with messages it was trained on.
 * Trained by `npm run safety:train` into safety-model.json (deterministic: the same tables give the
 * same weights); safety-model.test.ts holds the file to a fresh training and measures the reader on
 * the blind tables, which it never sees.
 */
import trained from './safety-model.json' with { type: 'json' };

/** One labelled message: about a child at risk or not, and the concern where its table names it. */
export type LabelledMessage = { text: string; atRisk: boolean; concern?: 'self-harm' | 'abuse' | 'neglect' | 'bullying' };

export type LinearModel = { bias: number; weights: Record<string, number> };
export type SafetyModel = { atRisk: LinearModel; selfHarm: LinearModel };

/** A message is about a child at risk when its log-odds reach this (probability 0.73): a short message of words the tables never held sits near the bias, well below it. */
export const AT_RISK_THRESHOLD = 1;

/**
 * A message's features, from its normalised words (`normaliseForSafety`): each word, each pair of
 * neighbouring words, each 4-letter piece.
 */
export function safetyFeatures(normalisedText: string): string[] {
  const normalised = normalisedText.trim();
  const words = normalised.split(' ');
  const features = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    features.add(`w:${words[i]}`);
    if (i + 1 < words.length) features.add(`b:${words[i]} ${words[i + 1]}`);
  }
  const padded = ` ${normalised} `;
  for (let i = 0; i + 4 <= padded.length; i++) features.add(`c:${padded.slice(i, i + 4)}`);
  return [...features];
}

export function logOdds(model: LinearModel, features: readonly string[]): number {
  let z = model.bias;
  for (const feature of features) z += model.weights[feature] ?? 0;
  return z;
}

/**
 * Stochastic gradient descent on the logistic loss, in a seeded order: each message's step is shared
 * among its features (a long message moves each weight less), with a little L2 shrinkage. Weights
 * under 0.02 are dropped and the rest rounded to 3 decimals, which keeps the file small and changes
 * no decision on the tables.
 */
export function trainLinearModel(examples: readonly { features: readonly string[]; label: boolean }[], epochs = 30): LinearModel {
  const order = [...examples];
  const weights = new Map<string, number>();
  let bias = 0;
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const { features, label } of order) {
      let z = bias;
      for (const feature of features) z += weights.get(feature) ?? 0;
      const error = 1 / (1 + Math.exp(-z)) - (label ? 1 : 0);
      const step = 0.2 / Math.sqrt(features.length);
      for (const feature of features) {
        const weight = weights.get(feature) ?? 0;
        weights.set(feature, weight - step * error - 0.2 * 1e-4 * weight);
      }
      bias -= 0.2 * error;
    }
  }
  const kept: Record<string, number> = {};
  for (const [feature, weight] of [...weights].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (Math.abs(weight) >= 0.02) kept[feature] = Math.round(weight * 1000) / 1000;
  }
  return { bias: Math.round(bias * 1000) / 1000, weights: kept };
}

/** Both models from the labelled tables (`normalise` is `normaliseForSafety`): at risk or not, then self-harm or another concern. */
export function trainSafetyModel(set: readonly LabelledMessage[], normalise: (text: string) => string): SafetyModel {
  const examples = set.map((message) => ({ message, features: safetyFeatures(normalise(message.text)) }));
  return {
    atRisk: trainLinearModel(examples.map(({ message, features }) => ({ features, label: message.atRisk }))),
    selfHarm: trainLinearModel(examples.filter(({ message }) => message.concern).map(({ message, features }) => ({ features, label: message.concern === 'self-harm' }))),
  };
}

const MODEL = trained as SafetyModel;

/**
 * The concern this reader finds in a message, or null: self-harm when its second model says so,
 * otherwise abuse (whose answer gives every line: 911, Childhelp, SafeSport and 988).
 */
export function modelConcern(normalisedText: string, model: SafetyModel = MODEL): { concern: 'self-harm' | 'abuse'; logOdds: number } | null {
  const features = safetyFeatures(normalisedText);
  const z = logOdds(model.atRisk, features);
  if (z < AT_RISK_THRESHOLD) return null;
  return { concern: logOdds(model.selfHarm, features) >= 0 ? 'self-harm' : 'abuse', logOdds: Math.round(z * 100) / 100 };
}
