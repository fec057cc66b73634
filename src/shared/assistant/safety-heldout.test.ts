import { describeSafetyTable } from './safety-table.testing';
import { CONCERNING, ORDINARY } from './safety-corpus/safety-heldout';

describeSafetyTable('safeguarding check on held-out messages (issue 37, point 1)', { concerning: CONCERNING, ordinary: ORDINARY, min: 60 });
