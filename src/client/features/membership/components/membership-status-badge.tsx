import { type MembershipStatus, membershipStatusText } from '#shared/membership';
import { cn } from '#client/lib/cn';

const TONES: Record<MembershipStatus, string> = {
  active: 'border-success bg-success text-white',
  past_due: 'border-destructive bg-destructive text-destructive-foreground',
  canceled: 'border-warning bg-warning text-white',
  expired: 'border-border bg-muted text-foreground',
};

/** The membership's status in words, never by colour alone. */
export function MembershipStatusBadge({ status, className }: { status: MembershipStatus; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONES[status], className)}>
      {membershipStatusText(status).label}
    </span>
  );
}
