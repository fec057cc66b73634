/** Seeds the achievement catalogue from content/achievements (idempotent; staff's is_active is kept). */
import type { Db } from '#server/db/database';
import { seedContent } from '#server/db/seed/content';
import { loadAchievementCatalogue } from './catalogue';

export async function seedAchievements(db: Db): Promise<void> {
  await seedContent(
    db,
    'achievements',
    loadAchievementCatalogue().map((a, index) => ({
      content: {
        id: a.id,
        name: a.name,
        description: a.description,
        category: a.category,
        icon_name: a.iconName,
        xp_reward: a.xpReward,
        requirement_type: a.requirementType,
        requirement_value: a.requirementValue,
        rarity: a.rarity,
        sort_order: index,
      },
    })),
  );
}
