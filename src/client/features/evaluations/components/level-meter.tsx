import { levelName, SKILL_LEVELS } from '#shared/skills';
import { cn } from '#client/lib/cn';

/** A level as five steps, always named: the athlete's own place on the skill, never a score to compare. */
export function LevelMeter({ level, className }: { level: number; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex gap-1" aria-hidden="true">
        {SKILL_LEVELS.map((name, i) => (
          <span key={name} className={cn('h-2 flex-1 rounded-full', i < level ? 'bg-primary' : 'bg-muted')} />
        ))}
      </div>
      <span className="text-sm font-semibold">
        {levelName(level)} <span className="font-normal text-muted-foreground">(level {level} of 5)</span>
      </span>
    </div>
  );
}
