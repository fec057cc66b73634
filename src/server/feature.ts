/**
 * A feature of the server is a Fastify plugin (fastify-plugin, so what it adds is visible to the
 * features after it) with a name and the features it needs. Fastify checks the dependencies at
 * start-up: a feature registered without one it declares stops the server with a message naming
 * both. A feature's content seed rides on its definition, so the seeds run before the app is built.
 * What a feature contributes to others (family data export, XP reset, after-progress hooks,
 * scheduled jobs) it pushes into the context's lists while it registers, so the declared order is
 * also the order those run in (docs/architecture.md, "Adding a feature").
 */
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { Role } from '#shared/validation/accounts';
import type { AccessMessages } from './auth/session';
import fp from 'fastify-plugin';
import type { AppContext, ZodApp } from './context';
import type { Seeder } from './db/seed';

export type FeatureName =
  | 'dev-mailbox'
  | 'public-site'
  | 'accounts'
  | 'athletes'
  | 'admin'
  | 'messaging'
  | 'progress'
  | 'training'
  | 'challenges'
  | 'achievements'
  | 'quests'
  | 'leaderboards'
  | 'social'
  | 'competitions'
  | 'membership'
  | 'resources'
  | 'store'
  | 'announcements'
  | 'assistant'
  | 'safeguarding'
  | 'notifications'
  | 'sessions'
  | 'calendar-feed'
  | 'coaching'
  | 'evaluations'
  | 'dashboard';

export type Feature = FastifyPluginAsync & {
  readonly featureName: FeatureName;
  /** The feature's content (curriculum, catalogues, plans), seeded at every start before the app listens. */
  readonly seed?: Seeder;
};

export function defineFeature(
  options: {
    name: FeatureName;
    dependencies?: FeatureName[];
    /** Every route of the feature needs a signed-in family: one hook for all of them. */
    isSignedInOnly?: boolean;
    seed?: Seeder;
  },
  setup: (app: ZodApp, ctx: AppContext) => Promise<void>,
): Feature {
  const plugin = fp(
    async (app) => {
      if (options.isSignedInOnly) await signedIn(app as ZodApp, app.ctx, (scope) => setup(scope, app.ctx));
      else await setup(app as ZodApp, app.ctx);
    },
    { name: options.name, dependencies: options.dependencies ?? [], fastify: '5.x' },
  );
  return Object.assign(plugin, { featureName: options.name, seed: options.seed });
}

/**
 * Routes that need a signed-in family: one authentication hook for the whole group, in its own
 * encapsulated scope, instead of one per route.
 */
export async function signedIn(app: ZodApp, ctx: AppContext, routes: (authed: ZodApp) => Promise<void> | void): Promise<void> {
  await guarded(app, ctx.session.authenticate, routes);
}

/**
 * Staff routes: one hook for the group checks the session and the role on the server (401 signed
 * out, 403 without the role), before the body is read.
 */
export async function staffOnly(
  app: ZodApp,
  ctx: AppContext,
  access: { roles: readonly Role[]; messages?: AccessMessages },
  routes: (staff: ZodApp) => Promise<void> | void,
): Promise<void> {
  await guarded(app, ctx.session.authorize(access.roles, access.messages), routes);
}

async function guarded(app: ZodApp, hook: onRequestHookHandler, routes: (scope: ZodApp) => Promise<void> | void): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', hook);
    await routes(scope as ZodApp);
  });
}
