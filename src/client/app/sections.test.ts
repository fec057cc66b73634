import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS, isPagePath, PUBLIC_PAGE_PATHS } from '#shared/page-paths';
import type { LiveEvent } from '#client/lib/realtime';
import { everythingLive, navigationAt, routesIn, staleAfter } from './features';
import { isAppPath } from './sections';

const read = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8');
const ALL_FRAMES = ['public', 'own', 'open', 'session', 'app'] as const;

describe('the pages the server knows', () => {
  it('are exactly the routes the features give the app’s router', () => {
    const appPaths = ALL_FRAMES.flatMap((frame) => routesIn(frame).map((route) => route.path));
    expect([...appPaths].sort()).toEqual([...APP_PAGE_PATHS].sort());
    expect(new Set(appPaths).size).toBe(appPaths.length);
  });

  it('are exactly the public site’s pages and the landing page', () => {
    expect(['/', ...routesIn('site').map((route) => route.path)].sort()).toEqual([...PUBLIC_PAGE_PATHS].sort());
    expect(read('routes.tsx')).toMatch(/<Route\s+index/);
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
    const routeFiles = [
      ...['routes.tsx', 'app-routes.tsx'].map((file) => join(import.meta.dirname, file)),
      ...readdirSync(join(import.meta.dirname, '../features')).map((feature) => join(import.meta.dirname, '../features', feature, 'routes.tsx')),
    ].filter((file) => existsSync(file));
    expect(routeFiles.length).toBeGreaterThan(10);
    for (const file of routeFiles) expect(readFileSync(file, 'utf8')).not.toMatch(/\blazy\(/);
    expect(read('routes.tsx')).toMatch(/<RouteBoundary>\s*<LandingPage \/>\s*<\/RouteBoundary>/);
  });
});

describe('the navigation', () => {
  it('has the five tabs in order; Rankings, Challenges and Social for families, Schedule and Messages for everyone, Contacts and Lessons for staff and the Admin link for admins only', () => {
    expect(navigationAt('tab').map((tab) => [tab.label(), tab.to])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Training', '/training'],
      ['Store', '/store'],
      ['Resources', '/resources'],
      ['Profile', '/profile'],
    ]);
    expect(navigationAt('header').map((link) => [link.label(), link.to, link.onlyFor])).toEqual([
      ['Rankings', '/leaderboards', 'family'],
      ['Challenges', '/challenges', 'family'],
      ['Social', '/social', 'family'],
      ['Schedule', '/schedule', undefined],
      ['Messages', '/messages', undefined],
      ['Contacts', '/contacts', 'staff'],
      ['Lessons', '/coach/lessons', 'staff'],
      ['Admin', '/admin', 'admin'],
    ]);
  });
});

describe('the live updates', () => {
  const keysAfter = (event: LiveEvent) => staleAfter(event).map((key) => key.join('/')).sort();

  it('make stale what each event can change, for the athlete it concerns', () => {
    expect(keysAfter({ type: 'xp', athleteId: 'a1' })).toEqual(['achievements/a1', 'challenges/weekly/a1', 'coaching', 'competitions/a1', 'dashboard/a1', 'quests', 'training']);
    // A squad's event goes to every page; only that birth year's quests refresh.
    expect(keysAfter({ type: 'squad', birthYear: 2015 })).toEqual(['quests/2015']);
    expect(keysAfter({ type: 'quests', athleteId: 'a1' })).toEqual(['dashboard/a1', 'quests']);
    expect(keysAfter({ type: 'streak', athleteId: 'a1' })).toEqual(['achievements/a1', 'challenges/weekly/a1', 'competitions/a1', 'dashboard/a1', 'training']);
    expect(keysAfter({ type: 'challenge', athleteId: 'a1' })).toEqual(['challenges/weekly/a1', 'competitions/a1', 'dashboard/a1']);
    expect(keysAfter({ type: 'achievement', athleteId: 'a1' })).toEqual(['achievements/a1', 'competitions/a1', 'dashboard/a1']);
    expect(keysAfter({ type: 'achievement' })).toEqual(['achievements', 'competitions', 'dashboard']);
    expect(keysAfter({ type: 'rankings' })).toEqual(['dashboard', 'rankings', 'social/board']);
    expect(keysAfter({ type: 'membership' })).toEqual(['dashboard', 'membership', 'resources', 'sessions', 'social/access']);
    expect(keysAfter({ type: 'announcements' })).toEqual(['announcements', 'dashboard', 'messages/conversations', 'messages/training-updates']);
    expect(keysAfter({ type: 'messages' })).toEqual(['attention', 'coaching', 'dashboard', 'messages', 'safety-cases']);
    expect(keysAfter({ type: 'social' })).toEqual(['dashboard', 'social']);
    expect(keysAfter({ type: 'lessons' })).toEqual(['coaching', 'dashboard', 'staff-lessons', 'training']);
    expect(keysAfter({ type: 'sessions', athleteId: 'a1' })).toEqual(['admin/session-groups', 'admin/sessions', 'coach', 'dashboard/a1', 'sessions', 'sessions/coming']);
    expect(keysAfter({ type: 'sessions' })).toEqual(['admin/session-groups', 'admin/sessions', 'coach', 'dashboard', 'sessions', 'sessions/coming']);
  });

  it('refresh everything live after a reconnect', () => {
    expect(everythingLive().map((key) => key.join('/')).sort()).toEqual(['achievements', 'announcements', 'assistant/transcript', 'attention', 'challenges', 'coach', 'coaching', 'competitions', 'dashboard', 'evaluations', 'membership', 'messages', 'quests', 'rankings', 'resources', 'safety-cases', 'sessions', 'sessions/coming', 'social', 'staff-lessons', 'training']);
  });
});
