import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import type { TWeeklyChallenge } from '#shared/validation/challenges';
import { EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { useNow } from '../hooks/use-now';
import { ChallengeCard } from './challenge-card';
import type { ChallengeAthlete } from './challenge-dialog';
import { ClaimRewardsButton } from './claim-rewards-button';

/**
 * The dashboard's compact weekly challenges (2 shown, docs/product.md, Dashboard), from the
 * dashboard's own response: the same buttons and timer as the full list, the rewards to claim, and
 * a link to all of them.
 */
export function CompactChallenges({
  items,
  rewardsAvailable,
  athlete,
}: {
  items: TWeeklyChallenge[];
  rewardsAvailable: number;
  athlete: ChallengeAthlete;
}) {
  const now = useNow();
  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <EmptyState title="No Weekly Challenges Available">
          Weekly challenges are being generated. Please check back in a moment.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((challenge) => (
            <li key={challenge.id}>
              <ChallengeCard challenge={challenge} athlete={athlete} now={now} headingLevel={3} isCompact />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <ClaimRewardsButton athleteId={athlete.id} rewardsAvailable={rewardsAvailable} />
        <Button asChild variant="outline" className="sm:ml-auto">
          <Link to={paths.challenges()}>
            All challenges <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
