/**
 * Bravo Academy's achievements (docs/product.md, Achievements), read from
 * `content/achievements/<category>.yaml`, in the categories' order, then each file's.
 */
import { z } from 'zod';
import { CONTENT_DIR, ContentReader, ZContentId, ZContentText } from '#server/db/seed/content-files';
import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_XP_RANGES,
  type AchievementDefinition,
  RANKING_SCALE,
  RARITIES,
  REQUIREMENT_TYPES,
} from '#shared/achievements';


const ZAchievementFile = z
  .strictObject({
    id: ZContentId,
    name: ZContentText,
    description: ZContentText,
    iconName: z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'must be a lucide-react icon name, e.g. Trophy'),
    xpReward: z.int().nonnegative(),
    requirementType: z.enum(REQUIREMENT_TYPES),
    requirementValue: z.int().positive(),
    rarity: z.enum(RARITIES),
  })
  .superRefine((a, ctx) => {
    const range = ACHIEVEMENT_XP_RANGES[a.rarity];
    if (a.xpReward < range.min || a.xpReward > range.max) {
      ctx.addIssue({ code: 'custom', path: ['xpReward'], message: `${a.rarity} achievements pay ${range.min}-${range.max} XP` });
    }
    if (a.requirementType === 'weekly_top_ranking' && a.requirementValue > RANKING_SCALE) {
      ctx.addIssue({ code: 'custom', path: ['requirementValue'], message: `a weekly ranking is a place from 1 to ${RANKING_SCALE}` });
    }
  });

/** Reads and validates the catalogue; throws a ContentError listing every problem. */
export function loadAchievementCatalogue(root: string = CONTENT_DIR): AchievementDefinition[] {
  const reader = new ContentReader(root);
  const entries = reader.readByCategory('achievements', ACHIEVEMENT_CATEGORIES, ZAchievementFile);
  reader.checkUniqueIds(
    entries.map((e) => ({ id: e.item.id, path: e.path })),
    'achievement',
  );
  reader.assertValid();
  return entries.map(({ category, item }) => ({ ...item, category }));
}
