// A worker's first module (the read workers of read-pool.ts, the PDF worker of pdf/renderer.ts),
// plain JavaScript so Node runs it as it is: it loads the worker's TypeScript entry the way the
// server itself is loaded, through tsx.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
