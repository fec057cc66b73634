/** Achievement and ranking contracts (challenges issue). */
import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES, RARITIES, REQUIREMENT_TYPES } from '../achievements';

export const ZAchievement = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  iconName: z.string(),
  xpReward: z.number(),
  rarity: z.enum(RARITIES),
  requirementType: z.enum(REQUIREMENT_TYPES),
  requirementValue: z.number(),
  isUnlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
  progressPercentage: z.number(),
});
export type TAchievement = z.infer<typeof ZAchievement>;

export const ZAchievementsResponse = z.object({
  achievements: z.array(ZAchievement),
  recent: z.array(ZAchievement),
  unlockedCount: z.number(),
});
export type TAchievementsResponse = z.infer<typeof ZAchievementsResponse>;

export const ZRecentAchievement = z.object({
  id: z.string(),
  name: z.string(),
  iconName: z.string(),
  rarity: z.enum(RARITIES),
  xpReward: z.number(),
  unlockedAt: z.string(),
});

/** A ranking row. Other families' athletes appear by first name and initial only, without an id. */
export const ZRankingEntry = z.object({
  rank: z.number(),
  previousRank: z.number().nullable(),
  change: z.enum(['up', 'down', 'same', 'new']),
  displayName: z.string(),
  initial: z.string(),
  xp: z.number(),
  isOwn: z.boolean(),
  /** Only for the family's own athletes. */
  athleteId: z.string().optional(),
  /** The family's own athlete, hidden from other families' boards (docs/product.md, Player Rankings). */
  isPrivate: z.boolean().optional(),
});
export type TRankingEntry = z.infer<typeof ZRankingEntry>;

export const ZRankingResponse = z.object({
  period: z.enum(['week', 'month']),
  periodStart: z.string(),
  entries: z.array(ZRankingEntry),
  /** The athlete's own row when outside the list (appended by the dashboard). */
  own: ZRankingEntry.nullable(),
});
export type TRankingResponse = z.infer<typeof ZRankingResponse>;
