/** Entry of the admin's write worker thread (db/write-worker.ts): its bulk writes on a connection of their own. */
import { serveWrites } from '#server/db/write-worker';
import { bulkWriteTasks } from './bulk-writes';

serveWrites(bulkWriteTasks);
