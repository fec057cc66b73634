/** Entry of the membership feature's read worker thread (db/read-pool.ts): the payments CSV's pages on a read-only connection. */
import { serveReads } from '#server/db/read-pool';
import { csvReadTasks } from './csv-reads';

serveReads(csvReadTasks);
