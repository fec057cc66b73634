/**
 * Open event streams (GET /api/v1/events) for the stream figures: many sockets held at once, and the
 * moment each one receives an event.
 *
 * Like the load generator (load.ts), each stream is a plain socket that reads no more than it must:
 * the response's status, then the `event: ` lines, found in the raw bytes. The bench shares the
 * server's two cores, and an `http.get` per stream would run Node's HTTP parser, a decoder and a
 * stream's events for every delivery (docs/decisions/058-a-completion-with-fewer-statements-built.md).
 */
import net from 'node:net';
import { requestBytes } from './load';

const HEADERS_END = Buffer.from('\r\n\r\n');
const EVENT = Buffer.from('event: ');
const NEWLINE = 0x0a;

export type StreamSet = {
  /** Settles once every stream has its 200 (or with the first that does not). */
  ready: Promise<void>;
  close(): void;
};

/**
 * Opens `count` streams, 250 at a time so that the server's listen backlog never overflows, each
 * with the cookie `cookieFor(i)` gives. `onEvent` hears each event's name as it arrives, with the
 * index of its stream.
 */
export function openStreams(url: string, count: number, cookieFor: (i: number) => string, onEvent?: (stream: number, name: string) => void): StreamSet {
  const { hostname, port, host } = new URL(url);
  const sockets: net.Socket[] = [];

  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect({ host: hostname, port: Number(port) });
      socket.setNoDelay(true);
      sockets.push(socket);
      let head: Buffer | undefined = Buffer.alloc(0);
      // The bytes after a stream's last full line: an event line split across two reads.
      let partial: Buffer | undefined;
      socket.on('connect', () => socket.write(requestBytes(host, '/api/v1/events', { cookie: cookieFor(i), accept: 'text/event-stream' })));
      socket.on('data', (chunk: Buffer) => {
        if (head) {
          head = Buffer.concat([head, chunk]);
          const end = head.indexOf(HEADERS_END);
          if (end === -1) return;
          const status = Number(head.toString('latin1', 9, 12));
          if (status !== 200) {
            socket.destroy();
            return reject(new Error(`stream ${i}: ${status}`));
          }
          chunk = head.subarray(end + HEADERS_END.length);
          head = undefined;
          resolve();
        }
        if (!onEvent) return;
        const data = partial ? Buffer.concat([partial, chunk]) : chunk;
        const lastNewline = data.lastIndexOf(NEWLINE);
        partial = lastNewline === data.length - 1 ? undefined : data.subarray(lastNewline + 1);
        for (let at = data.indexOf(EVENT); at !== -1 && at < lastNewline; at = data.indexOf(EVENT, at + 1)) {
          const lineEnd = data.indexOf(NEWLINE, at);
          onEvent(i, data.toString('latin1', at + EVENT.length, lineEnd));
        }
      });
      socket.on('error', (error) => {
        if (head) reject(error);
      });
    });

  const ready = (async () => {
    for (let i = 0; i < count; i += 250) {
      await Promise.all(Array.from({ length: Math.min(250, count - i) }, (_, k) => open(i + k)));
    }
  })();
  return {
    ready,
    close() {
      for (const socket of sockets) socket.destroy();
    },
  };
}
