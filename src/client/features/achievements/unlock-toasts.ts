import { toast } from '../../lib/toast';

/** One "Achievement Unlocked!" toast per achievement a save unlocked (spec part 1, sections 4 and 8). */
export function announceUnlockedAchievements(unlocked: readonly { name: string; xpReward: number }[]): void {
  for (const achievement of unlocked) {
    toast.success('Achievement Unlocked!', { description: `${achievement.name} - ${achievement.xpReward} XP earned!` });
  }
}
