/**
 * GET /api/v1/events: a Server-Sent Events stream of the signed-in family's live updates. The
 * browser's EventSource reconnects by itself; a heartbeat every 25 s keeps proxies from closing it.
 */
import type { ServerResponse } from 'node:http';
import { currentUser } from '../auth/session';
import type { AppContext, ZodApp } from '../context';
import type { LiveEvent } from './bus';
import { createSlicer } from './slices';

const HEARTBEAT_MS = 25_000;

/**
 * Each event's bytes on the wire, made by its first stream and reused by the rest: the bus hands
 * the same event object to every stream it goes to (bus.ts), so a rankings event reaching 1,000
 * streams is serialized and encoded once, not 1,000 times (decision 058).
 */
const frames = new WeakMap<LiveEvent, Buffer>();

function frameOf(event: LiveEvent): Buffer {
  let frame = frames.get(event);
  if (!frame) frames.set(event, (frame = Buffer.from(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)));
  return frame;
}

export async function eventRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const streams = new Set<ServerResponse>();
  // 10,000 streams' pings in one turn would hold the event loop for about a third of a second.
  const pings = createSlicer();
  const heartbeat = setInterval(() => pings.add(streams.values(), (res) => res.write(': ping\n\n')), HEARTBEAT_MS);
  heartbeat.unref();

  // Before the server stops accepting: open streams would otherwise keep it from closing.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const res of streams) res.end();
    streams.clear();
  });

  app.get(
    '/api/v1/events',
    {
      onRequest: ctx.session.authenticate,
      schema: { tags: ['realtime'], summary: 'Live updates for the signed-in family (text/event-stream)' },
    },
    (request, reply) => {
      const user = currentUser(request);
      const res = reply.raw;
      reply.hijack();
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.write('retry: 3000\n: connected\n\n');
      let unsubscribe = () => {};
      const send = (event: LiveEvent) => {
        if (event.type === 'session-ended') {
          if (!event.sessionId || event.sessionId === user.sessionId) {
            unsubscribe();
            streams.delete(res);
            res.end();
          }
          return;
        }
        res.write(frameOf(event));
        ctx.metrics.liveEventsSent.inc();
      };
      unsubscribe = ctx.events.subscribe(user.id, send);
      streams.add(res);
      request.raw.on('close', () => {
        unsubscribe();
        streams.delete(res);
      });
    },
  );
}
