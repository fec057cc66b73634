/**
 * Security headers (helmet's set, with our content security policy) on every response: the ones
 * our routes send, and the ones Fastify and Node answer on their own before any route or hook runs
 * (a URL that does not decode, headers too large, a request Node cannot parse).
 *
 * The headers are the same for every request, so helmet runs once at start-up and each request
 * copies the result: the Fastify plugin for helmet rebuilt the whole policy on every request, a
 * measurable part of a dashboard request's time.
 */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '#shared/errors';

export function securityHeaders(isHttps: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes come from the UI library's positioning; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: isHttps ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers helmet sets for these options, worked out once. */
export function resolveHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export type HeaderList = [string, string][];

/** The API's answers hold personal data: no browser or proxy may keep a copy. */
export const API_CACHE_CONTROL = 'no-store';
const OPS_PATHS = new Set(['/healthz', '/livez', '/readyz', '/metrics']);
const isApiPath = (url: string) => url.startsWith('/api/') || OPS_PATHS.has(url);

export function registerSecurityHeaders(app: FastifyInstance, headers: HeaderList): void {
  // On the raw response, so streamed and hijacked replies (live events) carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (isApiPath(request.url)) reply.raw.setHeader('Cache-Control', API_CACHE_CONTROL);
    done();
  });
}

/**
 * Fastify's own refusals, answered before any hook: a path that does not decode (`/%zz`), a path
 * parameter too long. Same error shape and headers as every other answer.
 */
export function frameworkErrorHandler(headers: HeaderList): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of headers) void reply.header(name, value);
    void reply.header('x-request-id', request.id);
    request.log.info({ code: (error as { code?: string }).code }, 'refused before routing');
    void reply.header('Cache-Control', API_CACHE_CONTROL);
    return reply.status(400).send(new AppError('VALIDATION', 'This address is not valid.').toBody());
  };
}

/**
 * Node's own refusals, before Fastify sees a request: headers too large (431), a request that does
 * not parse (400), a client too slow (408). Written on the socket, as Node does, with our headers.
 */
export function clientErrorHandler(headers: HeaderList) {
  return function onClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const message =
      status === 431 ? 'The request headers are too large.' : status === 408 ? 'The request took too long.' : 'The request could not be read.';
    const body = JSON.stringify(new AppError('VALIDATION', message).toBody());
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Cache-Control: ${API_CACHE_CONTROL}`,
      'Connection: close',
      ...headers.map(([name, value]) => `${name}: ${value}`),
    ];
    this.log.debug({ code: error.code }, 'client error');
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}
