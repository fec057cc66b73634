/**
 * Serves the built browser app: hashed assets cached for a year, index.html never cached, and
 * index.html for every path the router has a page for (src/shared/page-paths.ts). Any other path
 * gets the same page with status 404: the router shows the not-found page, and a crawler or link
 * checker is told the truth.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#shared/errors';
import { type Locale, localeFromCookieHeader } from '#shared/i18n/locale';
import { isPagePath } from '#shared/page-paths';

const API_PREFIXES = ['/api/', '/healthz', '/livez', '/readyz', '/metrics'];

export async function registerClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = join(clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (!hasClient) {
    app.log.warn({ clientDir }, 'client build not found: run `npm run build` to serve the pages');
  } else {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Our own Cache-Control below: immutable for hashed assets, revalidate for the rest.
      cacheControl: false,
      setHeaders(res, path) {
        if (path.includes(`${join(clientDir, 'assets')}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    });
  }
  const indexHtml = hasClient ? readFileSync(indexFile, 'utf8') : '';
  // The landing page rendered at build time (scripts/prerender.ts): `/` paints before its script runs.
  const landingFile = join(clientDir, 'landing.html');
  const landingHtml = hasClient && existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : indexHtml;

  // The page's language is in <html lang> from the first byte: the family's cookie (decision 098).
  const inLocale = (html: string): Record<Locale, string> => ({ en: html, es: html.replace('<html lang="en">', '<html lang="es">') });
  const pages = { index: inLocale(indexHtml), landing: inLocale(landingHtml) };

  const notFound = () => new AppError('NOT_FOUND', 'Not found').toBody();

  // Every other GET is a page of the app: a route (not the not-found handler) so it is compressed.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = hasClient && !API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !path.startsWith('/assets/');
    if (!isPage) return reply.status(404).send(notFound());
    return reply
      .status(isPagePath(path) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send((path === '/' ? pages.landing : pages.index)[localeFromCookieHeader(request.headers.cookie) ?? 'en']);
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound()));
}
