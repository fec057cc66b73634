import { Trophy } from 'lucide-react';
import { Suspense } from 'react';
import type { TDashboardResponse } from '#shared/validation/dashboard';
import { Spinner } from '#client/components/ui/spinner';
import { CompactChallenges } from '#client/features/challenges';
import { Panel } from '#client/components/ui/panel';

/**
 * The compact weekly challenges (the first 2) with the rewards to claim, from the dashboard's
 * response (docs/product.md, Dashboard).
 */
export function WeeklyChallengesPanel({
  challenges,
  athlete,
}: {
  challenges: TDashboardResponse['challenges'];
  athlete: TDashboardResponse['athlete'];
}) {
  return (
    <Panel title="Weekly Challenges" icon={Trophy}>
      <Suspense fallback={<Spinner label="Loading challenges" className="py-6" />}>
        <CompactChallenges items={challenges.items} rewardsAvailable={challenges.rewardsAvailable} athlete={athlete} />
      </Suspense>
    </Panel>
  );
}
