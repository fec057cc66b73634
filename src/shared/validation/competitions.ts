/** Monthly competition contracts (docs/product.md, Competitions). */
import { z } from 'zod';
import { COMPETITION_STATUSES, COMPETITION_TYPES } from '../competitions';
import { ZAthleteQuery } from './training';

/** The athlete's entry: progress is the server's count since joining, never a number the page sends. */
export const ZCompetitionEntry = z.object({
  joinedAt: z.string(),
  currentProgress: z.number(),
  /** Capped at 100 (docs/product.md, Competitions). */
  progressPercent: z.number(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  /** The final place, written once the competition has ended; null before. */
  rank: z.number().nullable(),
});
export type TCompetitionEntry = z.infer<typeof ZCompetitionEntry>;

export const ZCompetition = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  competitionType: z.enum(COMPETITION_TYPES),
  targetValue: z.number(),
  unit: z.string(),
  xpReward: z.number(),
  bonusReward: z.number(),
  /** xp_reward + bonus_reward: what completing it pays (docs/product.md, Competitions). */
  reward: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(COMPETITION_STATUSES),
  /** How many athletes have joined. */
  entryCount: z.number(),
  /** The selected athlete's entry, null when it has not joined. */
  entry: ZCompetitionEntry.nullable(),
});
export type TCompetition = z.infer<typeof ZCompetition>;

export const ZCompetitionsResponse = z.object({ competitions: z.array(ZCompetition) });
export type TCompetitionsResponse = z.infer<typeof ZCompetitionsResponse>;

export const ZCompetitionParams = z.object({ competitionId: z.string().min(1).max(64) });

/** Joining names only the athlete: there is no progress field to send. */
export const ZJoinCompetitionRequest = ZAthleteQuery.strict();
export type TJoinCompetitionRequest = z.infer<typeof ZJoinCompetitionRequest>;

export const ZJoinCompetitionResponse = z.object({ message: z.string(), competition: ZCompetition });
export type TJoinCompetitionResponse = z.infer<typeof ZJoinCompetitionResponse>;
