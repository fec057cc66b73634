import type { z } from 'zod';
import type { ZRecentAchievement } from '#shared/validation/achievements';
import { formatDate } from '#client/lib/format';
import { AchievementIcon } from './achievement-icon';
import { RarityBadge } from './rarity-badge';

export type TRecentAchievement = z.infer<typeof ZRecentAchievement>;

/** The dashboard's most recent badges (5, docs/product.md, Dashboard), newest first. */
export function RecentBadges({ items }: { items: TRecentAchievement[] }) {
  return (
    <ul aria-label="Recent badges" className="flex flex-col gap-2">
      {items.map((badge) => (
        <li key={badge.id} className="flex items-center gap-3 rounded-md bg-muted p-2.5">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground">
            <AchievementIcon name={badge.iconName} className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold leading-tight wrap-anywhere">{badge.name}</p>
            <p className="text-xs text-muted-foreground">
              Unlocked {formatDate(badge.unlockedAt)} · +{badge.xpReward} XP
            </p>
          </div>
          <RarityBadge rarity={badge.rarity} className="shrink-0" />
        </li>
      ))}
    </ul>
  );
}
