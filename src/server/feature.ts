/**
 * A feature of the server is a Fastify plugin (fastify-plugin, so what it adds is visible to the
 * features after it) with a name and the features it needs. Fastify checks the dependencies at
 * start-up: a feature registered without one it declares stops the server with a message naming
 * both. What a feature contributes to others (family data export, XP reset, after-progress hooks,
 * scheduled jobs) it pushes into the context's lists while it registers, so the declared order is
 * also the order those run in (docs/architecture.md, "Adding a feature").
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext, ZodApp } from './context';

export type FeatureName =
  | 'dev-mailbox'
  | 'public-site'
  | 'accounts'
  | 'athletes'
  | 'admin'
  | 'progress'
  | 'training'
  | 'challenges'
  | 'achievements'
  | 'leaderboards'
  | 'membership'
  | 'dashboard';

export type Feature = FastifyPluginAsync;

export function defineFeature(
  options: {
    name: FeatureName;
    dependencies?: FeatureName[];
    /** Every route of the feature needs a signed-in family: one hook for all of them. */
    isSignedInOnly?: boolean;
  },
  setup: (app: ZodApp, ctx: AppContext) => Promise<void>,
): Feature {
  return fp(
    async (app) => {
      if (options.isSignedInOnly) await signedIn(app as ZodApp, app.ctx, (scope) => setup(scope, app.ctx));
      else await setup(app as ZodApp, app.ctx);
    },
    { name: options.name, dependencies: options.dependencies ?? [], fastify: '5.x' },
  );
}

/**
 * Routes that need a signed-in family: one authentication hook for the whole group, in its own
 * encapsulated scope, instead of one per route.
 */
export async function signedIn(app: ZodApp, ctx: AppContext, routes: (authed: ZodApp) => Promise<void> | void): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', ctx.session.authenticate);
    await routes(scope as ZodApp);
  });
}
