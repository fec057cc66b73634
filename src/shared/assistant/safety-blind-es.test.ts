import { describeSafetyTable } from './safety-table.testing';
import { CONCERNING, ORDINARY } from './safety-corpus/safety-blind-es';

// First measure, before the check was read or tuned (commit 47bd2320): 58 of 71 flagged, 2 of 64 ordinary (decision 086).
describeSafetyTable('the safety check on a blind Spanish table', { concerning: CONCERNING, ordinary: ORDINARY, min: 60 });
