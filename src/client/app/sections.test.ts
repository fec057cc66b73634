import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS, isPagePath, PUBLIC_PAGE_PATHS } from '#shared/page-paths';
import { isAppPath } from './sections';

const read = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8');

/** The paths a route file declares: `path="..."` attributes, and `['path', 'Title']` table rows. */
function declaredPaths(file: string): string[] {
  const source = read(file);
  return [
    ...[...source.matchAll(/path="([^"*][^"]*)"/g)].map((m) => `/${m[1]!}`),
    ...[...source.matchAll(/\['([a-z][^']*)', '/g)].map((m) => `/${m[1]!}`),
    ...(source.includes('<Route\n            index') || /<Route\s+index/.test(source) ? ['/'] : []),
  ];
}

describe('the pages the server knows', () => {
  it('are exactly the routes of app-routes.tsx', () => {
    expect(declaredPaths('app-routes.tsx').sort()).toEqual([...APP_PAGE_PATHS].sort());
  });

  it('are exactly the public routes of routes.tsx', () => {
    expect(declaredPaths('routes.tsx').sort()).toEqual([...PUBLIC_PAGE_PATHS].sort());
  });

  it('match paths as the router does', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/dashboard')).toBe(true);
    expect(isPagePath('/dashboard/')).toBe(true);
    expect(isPagePath('/lesson/first-touch')).toBe(true);
    expect(isPagePath('/lesson/')).toBe(false);
    expect(isPagePath('/lesson/a/b')).toBe(false);
    expect(isPagePath('/dashboard/extra')).toBe(false);
    expect(isPagePath('/no-such-page')).toBe(false);
    expect(isPagePath('//dashboard')).toBe(false);
  });
});

describe('app sections', () => {
  it('tells app paths from unknown ones', () => {
    expect(isAppPath('/dashboard')).toBe(true);
    expect(isAppPath('/lesson/abc')).toBe(true);
    expect(isAppPath('/no-such-page')).toBe(false);
    expect(isAppPath('/')).toBe(false);
  });
});

describe('the route files', () => {
  it('put every page under an error boundary', () => {
    // lazyPage wraps each page in RouteBoundary; React's bare lazy() would not.
    for (const file of ['routes.tsx', 'app-routes.tsx']) expect(read(file)).not.toMatch(/\blazy\(/);
    expect(read('routes.tsx')).toMatch(/<RouteBoundary>\s*<LandingPage \/>\s*<\/RouteBoundary>/);
    expect(read('app-routes.tsx')).toMatch(/<RouteBoundary>\s*<ComingSoonPage [^>]*\/>\s*<\/RouteBoundary>/);
  });
});
