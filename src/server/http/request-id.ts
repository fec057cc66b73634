/**
 * Every request gets an id, on every log line of it (pino's reqId) and in its `x-request-id`
 * response header. Behind a proxy we trust (TRUST_PROXY), the proxy's id is kept so one request can
 * be followed across both logs, if it is well-formed; anything else gets a new id, and the
 * rejected value is never logged.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const WELL_FORMED = /^[A-Za-z0-9._-]{1,128}$/;

export function requestIdGenerator(isTrustingProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const inbound = isTrustingProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
    return typeof inbound === 'string' && WELL_FORMED.test(inbound) ? inbound : randomUUID();
  };
}

export function registerRequestIdHeader(app: FastifyInstance): void {
  // On the raw response, so hijacked replies (live events) carry it too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}
