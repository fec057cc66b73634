/**
 * Bravo Academy's weekly challenge catalogue (docs/product.md, Challenges), read from
 * `content/challenges/<category>.yaml`. Each week every athlete gets a set drawn from it, in the
 * catalogue's order: the categories' order, then each file's.
 */
import { z } from 'zod';
import { CONTENT_DIR, ContentReader, ZContentId, ZContentText } from '#server/db/seed/content-files';
import {
  CHALLENGE_CATEGORIES,
  CHALLENGE_DIFFICULTIES,
  CHALLENGE_XP_RANGES,
  type ChallengeDefinition,
  defaultTimerSeconds,
  MAX_CHALLENGE_BONUS_XP,
} from '#shared/challenges';


const ZChallengeFile = z
  .strictObject({
    id: ZContentId,
    name: ZContentText,
    description: ZContentText,
    difficulty: z.enum(CHALLENGE_DIFFICULTIES),
    targetValue: z.int().positive(),
    targetType: ZContentText,
    xpReward: z.int().nonnegative(),
    bonusXp: z.int().nonnegative().max(MAX_CHALLENGE_BONUS_XP),
    // "default": the difficulty's countdown (300 / 600 / 900 s); null: tracked over the week, no timer.
    timerDuration: z.union([z.int().positive(), z.literal('default'), z.null()], {
      error: 'must be a number of seconds, default (the difficulty’s countdown) or null (tracked, no timer)',
    }),
    equipment: z.array(ZContentText),
    space: ZContentText,
  })
  .superRefine((c, ctx) => {
    const range = CHALLENGE_XP_RANGES[c.difficulty];
    if (c.xpReward < range.min || c.xpReward > range.max) {
      ctx.addIssue({ code: 'custom', path: ['xpReward'], message: `${c.difficulty} challenges pay ${range.min}-${range.max} XP` });
    }
  })
  .transform((c) => ({ ...c, timerDuration: c.timerDuration === 'default' ? defaultTimerSeconds(c.difficulty) : c.timerDuration }));

/** Reads and validates the catalogue; throws a ContentError listing every problem. */
export function loadChallengeCatalogue(root: string = CONTENT_DIR): ChallengeDefinition[] {
  const reader = new ContentReader(root);
  const entries = reader.readByCategory('challenges', CHALLENGE_CATEGORIES, ZChallengeFile);
  reader.checkUniqueIds(
    entries.map((e) => ({ id: e.item.id, path: e.path })),
    'challenge',
  );
  reader.assertValid();
  return entries.map(({ category, item }) => ({ ...item, category }));
}
