import { type MembershipStatus, membershipStatusText } from '#shared/membership';
import { cn } from '#client/lib/cn';

const TONES: Record<MembershipStatus, string> = {
  active: 'border-success bg-success text-white',
  past_due: 'border-destructive bg-destructive text-destructive-foreground',
  canceled: 'border-warning bg-warning text-white',
  expired: 'border-border bg-muted text-foreground',
};

const PAUSED_TONE = 'border-border bg-secondary text-secondary-foreground';

/** The membership's status in words, never by colour alone. */
export function MembershipStatusBadge({ status, pause, className }: { status: MembershipStatus; pause?: { endsAt: string } | null; className?: string }) {
  const isPaused = Boolean(pause) && status !== 'expired';
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', isPaused ? PAUSED_TONE : TONES[status], className)}>
      {membershipStatusText(status, pause).label}
    </span>
  );
}
