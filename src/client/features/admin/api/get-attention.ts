import { useQuery } from '@tanstack/react-query';
import type { TAttention } from '#shared/validation/attention';
import { api } from '#client/lib/api';
import { useSession } from '#client/lib/session';

export const attentionQueryKey = ['attention'] as const;

/** Checked again every minute while open (applications and payments have no live event), and at once on a staff 'messages' event. */
const POLL_MS = 60_000;

/** What needs attention, for a coach or an admin; nothing is asked for anyone else. */
export function useAttention() {
  const session = useSession();
  const role = session.status === 'signed-in' ? session.user.role : null;
  return useQuery({
    queryKey: attentionQueryKey,
    queryFn: () => api.get<TAttention>('/api/v1/staff/attention'),
    enabled: role === 'admin' || role === 'coach',
    refetchInterval: POLL_MS,
  });
}

/** "3 h", "2 d", "12 min": how long something has waited. */
export function waitedFor(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}
