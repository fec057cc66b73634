import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_FIELD_MESSAGES, announcementStatus, isEndInPast, toPriority, ZAnnouncementInput } from './announcements';

describe('announcement priority (spec part 2, section 5: 1 to 10, 1 when not numeric)', () => {
  it.each([
    [7, 7],
    ['3', 3],
    ['abc', 1],
    ['', 1],
    [undefined, 1],
    [null, 1],
    [Number.NaN, 1],
  ])('reads %j as %j', (value, expected) => {
    expect(toPriority(value)).toBe(expected);
  });
});

describe('an announcement as admins write it', () => {
  it('takes the defaults: info, priority 1, all, active, no e-mail', () => {
    expect(ZAnnouncementInput.parse({ title: ' Hello ', message: 'World' })).toEqual({
      title: 'Hello',
      message: 'World',
      type: 'info',
      priority: 1,
      audience: 'all',
      isActive: true,
      emailFamilies: false,
    });
  });

  it('keeps dates as UTC instants, and refuses an end that is not after the start', () => {
    const ok = ZAnnouncementInput.parse({ title: 'a', message: 'b', startDate: '2026-12-01T09:00:00-08:00', endDate: '2026-12-02T09:00:00-08:00' });
    expect(ok.startDate).toBe('2026-12-01T17:00:00.000Z');
    const bad = ZAnnouncementInput.safeParse({ title: 'a', message: 'b', startDate: '2026-12-01T09:00:00Z', endDate: '2026-12-01T09:00:00Z' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['endDate', ANNOUNCEMENT_FIELD_MESSAGES.endBeforeStart]]);
  });

  it.each([
    ['title', { title: '', message: 'b' }],
    ['title', { title: 'a'.repeat(121), message: 'b' }],
    ['title', { title: 'a\nb', message: 'b' }],
    ['message', { title: 'a', message: ' \n ' }],
    ['type', { title: 'a', message: 'b', type: 'urgent' }],
    ['audience', { title: 'a', message: 'b', audience: 'coaches' }],
    ['priority', { title: 'a', message: 'b', priority: 0 }],
    ['priority', { title: 'a', message: 'b', priority: 2.5 }],
  ])('refuses a bad %s', (field, input) => {
    const result = ZAnnouncementInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('an announcement’s status from its dates (decision 073)', () => {
  const now = new Date('2026-12-03T18:00:00.000Z');
  it.each([
    ['no dates', { isActive: true, startDate: null, endDate: null }, 'active'],
    ['switched off', { isActive: false, startDate: null, endDate: null }, 'inactive'],
    ['switched off and over', { isActive: false, startDate: null, endDate: '2026-12-01T00:00:00.000Z' }, 'inactive'],
    ['starting tomorrow', { isActive: true, startDate: '2026-12-04T18:00:00.000Z', endDate: null }, 'scheduled'],
    ['started, ending tomorrow', { isActive: true, startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-04T00:00:00.000Z' }, 'active'],
    ['ended yesterday', { isActive: true, startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-02T18:00:00.000Z' }, 'ended'],
    ['ending this very moment', { isActive: true, startDate: null, endDate: '2026-12-03T18:00:00.000Z' }, 'ended'],
    ['starting this very moment', { isActive: true, startDate: '2026-12-03T18:00:00.000Z', endDate: null }, 'active'],
  ] as const)('%s: %s', (_name, a, expected) => {
    expect(announcementStatus(a, now)).toBe(expected);
  });

  it('finds an end set in the past, unless an edit keeps the end it had', () => {
    expect(isEndInPast('2026-12-03T17:59:00.000Z', now)).toBe(true);
    expect(isEndInPast('2026-12-03T18:00:00.000Z', now)).toBe(true);
    expect(isEndInPast('2026-12-03T18:01:00.000Z', now)).toBe(false);
    expect(isEndInPast(null, now)).toBe(false);
    expect(isEndInPast('2026-12-01T00:00:00.000Z', now, '2026-12-01T00:00:00.000Z')).toBe(false);
    expect(isEndInPast('2026-12-01T00:00:00.000Z', now, '2026-12-01T00:00:42.500Z')).toBe(false);
    expect(isEndInPast('2026-12-01T00:00:00.000Z', now, '2026-12-02T00:00:00.000Z')).toBe(true);
  });
});
