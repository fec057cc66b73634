import { describeSafetyTable } from './safety-table.testing';
import { CONCERNING, ORDINARY } from './safety-corpus/safety-blind-en';

// First measure, before the check was read or tuned (commit 47bd2320): 61 of 72 flagged, 2 of 65 ordinary (decision 086).
describeSafetyTable('the safety check on a blind English table', { concerning: CONCERNING, ordinary: ORDINARY, min: 60 });
