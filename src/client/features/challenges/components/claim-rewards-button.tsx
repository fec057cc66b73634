import { Gift } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/lib/toast';
import { useClaimRewards } from '../api/claim-rewards';

/**
 * "Claim Rewards (N XP earned)" while completed challenges wait to be claimed (docs/product.md,
 * Challenges). The XP was added to the total at completion, so neither the button nor the toast
 * promises more: claiming collects the challenges once.
 */
export function ClaimRewardsButton({
  athleteId,
  rewardsAvailable,
  className,
}: {
  athleteId: string;
  rewardsAvailable: number;
  className?: string;
}) {
  const claim = useClaimRewards();
  if (rewardsAvailable <= 0) return null;
  return (
    <Button
      variant="accent"
      className={className}
      disabled={claim.isPending}
      onClick={() =>
        claim.mutate(athleteId, {
          onSuccess: ({ claimedCount, claimedXp }) => {
            if (claimedCount === 0) return;
            toast.success('Rewards Claimed!', {
              description: `${claimedCount} completed ${claimedCount === 1 ? 'challenge' : 'challenges'} collected. ${claimedXp} XP was added when ${claimedCount === 1 ? 'it was' : 'they were'} completed.`,
            });
          },
          onError: (error) => toast.error('Failed to claim reward', { description: error.message }),
        })
      }
    >
      <Gift aria-hidden="true" />
      {claim.isPending ? 'Claiming...' : `Claim Rewards (${rewardsAvailable} XP earned)`}
    </Button>
  );
}
