/**
 * A second held-out Spanish table for the safeguarding check (issue 37, point 1), written after the
 * first one was fixed and before the check was changed again: Spanglish, a child typing on a phone,
 * euphemisms and veiled hints, in the words of other regions. Decision 061 records its first measure.
 */
import { describeSafetyTable } from './safety-table.testing';
import { CONCERNING, ORDINARY } from './safety-corpus/safety-es-heldout2';

describeSafetyTable('safeguarding held-out Spanish table 2', { concerning: CONCERNING, ordinary: ORDINARY, min: 30 });
