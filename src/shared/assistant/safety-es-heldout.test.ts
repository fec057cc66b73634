/**
 * A held-out Spanish table for the assistant's safeguarding check (issue 37, point 1), written after
 * `safety-es.ts` and before it was tuned on these rows: other verbs, other regions' words, a child
 * typing fast. Decision 061 records its first measure. The ordinary messages share the words
 * (a secret line-up, a fall in a game, a coach's late message about a field).
 */
import { describeSafetyTable } from './safety-table.testing';
import { CONCERNING, ORDINARY } from './safety-corpus/safety-es-heldout';

describeSafetyTable('safeguarding held-out Spanish table', { concerning: CONCERNING, ordinary: ORDINARY, min: 30 });
