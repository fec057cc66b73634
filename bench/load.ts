/**
 * A closed-loop HTTP/1.1 load generator for the saturation figures: `connections` keep-alive
 * sockets, each sending its next request as soon as the last response has fully arrived.
 *
 * It shares the machine's two cores with the server it measures, so it does as little as it can:
 * each request is a buffer built once, and a response is read only as far as its status and its
 * length. autocannon, with a request built per call, cost 0.11 ms of CPU a dashboard on a machine
 * whose server spent 0.41 ms on it: a fifth of the cores went to the load instead of the server
 * (docs/decisions/056-a-load-generator-that-stays-out-of-the-way.md).
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { percentile, round } from './support';

export type LoadResult = {
  requests: { total: number; average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
};

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  /**
   * GET requests, sent in this order, one after another across all connections, starting again from
   * the first after the last: every request is sent as often as the others, whatever the timing.
   */
  requests: readonly { path: string; headers?: Record<string, string> }[];
};

/** A GET request as bytes. Each distinct request is built once and then sent as it is. */
export function requestBytes(host: string, path: string, headers: Record<string, string> = {}): Buffer {
  const lines = [`GET ${path} HTTP/1.1`, `host: ${host}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

const HEADERS_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

/**
 * Where the first complete response in `data` ends, with its status, or undefined while it is
 * still arriving. Reads a content-length body, or a chunked one up to its last chunk.
 */
export function responseEnd(data: Buffer): { status: number; end: number; isLast: boolean } | undefined {
  const headersEnd = data.indexOf(HEADERS_END);
  if (headersEnd === -1) return undefined;
  const head = data.toString('latin1', 0, headersEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  const isLast = /\r\nconnection: *close/.test(head);
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  if (length) {
    const end = headersEnd + 4 + Number(length[1]);
    return data.length >= end ? { status, end, isLast } : undefined;
  }
  if (/\r\ntransfer-encoding: *chunked/.test(head)) {
    const last = data.indexOf(CHUNKED_END, headersEnd);
    return last === -1 ? undefined : { status, end: last + CHUNKED_END.length, isLast };
  }
  return { status, end: headersEnd + 4, isLast };
}

/**
 * Runs the load for `seconds`. Reports the requests completed and their rate, the latency's p99,
 * the non-2xx answers and the socket errors.
 */
export async function closedLoop(options: LoadOptions): Promise<LoadResult> {
  const { hostname, port, host } = new URL(options.url);
  const requests = options.requests.map((r) => requestBytes(host, r.path, r.headers));
  let sent = 0;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const socketUntilClosed = () =>
    new Promise<void>((done) => {
      const socket = net.connect({ host: hostname, port: Number(port) });
      socket.setNoDelay(true);
      let pending: Buffer | undefined;
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= deadline) return socket.end();
        sentAt = performance.now();
        socket.write(requests[sent++ % requests.length]!);
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        pending = pending ? Buffer.concat([pending, chunk]) : chunk;
        const response = responseEnd(pending);
        if (!response) return;
        pending = response.end < pending.length ? pending.subarray(response.end) : undefined;
        latencies.push(performance.now() - sentAt);
        if (response.status < 200 || response.status >= 300) non2xx += 1;
        // The server closes this socket after that response: the next request goes on a new one.
        if (response.isLast) socket.end();
        else send();
      });
      socket.on('error', () => {
        errors += 1;
      });
      socket.on('close', () => done());
    });
  // A socket the server closes before the end is replaced, as a browser would open another.
  const connection = async () => {
    while (performance.now() < deadline) await socketUntilClosed();
  };

  await Promise.all(Array.from({ length: options.connections }, connection));
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: { total: latencies.length, average: latencies.length / elapsedSeconds },
    latency: { p99: round(percentile(latencies, 99)) },
    non2xx,
    errors,
  };
}
