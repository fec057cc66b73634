import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  presetPeriod,
  REPORT_DATE_MESSAGE,
  REPORT_MAX_DAYS,
  REPORT_ORDER_MESSAGE,
  REPORT_SPAN_MESSAGE,
  reportPeriodProblem,
  ZReportQuery,
} from './report';

describe('a progress report’s period (docs/product.md, Progress reports)', () => {
  it.each([
    ['2026-03-01', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-3-1', false],
    ['yesterday', false],
    ['', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('allows from = to and a whole year of 366 days, refuses from after to and 367 days', () => {
    expect(REPORT_MAX_DAYS).toBe(366);
    expect(reportPeriodProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(reportPeriodProblem('2025-01-01', '2026-01-01')).toBeNull();
    expect(reportPeriodProblem('2026-03-02', '2026-03-01')).toEqual({
      field: 'from',
      message: REPORT_ORDER_MESSAGE,
    });
    expect(reportPeriodProblem('2025-01-01', '2026-01-02')).toEqual({
      field: 'to',
      message: REPORT_SPAN_MESSAGE,
    });
  });

  it.each([
    ['this-month', '2026-03-15', { from: '2026-03-01', to: '2026-03-15' }],
    ['last-month', '2026-03-15', { from: '2026-02-01', to: '2026-02-28' }],
    ['last-month', '2026-01-10', { from: '2025-12-01', to: '2025-12-31' }],
    ['last-3-months', '2026-02-10', { from: '2025-12-01', to: '2026-02-10' }],
  ] as const)('%s on %s', (preset, today, expected) => {
    expect(presetPeriod(preset, today)).toEqual(expected);
  });

  it('takes both dates or neither', () => {
    expect(ZReportQuery.safeParse({}).success).toBe(true);
    expect(ZReportQuery.safeParse({ from: '2026-03-01', to: '2026-03-31' }).success).toBe(true);
    const one = ZReportQuery.safeParse({ from: '2026-03-01' });
    expect(one.success).toBe(false);
    expect(one.error?.issues[0]).toMatchObject({ path: ['to'], message: REPORT_DATE_MESSAGE });
  });
});
