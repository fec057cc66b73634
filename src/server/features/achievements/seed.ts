/** Seeds the achievement catalogue (idempotent). */
import type { Db } from '../../db/database';
import { ACHIEVEMENT_CATALOGUE } from './catalogue';

export async function seedAchievements(db: Db): Promise<void> {
  for (const [index, a] of ACHIEVEMENT_CATALOGUE.entries()) {
    const values = {
      name: a.name,
      description: a.description,
      category: a.category,
      icon_name: a.iconName,
      xp_reward: a.xpReward,
      requirement_type: a.requirementType,
      requirement_value: a.requirementValue,
      rarity: a.rarity,
      sort_order: index,
    };
    await db
      .insertInto('achievements')
      .values({ id: a.id, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
}
