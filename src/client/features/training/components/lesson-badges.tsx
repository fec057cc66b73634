import { CheckCircle2, ClipboardList, Clock, Dumbbell, PlayCircle } from 'lucide-react';
import { displayedDifficulty } from '#shared/progress/lesson-xp';
import type { Difficulty, LessonType } from '#shared/training';
import { Badge } from '#client/components/ui/badge';

const TYPE_ICONS = { Video: PlayCircle, 'Drill Guide': ClipboardList, Exercise: Dumbbell } as const;

export function LessonTypeBadge({ type }: { type: LessonType }) {
  const Icon = TYPE_ICONS[type];
  return (
    <Badge variant="outline">
      <Icon className="size-3.5" aria-hidden="true" />
      {type}
    </Badge>
  );
}

const DIFFICULTY_VARIANT = {
  Beginner: 'secondary',
  Intermediate: 'accent',
  Advanced: 'default',
} as const;

/** The difficulty as the athlete sees it: Beginner while their level is 2 or below (docs/product.md, Training). */
export function DifficultyBadge({
  difficulty,
  athleteLevel,
}: {
  difficulty: Difficulty;
  athleteLevel: number;
}) {
  const shown = displayedDifficulty(difficulty, athleteLevel);
  return <Badge variant={DIFFICULTY_VARIANT[shown]}>{shown}</Badge>;
}

export function DurationLabel({ minutes }: { minutes: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      <Clock className="size-4" aria-hidden="true" />
      {minutes} min
    </span>
  );
}

export function CompletedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-primary">
      <CheckCircle2 className="size-3.5" aria-hidden="true" /> Completed
    </span>
  );
}
