import { RefreshCw, Trophy } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { NoAthleteCard } from '#client/components/no-athlete-card';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { firstName } from '#client/lib/format';
import { useSelectedAthlete } from '#client/features/athletes';
import { useWeeklyChallenges } from '../api/get-weekly-challenges';
import { useNow } from '../hooks/use-now';
import { ChallengeCard } from './challenge-card';
import { ClaimRewardsButton } from './claim-rewards-button';

/**
 * This week's challenges for the athlete chosen in the header (docs/product.md, Challenges), with
 * the rewards to claim. Used by the Challenges tab of /training (under an h2, so headingLevel 3)
 * and by /challenges (headingLevel 2).
 */
export function WeeklyChallenges({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { athlete, isLoading } = useSelectedAthlete();
  const weekly = useWeeklyChallenges(athlete?.id);
  const now = useNow();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();

  let body: ReactNode;
  let summary: ReactNode = null;
  if (isLoading || (athlete && weekly.isPending)) body = <PageSpinner label="Loading challenges" />;
  else if (!athlete) body = <NoAthleteCard title="Add your athlete to take on challenges" />;
  else if (weekly.isError) {
    body = (
      <Alert tone="error" title={`Failed to load challenges: ${weekly.error.message}`}>
        <Button variant="outline" className="mt-2" onClick={() => void weekly.refetch()} disabled={weekly.isFetching}>
          Try again
        </Button>
      </Alert>
    );
  } else if (weekly.data && weekly.data.challenges.length === 0) {
    body = (
      <EmptyState
        title="No Weekly Challenges Available"
        action={
          <Button variant="outline" onClick={() => void weekly.refetch()} disabled={weekly.isFetching}>
            <RefreshCw aria-hidden="true" className={weekly.isFetching ? 'animate-spin' : undefined} /> Refresh
          </Button>
        }
      >
        Weekly challenges are being generated. Please check back in a moment.
      </EmptyState>
    );
  } else if (weekly.data) {
    const { challenges, rewardsAvailable } = weekly.data;
    const done = challenges.filter((c) => c.isCompleted).length;
    summary = (
      <p className="text-sm text-muted-foreground">
        {firstName(athlete.name)} has completed {done} of {challenges.length} this week. New challenges start every Monday.
      </p>
    );
    body = (
      <>
        {rewardsAvailable > 0 ? (
          <div className="flex flex-col gap-2 rounded-lg border border-accent bg-accent/10 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm font-medium">Completed challenges are waiting to be claimed.</p>
            <ClaimRewardsButton athleteId={athlete.id} rewardsAvailable={rewardsAvailable} />
          </div>
        ) : null}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {challenges.map((challenge) => (
            <li key={challenge.id}>
              <ChallengeCard
                challenge={challenge}
                athlete={athlete}
                now={now}
                headingLevel={headingLevel === 2 ? 3 : 4}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <Heading id={headingId} className="flex items-center gap-2 text-lg font-semibold sm:text-xl">
          <Trophy className="size-5 text-primary" aria-hidden="true" /> Weekly Challenges
        </Heading>
        {summary}
      </div>
      {body}
    </section>
  );
}
