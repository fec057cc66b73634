import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS, isPagePath, paths, PUBLIC_PAGE_PATHS } from './page-paths';

describe('paths', () => {
  it.each([
    [paths.home(), '/'],
    [paths.dashboard(), '/dashboard'],
    [paths.billing(), '/membership/billing'],
    [paths.lesson('first-touch-toss-and-trap'), '/lesson/first-touch-toss-and-trap'],
    [paths.category('first-touch'), '/category/first-touch'],
    [paths.checkoutTest('cs_test_1'), '/checkout/test/cs_test_1'],
    [paths.auth({ tab: 'signup' }), '/auth?tab=signup'],
    [paths.membershipSuccess({ session_id: 'a b&c' }), '/membership-success?session_id=a+b%26c'],
    [paths.profile({ tab: undefined }), '/profile'],
    [paths.resource('a/b?c'), '/resource/a%2Fb%3Fc'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('has one builder per page pattern', () => {
    const builders = Object.values(paths) as unknown as ((...ids: string[]) => string)[];
    const built = builders.map((build) => build('some-id', 'some-id'));
    const expected = [...PUBLIC_PAGE_PATHS, ...APP_PAGE_PATHS].map((pattern) => pattern.replace(/:[A-Za-z]+/g, 'some-id'));
    expect(built.sort()).toEqual(expected.sort());
    expect(built.every(isPagePath)).toBe(true);
  });
});
