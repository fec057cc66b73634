/**
 * Cross-site request check: a state-changing request must come from a page of the app.
 *
 * Session cookies are SameSite=Lax, which still lets another port of the same host (a "same-site"
 * page) send them along; the browser's Origin header is what tells us where the page was. This is
 * the rule better-auth applies to /api/auth, here applied to every route (on the matched route,
 * not the raw path, so no spelling of a path slips past):
 * - Origin present: it must be APP_URL's origin ("null", another port or host: refused);
 * - Origin absent (some browsers on same-origin requests): Sec-Fetch-Site must say same-origin, or
 *   the Referer must be a page of the app;
 * - neither: refused. Scripts and tests send Origin like a browser does.
 * The payment provider's webhook is exempt: it proves itself with a signature, not a page.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const EXEMPT_ROUTES = new Set(['/api/v1/payments/webhook']);

export const CROSS_SITE_MESSAGE = 'This request did not come from the academy’s own pages.';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function isSameOriginRequest(request: Pick<FastifyRequest, 'headers'>, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === appOrigin;
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const referer = request.headers.referer;
  return typeof referer === 'string' && originOf(referer) === appOrigin;
}

export function needsOriginCheck(method: string, routeUrl: string | undefined): boolean {
  return STATE_CHANGING.has(method) && !(routeUrl !== undefined && EXEMPT_ROUTES.has(routeUrl));
}

export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  const appOrigin = originOf(appUrl);
  if (!appOrigin) throw new Error(`APP_URL is not a URL: ${appUrl}`);
  app.addHook('onRequest', async (request) => {
    if (!needsOriginCheck(request.method, request.routeOptions.url)) return;
    if (!isSameOriginRequest(request, appOrigin)) throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
  });
}
