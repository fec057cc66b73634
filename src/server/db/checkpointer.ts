/**
 * WAL checkpoints off the event loop. SQLite runs a checkpoint inside whichever commit finds the
 * write-ahead log over its limit: that commit then copies the log into the database file and
 * fsyncs it, holding up every request behind it for tens of milliseconds. Here a worker thread with
 * its own connection checkpoints every few hundred milliseconds instead (PASSIVE: it never waits
 * for, nor blocks, readers and writers), and the app's connection only checkpoints itself past a
 * much larger log, as a backstop should the worker fall behind.
 *
 * The log starts again from its beginning once a checkpoint has caught up with the last commit.
 * Under thousands of awards a second the worker never quite catches up, so the log grows to the
 * backstop; the app's connection then copies only the pages the worker has not yet copied.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The app's own connection checkpoints only when the log passes this many pages (about 64 MB). */
export const BACKSTOP_CHECKPOINT_PAGES = 16_384;
const INTERVAL_MS = 250;

// Plain JavaScript, evaluated in the worker: it must not depend on the TypeScript loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
db.pragma('busy_timeout = 5000');
let lastFailure = '';
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    lastFailure = '';
  } catch (error) {
    // Each new failure is reported once, not four times a second.
    const message = String((error && error.message) || error);
    if (message !== lastFailure) parentPort.postMessage(message);
    lastFailure = message;
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export type Checkpointer = { stop(): Promise<void> };

export function startCheckpointer(filename: string, onError: (message: string) => void): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, filename, intervalMs: INTERVAL_MS } });
  worker.on('message', (message: string) => onError(`checkpoint failed: ${message}`));
  worker.on('error', (error) => onError(`checkpointer stopped: ${error.message}`));
  let hasExited = false;
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
  void exited.then(() => (hasExited = true));
  // A checkpointer alone never keeps the process alive.
  worker.unref();
  return {
    async stop() {
      if (hasExited) return;
      // Closing is awaited: hold the process open until the worker has closed its connection.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
