/** `npm run safety:train`: trains the safeguarding check's model on the labelled tables (safety-model.ts). */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { normaliseForSafety } from '#shared/assistant/safety';
import { SAFETY_TRAINING_SET } from '#shared/assistant/safety-corpus';
import { trainSafetyModel } from '#shared/assistant/safety-model';

const file = resolve(import.meta.dirname, '../src/shared/assistant/safety-model.json');
const model = trainSafetyModel(SAFETY_TRAINING_SET, normaliseForSafety);
writeFileSync(file, `${JSON.stringify(model)}\n`);
console.info(`${SAFETY_TRAINING_SET.length} messages; ${Object.keys(model.atRisk.weights).length} + ${Object.keys(model.selfHarm.weights).length} weights written to safety-model.json`);
