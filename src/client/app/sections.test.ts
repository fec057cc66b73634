import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SECTIONS, isAppPath } from './sections';

describe('app sections', () => {
  it('lists the first segment of every route in app-routes.tsx', () => {
    const source = readFileSync(join(import.meta.dirname, 'app-routes.tsx'), 'utf8');
    const paths = [
      ...[...source.matchAll(/path="([^"*][^"]*)"/g)].map((m) => m[1]!),
      ...[...source.matchAll(/\['([a-z][^']*)', '/g)].map((m) => m[1]!),
    ];
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) expect(APP_SECTIONS.has(path.split('/')[0]!), path).toBe(true);
  });

  it('tells app paths from unknown ones', () => {
    expect(isAppPath('/dashboard')).toBe(true);
    expect(isAppPath('/lesson/abc')).toBe(true);
    expect(isAppPath('/no-such-page')).toBe(false);
    expect(isAppPath('/')).toBe(false);
  });
});
