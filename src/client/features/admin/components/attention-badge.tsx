/** The staff navigation's count of what needs attention (on Admin for admins, on Contacts for coaches). */
import { useSession } from '#client/lib/session';
import { useAttention } from '../api/get-attention';

function CountBadge() {
  const attention = useAttention();
  const count = attention.data?.total ?? 0;
  if (!count) return null;
  return (
    <span className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-accent-foreground">
      {count > 99 ? '99+' : count}
      <span className="sr-only"> need attention</span>
    </span>
  );
}

/** For the Admin link (admins only see it). */
export function AdminAttentionBadge() {
  return <CountBadge />;
}

/** For the Contacts link: a coach's count (an admin's is on Admin). */
export function CoachAttentionBadge() {
  const session = useSession();
  if (session.status !== 'signed-in' || session.user.role !== 'coach') return null;
  return <CountBadge />;
}
