/** Entry of the rankings' write worker thread (db/write-worker.ts): final ranks on a connection of their own. */
import { serveWrites } from '#server/db/write-worker';
import { snapshotWriteTasks } from './snapshot-writes';

serveWrites(snapshotWriteTasks);
