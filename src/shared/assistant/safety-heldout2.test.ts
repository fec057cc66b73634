/**
 * An independent held-out table for the assistant's safeguarding check (issue 37, point 1).
 * Written without reading the detector's patterns, so it measures how well the check
 * generalises to what families really type: third-person parents, first-person children,
 * typos, text-speak, Spanish-influenced English, euphemisms and concerns buried in long
 * messages. The ordinary messages deliberately reuse the same words in harmless senses.
 */
import { describeSafetyTable } from './safety-table.testing';
import { CONCERNING, ORDINARY } from './safety-corpus/safety-heldout2';

describeSafetyTable('safeguarding held-out table 2', { concerning: CONCERNING, ordinary: ORDINARY, min: 60 });
