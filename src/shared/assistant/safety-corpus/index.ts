/**
 * Every labelled table the safeguarding check was written against, as the safety model's training
 * set (safety-model.ts). The blind tables (safety-blind-3.test.ts, safety-blind-4.data.ts) are not
 * here, and must never be: they measure the check on wording it was never shaped by.
 */
import * as blindEn from './safety-blind-en';
import * as blindEs from './safety-blind-es';
import * as main from './safety';
import * as es from './safety-es';
import * as esHeldout from './safety-es-heldout';
import * as esHeldout2 from './safety-es-heldout2';
import * as heldout from './safety-heldout';
import * as heldout2 from './safety-heldout2';
import * as heldout3 from './safety-heldout3';
import { KNOWLEDGE } from '../knowledge';
import { QUICK_QUESTIONS } from '../rules';
import type { LabelledMessage } from '../safety-model';
import { SERVICE_QUESTIONS } from './service-questions';

type Concern = NonNullable<LabelledMessage['concern']>;

const tables: { concerning: readonly (string | readonly [string, Concern])[]; ordinary: readonly string[] }[] = [
  { concerning: [...main.CONCERNING, ...main.MISSED_BY_PATTERNS], ordinary: main.ORDINARY },
  { concerning: es.CONCERNING, ordinary: es.ORDINARY },
  { concerning: heldout.CONCERNING, ordinary: heldout.ORDINARY },
  { concerning: heldout2.CONCERNING, ordinary: heldout2.ORDINARY },
  { concerning: heldout3.CONCERNING, ordinary: heldout3.ORDINARY },
  { concerning: esHeldout.CONCERNING, ordinary: esHeldout.ORDINARY },
  { concerning: esHeldout2.CONCERNING, ordinary: esHeldout2.ORDINARY },
  { concerning: blindEn.CONCERNING, ordinary: blindEn.ORDINARY },
  { concerning: blindEs.CONCERNING, ordinary: blindEs.ORDINARY },
  // The assistant's own topics as a family taps them, and everyday questions.
  { concerning: [], ordinary: [...SERVICE_QUESTIONS, ...KNOWLEDGE.map((entry) => entry.title), ...QUICK_QUESTIONS.map((q) => q.message)] },
];

/** The training set, in a fixed order (the training is deterministic). */
export const SAFETY_TRAINING_SET: readonly LabelledMessage[] = tables.flatMap((table) => [
  ...table.concerning.map((item): LabelledMessage => (typeof item === 'string' ? { text: item, atRisk: true } : { text: item[0], atRisk: true, concern: item[1] })),
  ...table.ordinary.map((text): LabelledMessage => ({ text, atRisk: false })),
]);
