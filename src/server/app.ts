/**
 * buildApp(config): the whole server, wired but not listening. main.ts listens; tests call
 * app.inject() on it with their own database.
 */
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ACADEMY } from '#shared/academy';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/routes';
import { createSessionReader } from './auth/session';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { createDatabase, type DatabaseHandle } from './db/database';
import type { Feature } from './feature';
import { features as allFeatures } from './features';
import { registerClient } from './http/client';
import { registerErrorHandler } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { registerOriginCheck } from './http/origin-check';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerSecurityHeaders,
  resolveHeaders,
  securityHeaders,
} from './http/security-headers';
import { loggerOptions } from './http/logger';
import { registerRequestIdHeader, requestIdGenerator } from './http/request-id';
import { createMail } from './mail/mail';
import { createPdfRenderer } from './pdf/renderer';
import { createInProcessBus, createPostgresBus, createRankingsNotifier } from './realtime/bus';
import { eventRoutes } from './realtime/routes';
import { createVideoStorage } from './storage/storage';
import { createMetrics } from './ops/metrics';
import { type Lifecycle, opsRoutes } from './ops/routes';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route as registered (method, URL pattern): the route-table tests walk it. */
    routeTable: RouteEntry[];
    /** Shutdown begins: /readyz answers 503 from now on, so the load balancer stops sending. */
    startDraining(): void;
  }
}

export type RouteEntry = { method: string; url: string };

export const BODY_LIMIT_BYTES = 256 * 1024;

export type BuildOptions = {
  /** Use an existing database (tests share one per file); otherwise one is opened from config. */
  database?: DatabaseHandle;
  /** The features to register (default: all of them, features/index.ts); tests pass fewer. */
  features?: Feature[];
  /** Where log lines go (default: standard output); tests read them. */
  logStream?: { write(line: string): void };
};

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const headers = resolveHeaders(securityHeaders(config.appUrl.startsWith('https://')));
  const app = Fastify({
    logger: { ...loggerOptions(config), ...(options.logStream ? { stream: options.logStream } : {}) },
    // The id is ours to choose (http/request-id.ts), not whatever a client sends.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy !== false),
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIdHeader(app);
  registerErrorHandler(app);
  registerInputGuard(app);

  const database = options.database ?? createDatabase(config.database, { onWarning: (message) => app.log.warn(message) });
  const ownsDatabase = !options.database;
  const mail = createMail(config, database.db, app.log);
  const auth = createAuth({ config, database, mail, log: app.log });
  const events = database.pgPool ? createPostgresBus(database.pgPool, app.log) : createInProcessBus();
  const rankings = createRankingsNotifier(events);
  const metrics = createMetrics({ db: database.db, events }, { isCollectingDefaults: Boolean(config.metricsToken) });
  const lifecycle: Lifecycle = { isStarted: false, isDraining: false };
  app.decorate('startDraining', () => {
    lifecycle.isDraining = true;
  });
  // On a SQLite file, sessions are read on a read-only connection of their own (WAL lets it read
  // while the app's connection writes): a long write transaction, such as a bulk message to every
  // family, holds the app's connection, and every signed-in request would otherwise wait for it.
  const sessionDatabase =
    config.database.dialect === 'sqlite' && config.database.filename !== ':memory:'
      ? createDatabase(config.database, { isReadOnly: true, onWarning: (message) => app.log.warn(message) })
      : undefined;
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    database,
    mail,
    log: app.log,
    auth,
    session: createSessionReader({ db: (sessionDatabase ?? database).db, secret: config.authSecret, isSecure: config.appUrl.startsWith('https://') }),
    familyData: [],
    accountDeletion: [],
    progressResetHandlers: [],
    afterProgress: [],
    jobs: [],
    retention: [],
    events,
    metrics,
    notifyRankings: rankings.notify,
    sessionsRemaining: () => Promise.reject(new Error('Sessions remaining are counted by the sessions feature, which is not registered.')),
    pdf: createPdfRenderer(),
    files: createVideoStorage(config.storage),
  };
  app.decorate('ctx', ctx);

  registerSecurityHeaders(app, headers);
  registerOriginCheck(app, config.appUrl);
  // Responses are compressed; request bodies never are (the pages send plain JSON), so no route
  // carries the plugin's decompression hook (decision 093).
  await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${ACADEMY.name} API`, version: '1.0.0', description: 'The academy application API.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await opsRoutes(app, ctx, lifecycle, metrics);
  await authRoutes(app, ctx);
  await eventRoutes(app, ctx, lifecycle);
  for (const feature of options.features ?? allFeatures) await app.register(feature);
  await registerClient(app, config.clientDir);

  app.addHook('onClose', async () => {
    rankings.stop();
    await events.close();
    await ctx.mail.worker?.stop();
    await ctx.pdf.close();
    await sessionDatabase?.close();
    if (ownsDatabase) await database.close();
  });

  return app;
}
