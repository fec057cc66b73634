/**
 * OpenTelemetry tracing (issue 41, point 4; docs/decisions/087): a server span for each request with
 * its route and status (the HTTP instrumentation, named by @fastify/otel), Fastify's hooks and
 * handler inside it, and a span for each PostgreSQL statement, exported as OTLP over HTTP (JSON) to
 * OTEL_EXPORTER_OTLP_ENDPOINT. Loaded only by `src/server/instrument.ts`, and only when that variable
 * is set, so an academy that does not trace loads none of it.
 *
 * What the instrumentations record is scrubbed before export (`redactSpan`): no query strings (links
 * carry tokens), no headers (cookies), no statement values, no error messages (ours can name a child
 * or quote an e-mail), and any e-mail left in an attribute is replaced.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { Attributes, AttributeValue, Context } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type ReadableSpan, type Span, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

const PACKAGE = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };

/** Probes and scrapes answer every few seconds; tracing them would bury the requests people make. */
const UNTRACED_PATHS = new Set(['/livez', '/readyz', '/healthz', '/metrics']);

/** Attributes that hold a URL or a path: their query string (a sign-in link's token) is cut off. */
const URL_KEYS = new Set(['url.full', 'url.path', 'http.url', 'http.target']);
/** Never exported: the query string, statement values, headers (cookies, authorization). */
const DROPPED_KEYS = new Set(['url.query', 'db.postgresql.values']);
const DROPPED_PREFIXES = ['http.request.header.', 'http.response.header.', 'db.query.parameter.'];
const EMAIL = /[^\s@"'<>(),;:/?=&]+@[^\s@"'<>(),;:/?=&]+\.[a-z]{2,}/gi;

function redactString(key: string, value: string): string {
  const cut = URL_KEYS.has(key) ? value.split(/[?#]/, 1)[0]! : value;
  return cut.replace(EMAIL, '[email]');
}

function redactValue(key: string, value: AttributeValue): AttributeValue {
  if (typeof value === 'string') return redactString(key, value);
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? redactString(key, item) : item)) as AttributeValue;
  return value;
}

export function redactAttributes(attributes: Attributes): Attributes {
  const kept: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || DROPPED_KEYS.has(key) || DROPPED_PREFIXES.some((prefix) => key.startsWith(prefix))) continue;
    kept[key] = redactValue(key, value);
  }
  return kept;
}

/**
 * The span as it may leave the process. It stays the SDK's span underneath (its context, times and
 * resource); only its attributes, events and status are replaced.
 */
export function redactSpan(span: ReadableSpan): ReadableSpan {
  const events = span.events.map((event) =>
    event.name === 'exception'
      ? // The type says what failed; the message and stack can carry what a family typed.
        { ...event, attributes: event.attributes?.['exception.type'] === undefined ? {} : { 'exception.type': event.attributes['exception.type'] } }
      : { ...event, attributes: event.attributes && redactAttributes(event.attributes) },
  );
  const redacted: ReadableSpan = Object.create(span) as ReadableSpan;
  return Object.defineProperties(redacted, {
    name: { value: redactString('', span.name) },
    attributes: { value: redactAttributes(span.attributes) },
    events: { value: events },
    status: { value: { code: span.status.code } },
  });
}

/** Hands each ended span, redacted, to the batching exporter. */
export class RedactingSpanProcessor implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}
  onStart(span: Span, parentContext: Context): void {
    this.next.onStart(span, parentContext);
  }
  onEnd(span: ReadableSpan): void {
    this.next.onEnd(redactSpan(span));
  }
  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }
  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

export type Tracing = { shutdown(): Promise<void> };

/**
 * Starts tracing for this process. The exporter reads the standard OTEL_EXPORTER_OTLP_* variables
 * (endpoint, headers, timeout); OTEL_SERVICE_NAME names the service (default: the package's name).
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME || PACKAGE.name,
      'service.version': PACKAGE.version,
    }),
    spanProcessors: [new RedactingSpanProcessor(new BatchSpanProcessor(new OTLPTraceExporter()))],
  });
  provider.register();
  const isUntraced = (request: IncomingMessage) => UNTRACED_PATHS.has((request.url ?? '').split('?', 1)[0]!);
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: isUntraced }),
      // A statement's values never leave (enhancedDatabaseReporting stays off); statements outside a
      // request (jobs, the LISTEN connection) are not traced.
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
      // Plugs itself into each Fastify instance as it is created (Fastify's diagnostics channel).
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        recordExceptions: false,
        ignorePaths: (route) => UNTRACED_PATHS.has(route.url ?? ''),
      }),
    ],
  });
  return {
    shutdown: async () => {
      unregister();
      await provider.shutdown();
    },
  };
}
