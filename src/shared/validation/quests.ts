/** Daily quests and the squad quest on the dashboard (issue 43, points 4-5; docs/product.md, Quests). */
import { z } from 'zod';

export const ZDailyQuest = z.object({
  key: z.string(),
  title: z.string(),
  target: z.number().int(),
  progress: z.number().int(),
  xp: z.number().int(),
  isCompleted: z.boolean(),
});
export type TDailyQuest = z.infer<typeof ZDailyQuest>;

export const ZSquadQuest = z.object({
  birthYear: z.number().int(),
  weekStart: z.string(),
  title: z.string(),
  target: z.number().int(),
  progress: z.number().int(),
  xp: z.number().int(),
  isCompleted: z.boolean(),
  /** This athlete helped this week (and so shares the reward when it is met). */
  hasContributed: z.boolean(),
  /** Contributors as other families see them: first name and initial, most lessons first. */
  contributors: z.array(z.object({ name: z.string(), lessons: z.number().int() })),
  /** Contributors whose parents hid them from rankings: counted, never named. */
  otherContributors: z.number().int(),
});
export type TSquadQuest = z.infer<typeof ZSquadQuest>;

export const ZQuestsResponse = z.object({
  day: z.string(),
  daily: z.array(ZDailyQuest),
  squad: ZSquadQuest,
});
export type TQuestsResponse = z.infer<typeof ZQuestsResponse>;

export const ZQuestsParams = z.object({ athleteId: z.string().min(1).max(64) });
