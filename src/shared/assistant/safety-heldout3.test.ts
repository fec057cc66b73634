/**
 * A third held-out English table for the assistant's safeguarding check (issue 37, point 1),
 * written before the check was tuned for euphemisms and veiled hints, and measured as it was
 * (decision 061 records that first measure). It leans on what the earlier tables missed: a
 * euphemism instead of the word ("better off not here", "not waking up", "their secret"), a hint
 * a parent half-notices (marks under long sleeves, a grown-up who keeps messaging), and a child
 * typing on a phone. The ordinary messages share those words in harmless senses: an injury in a
 * game, a sleepy child, a surprise, a coach's message about the schedule.
 */
import { describeSafetyTable } from './safety-table.testing';
import { CONCERNING, ORDINARY } from './safety-corpus/safety-heldout3';

describeSafetyTable('safeguarding held-out table 3 (euphemisms and veiled hints)', { concerning: CONCERNING, ordinary: ORDINARY, min: 40 });
