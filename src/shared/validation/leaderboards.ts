/**
 * The Player Rankings page (docs/product.md, Player Rankings): which board, the birth-year filter,
 * and a board as the page gets it. Other families' rows carry a first name and an initial only.
 */
import { z } from 'zod';
import { RANKING_BIRTH_YEARS } from '../rankings';
import { ZRankingEntry } from './achievements';
import { ZAthleteQuery } from './training';

export const BOARD_TABS = ['weekend', 'performance', 'all'] as const;
export const BOARD_PERIODS = ['weekly', 'monthly', 'all-time'] as const;
export type TBoardTab = (typeof BOARD_TABS)[number];
export type TBoardPeriod = (typeof BOARD_PERIODS)[number];

export const BOARD_TAB_MESSAGE = 'Choose a board: weekend, performance or all';
export const BOARD_PERIOD_MESSAGE = 'Choose a period: weekly, monthly or all-time';
export const BOARD_BIRTH_YEAR_MESSAGE = `Birth year must be one of ${RANKING_BIRTH_YEARS.join(', ')}`;

export const ZBoardQuery = ZAthleteQuery.extend({
  tab: z.enum(BOARD_TABS, { error: BOARD_TAB_MESSAGE }).default('all'),
  /** The All Leaderboards sub-tab; the other tabs have one period each. */
  period: z.enum(BOARD_PERIODS, { error: BOARD_PERIOD_MESSAGE }).default('weekly'),
  birthYear: z.coerce
    .number({ error: BOARD_BIRTH_YEAR_MESSAGE })
    .int({ error: BOARD_BIRTH_YEAR_MESSAGE })
    .refine((y) => (RANKING_BIRTH_YEARS as readonly number[]).includes(y), { error: BOARD_BIRTH_YEAR_MESSAGE })
    .optional(),
});
export type TBoardQuery = z.infer<typeof ZBoardQuery>;

export const ZBoardEntry = ZRankingEntry.extend({
  /** The spec's "Top 10" status. */
  isTopTen: z.boolean(),
  /** The family's own athlete, hidden from other families: only this family sees this row. */
  isPrivate: z.boolean(),
  /** The Performance board: the athlete has a result a coach verified this month (issue 42, point 4). */
  isVerified: z.boolean().optional(),
});
export type TBoardEntry = z.infer<typeof ZBoardEntry>;

export const ZBoardResponse = z.object({
  board: z.enum(['weekend', 'performance', 'weekly', 'monthly', 'all-time']),
  /** The period's first and last academy day; null for all time. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** "Live" while the period runs (the weekend: Friday to Sunday), "Final" once it has ended. */
  status: z.enum(['live', 'final']),
  birthYear: z.number().nullable(),
  /** Visible athletes on the board academy-wide (hidden ones are never counted). */
  ranked: z.number(),
  entries: z.array(ZBoardEntry),
  /** The focus athlete outside the list (or hidden), with the places just above and below it. */
  own: z
    .object({ above: ZBoardEntry.nullable(), entry: ZBoardEntry, below: ZBoardEntry.nullable() })
    .nullable(),
});
export type TBoardResponse = z.infer<typeof ZBoardResponse>;

export const ZRankingsPrivacy = z.object({
  athleteId: ZAthleteQuery.shape.athleteId,
  hideFromRankings: z.boolean({ error: 'Choose whether to hide the athlete from rankings' }),
});
export type TRankingsPrivacy = z.infer<typeof ZRankingsPrivacy>;
