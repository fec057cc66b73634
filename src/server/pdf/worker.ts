/**
 * The PDF worker's entry (renderer.ts starts it): renders each document it is sent, off the
 * server's event loop, and answers with the bytes or the error.
 */
import { parentPort } from 'node:worker_threads';
import type { PdfDocumentSpec } from './document';
import { renderPdf } from './render';

type Request = { id: number; spec: PdfDocumentSpec };

parentPort!.on('message', (request: Request) => {
  renderPdf(request.spec).then(
    (bytes) => parentPort!.postMessage({ id: request.id, bytes }, [bytes.buffer as ArrayBuffer]),
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
