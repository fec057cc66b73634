/**
 * GET /api/v1/events: a Server-Sent Events stream of the signed-in family's live updates. The
 * browser's EventSource reconnects by itself; a heartbeat every 25 s keeps proxies from closing it.
 * When the instance shuts down, new streams are refused and each open one gets a last event whose
 * `retry` spreads the reconnects over 2-8 s, so a deploy does not bring every page back at once.
 */
import type { ServerResponse } from 'node:http';
import { AppError } from '#shared/errors';
import { currentUser } from '../auth/session';
import type { AppContext, ZodApp } from '../context';
import type { Lifecycle } from '../ops/routes';
import type { LiveEvent } from './bus';
import { createSlicer } from './slices';

const HEARTBEAT_MS = 25_000;
const RECONNECT_MS = { min: 2_000, max: 8_000 };

/** The last frame of a stream on a closing instance: come back after a random 2-8 s, elsewhere. */
export function reconnectFrame(random = Math.random): string {
  const retryMs = Math.round(RECONNECT_MS.min + random() * (RECONNECT_MS.max - RECONNECT_MS.min));
  return `retry: ${retryMs}\nevent: reconnect\ndata: {"type":"reconnect"}\n\n`;
}

/**
 * Each event's bytes on the wire, made by its first stream and reused by the rest: the bus hands
 * the same event object to every stream it goes to (bus.ts), so a rankings event reaching 1,000
 * streams is serialized and encoded once, not 1,000 times (decision 093).
 */
const frames = new WeakMap<LiveEvent, Buffer>();

function frameOf(event: LiveEvent): Buffer {
  let frame = frames.get(event);
  if (!frame) frames.set(event, (frame = Buffer.from(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)));
  return frame;
}

export async function eventRoutes(app: ZodApp, ctx: AppContext, lifecycle: Lifecycle): Promise<void> {
  const streams = new Set<ServerResponse>();
  // 10,000 streams' pings in one turn would hold the event loop for about a third of a second.
  const pings = createSlicer();
  const heartbeat = setInterval(() => pings.add(streams.values(), (res) => res.write(': ping\n\n')), HEARTBEAT_MS);
  heartbeat.unref();

  // Before the server stops accepting: open streams would otherwise keep it from closing.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const res of streams) res.end(reconnectFrame());
    streams.clear();
  });

  app.get(
    '/api/v1/events',
    {
      onRequest: ctx.session.authenticate,
      schema: { tags: ['realtime'], summary: 'Live updates for the signed-in family (text/event-stream)' },
    },
    (request, reply) => {
      if (lifecycle.isDraining) {
        // The load balancer has stopped sending here; a page that still arrives tries another instance.
        void reply.header('retry-after', '3');
        throw new AppError('UNAVAILABLE', 'This server is restarting. Try again in a moment.');
      }
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
