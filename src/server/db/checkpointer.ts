/**
 * WAL checkpoints off the event loop. SQLite runs a checkpoint inside whichever commit finds the
 * write-ahead log over its limit: that commit then copies the log into the database file and
 * fsyncs it, holding up every request behind it for tens of milliseconds. Here a worker thread with
 * its own connection checkpoints every few hundred milliseconds instead (PASSIVE: it never waits
 * for, nor blocks, readers and writers), and the app's connection only checkpoints itself past a
 * much larger log, as a backstop should the worker stop or the writer not hear it.
 *
 * The log starts again from its beginning only when a write transaction begins with every frame
 * already copied, which a steady stream of commits never leaves the worker (new frames arrive while
 * it copies): the log would grow to the backstop, and a commit on the event loop would checkpoint it,
 * the database file's fsync included (decision 093). So once the log passes RESTART_PAGES, the worker asks for a restart: the app's writer holds its next transaction
 * (transaction.ts, without blocking the event loop), the worker copies the few frames left and
 * syncs, and the transaction that follows starts the log again.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The app's own connection checkpoints only when the log passes this many pages (about 64 MB). */
export const BACKSTOP_CHECKPOINT_PAGES = 16_384;
/** Past this many pages in the log (about 32 MB), the worker asks the writer for a restart. */
const RESTART_PAGES = 8_192;
const INTERVAL_MS = 250;
const RESTART_WAIT_MS = 1_000;

type FromWorker = { kind: 'error'; message: string } | { kind: 'restart-wanted' } | { kind: 'checkpointed'; id: number };

// Plain JavaScript, evaluated in the worker: it must not depend on the TypeScript loader.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
db.pragma('busy_timeout = 5000');
let lastFailure = '';
function checkpoint() {
  try {
    const [status] = db.pragma('wal_checkpoint(PASSIVE)');
    lastFailure = '';
    return status;
  } catch (error) {
    // Each new failure is reported once, not four times a second.
    const message = String((error && error.message) || error);
    if (message !== lastFailure) parentPort.postMessage({ kind: 'error', message });
    lastFailure = message;
    return undefined;
  }
}
const timer = setInterval(() => {
  const status = checkpoint();
  if (status && status.log >= workerData.restartPages) parentPort.postMessage({ kind: 'restart-wanted' });
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message.checkpoint !== undefined) {
    checkpoint();
    parentPort.postMessage({ kind: 'checkpointed', id: message.checkpoint });
    return;
  }
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export type Checkpointer = {
  /** Whether the log has grown past RESTART_PAGES: the writer should call checkpointForRestart between two transactions. */
  isRestartWanted(): boolean;
  /**
   * Copies what the log still holds into the database file, while the caller keeps every write of
   * this database back, so that the next transaction can start the log again.
   */
  checkpointForRestart(): Promise<void>;
  stop(): Promise<void>;
};

export function startCheckpointer(
  filename: string,
  onError: (message: string) => void,
  options: { intervalMs?: number; restartPages?: number } = {},
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const workerData = { driver, filename, intervalMs: options.intervalMs ?? INTERVAL_MS, restartPages: options.restartPages ?? RESTART_PAGES };
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
  let isRestartWanted = false;
  // The checkpoint the writer waits for, by number: a late reply to one given up on ends nothing.
  let requests = 0;
  let checkpointed: { id: number; done: () => void } | undefined;
  worker.on('message', (message: FromWorker) => {
    if (message.kind === 'error') onError(`checkpoint failed: ${message.message}`);
    else if (message.kind === 'restart-wanted') isRestartWanted = true;
    else if (checkpointed?.id === message.id) checkpointed.done();
  });
  worker.on('error', (error) => onError(`checkpointer stopped: ${error.message}`));
  let hasExited = false;
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
  void exited.then(() => {
    hasExited = true;
    // Nothing waits on a worker that is gone; the backstop checkpoints from now on.
    isRestartWanted = false;
    checkpointed?.done();
  });
  // A checkpointer alone never keeps the process alive.
  worker.unref();
  return {
    isRestartWanted: () => isRestartWanted,
    checkpointForRestart() {
      isRestartWanted = false;
      if (hasExited) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const id = (requests += 1);
        // Writes wait for this: a worker that does not answer holds them back a second at most.
        const timer = setTimeout(() => checkpointed?.done(), RESTART_WAIT_MS);
        checkpointed = {
          id,
          done() {
            checkpointed = undefined;
            clearTimeout(timer);
            worker.unref();
            resolve();
          },
        };
        // The writer waits for this reply, so the worker must not be let go meanwhile.
        worker.ref();
        worker.postMessage({ checkpoint: id });
      });
    },
    async stop() {
      if (hasExited) return;
      // Closing is awaited: hold the process open until the worker has closed its connection.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
