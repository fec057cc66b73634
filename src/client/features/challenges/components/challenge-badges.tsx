import type { TWeeklyChallenge } from '#shared/validation/challenges';
import { Badge } from '#client/components/ui/badge';
import { CATEGORY_LABELS, DIFFICULTY_LABELS } from '../format';

const DIFFICULTY_VARIANT = { beginner: 'secondary', intermediate: 'accent', advanced: 'default' } as const;

/** The challenge's category and difficulty. */
export function ChallengeBadges({ challenge }: { challenge: Pick<TWeeklyChallenge, 'category' | 'difficulty'> }) {
  return (
    <>
      <Badge variant="outline">{CATEGORY_LABELS[challenge.category]}</Badge>
      <Badge variant={DIFFICULTY_VARIANT[challenge.difficulty]}>{DIFFICULTY_LABELS[challenge.difficulty]}</Badge>
    </>
  );
}
