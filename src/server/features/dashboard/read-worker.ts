/** Entry of a read worker thread (db/read-pool.ts): the app's read tasks on a read-only connection. */
import { serveReads } from '#server/db/read-pool';
import { readTasks } from './reads';

serveReads(readTasks);
