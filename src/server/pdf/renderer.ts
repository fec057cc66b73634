/**
 * PDFs for the features (a resource, a progress report), rendered in one worker thread so a long
 * document never holds up other families' requests. The worker starts on the first PDF and is
 * unreferenced while idle, so it never keeps the process alive. A worker that dies fails its
 * pending documents; the next one starts a fresh worker.
 */
import { Worker } from 'node:worker_threads';
import type { PdfDocumentSpec } from './document';

const BOOT = new URL('../db/read-worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./worker.ts', import.meta.url);

export type PdfRenderer = {
  render(spec: PdfDocumentSpec): Promise<Buffer>;
  close(): Promise<void>;
};

type Pending = { resolve: (bytes: Buffer) => void; reject: (error: Error) => void };
type Reply = { id: number; bytes?: Uint8Array; error?: string };

export function createPdfRenderer(): PdfRenderer {
  let worker: Worker | undefined;
  let nextId = 0;
  let isClosed = false;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  function start(): Worker {
    const started = new Worker(BOOT, { execArgv: [], workerData: { entry: ENTRY.href } });
    started.on('message', (reply: Reply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (!pending.size) started.unref();
      if (reply.error !== undefined || !reply.bytes) waiting.reject(new Error(`PDF rendering failed: ${reply.error ?? 'no bytes'}`));
      else waiting.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
    });
    const lost = (error: Error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`the PDF worker stopped (exit code ${code})`)));
    return started;
  }

  return {
    render(spec) {
      if (isClosed) return Promise.reject(new Error('the PDF renderer is closed'));
      worker ??= start();
      const id = nextId++;
      const running = worker;
      running.ref();
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running.postMessage({ id, spec });
      });
    },
    async close() {
      isClosed = true;
      const running = worker;
      worker = undefined;
      failAll(new Error('the PDF renderer is closed'));
      await running?.terminate();
    },
  };
}
