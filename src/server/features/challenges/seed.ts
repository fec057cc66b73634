/** Seeds the challenge catalogue from content/challenges, plus a quick featured challenge for browser tests. */
import type { ChallengeDefinition } from '#shared/challenges';
import type { Db } from '#server/db/database';
import { type ContentRow, seedContent } from '#server/db/seed/content';
import { loadChallengeCatalogue } from './catalogue';

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

function challengeRow(challenge: ChallengeDefinition, sortOrder: number): ContentRow<'challenges'>['content'] {
  return {
    id: challenge.id,
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
    sort_order: sortOrder,
  };
}

export async function seedChallenges(db: Db, options: { includeTestContent: boolean }): Promise<void> {
  const rows: ContentRow<'challenges'>[] = loadChallengeCatalogue().map((challenge, index) => ({ content: challengeRow(challenge, index) }));
  // The browser tests' challenge starts featured, so it is in every athlete's week.
  if (options.includeTestContent) rows.push({ content: challengeRow(E2E_CHALLENGE, -1), initial: { is_featured: 1 } });
  await seedContent(db, 'challenges', rows);
}
