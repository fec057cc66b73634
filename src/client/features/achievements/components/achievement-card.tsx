import { CheckCircle2, Lock } from 'lucide-react';
import { useId } from 'react';
import type { TAchievement } from '#shared/validation/achievements';
import { Progress } from '#client/components/ui/progress';
import { cn } from '#client/lib/cn';
import { formatDate } from '#client/lib/format';
import { AchievementIcon } from './achievement-icon';
import { RarityBadge } from './rarity-badge';

/**
 * One achievement: icon, name, description, rarity, XP, locked or unlocked (with the date), and the
 * progress towards it as the server measures it (capped at 100; weekly ranking ones stay at 99 until
 * the place is reached).
 */
export function AchievementCard({ achievement }: { achievement: TAchievement }) {
  const id = useId();
  const { isUnlocked } = achievement;
  const percent = Math.max(0, Math.min(100, Math.round(achievement.progressPercentage)));
  return (
    <article
      aria-labelledby={id}
      className={cn(
        'flex h-full flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm',
        isUnlocked ? 'border-accent' : 'border-border',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'relative grid size-12 shrink-0 place-items-center rounded-full',
            isUnlocked ? 'bg-accent text-accent-foreground' : 'bg-muted text-muted-foreground',
          )}
        >
          <AchievementIcon name={achievement.iconName} className="size-6" />
          {isUnlocked ? null : (
            <span className="absolute -right-1 -bottom-1 grid size-5 place-items-center rounded-full border bg-card">
              <Lock className="size-3" aria-hidden="true" />
            </span>
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={id} className="font-semibold leading-tight wrap-anywhere">
            {achievement.name}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{achievement.description}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <RarityBadge rarity={achievement.rarity} />
        <span className="font-semibold tabular-nums text-primary">+{achievement.xpReward} XP</span>
        <span className="ml-auto inline-flex items-center gap-1 font-medium">
          {isUnlocked ? (
            <>
              <CheckCircle2 className="size-4 text-primary" aria-hidden="true" />
              {achievement.unlockedAt ? `Unlocked ${formatDate(achievement.unlockedAt)}` : 'Unlocked'}
            </>
          ) : (
            <>
              <Lock className="size-4 text-muted-foreground" aria-hidden="true" /> Locked
            </>
          )}
        </span>
      </div>
      <div className="mt-auto flex items-center gap-3">
        <Progress value={percent} label={`${achievement.name} progress`} />
        <span className="w-11 shrink-0 text-right text-sm font-semibold tabular-nums">{percent}%</span>
      </div>
    </article>
  );
}
