/** Seeds the challenge catalogue (idempotent), plus a quick featured challenge for browser tests. */
import type { ChallengeDefinition } from '../../../shared/challenges';
import type { Db } from '../../db/database';
import { CHALLENGE_CATALOGUE } from './catalogue';

/** Seeded only when the app runs for the browser tests (E2E_SEED): a 3-second timer to watch end. */
export const E2E_CHALLENGE: ChallengeDefinition = {
  id: 'e2e-quick-touches',
  name: 'Quick Touches',
  description: 'Tap the ball with the sole of each foot until the 3-second timer runs out.',
  category: 'ball-control',
  difficulty: 'beginner',
  targetValue: 1,
  targetType: 'rounds',
  xpReward: 30,
  bonusXp: 5,
  timerDuration: 3,
  equipment: ['Ball'],
  space: 'Anywhere',
};

async function upsert(db: Db, challenge: ChallengeDefinition, sortOrder: number, isFeatured: boolean) {
  const values = {
    name: challenge.name,
    description: challenge.description,
    category: challenge.category,
    difficulty: challenge.difficulty,
    target_value: challenge.targetValue,
    target_type: challenge.targetType,
    xp_reward: challenge.xpReward,
    bonus_xp: challenge.bonusXp,
    timer_duration: challenge.timerDuration,
    equipment: JSON.stringify(challenge.equipment),
    space: challenge.space,
    is_featured: isFeatured ? 1 : 0,
    sort_order: sortOrder,
  };
  await db
    .insertInto('challenges')
    .values({ id: challenge.id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export async function seedChallenges(db: Db, options: { includeTestContent: boolean }): Promise<void> {
  for (const [index, challenge] of CHALLENGE_CATALOGUE.entries()) await upsert(db, challenge, index, false);
  if (options.includeTestContent) await upsert(db, E2E_CHALLENGE, -1, true);
}
