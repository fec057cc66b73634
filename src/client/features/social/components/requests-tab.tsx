/** Tabs Requests (accept or reject what other families sent) and Sent (cancel what is still waiting). */
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { SOCIAL_MESSAGES } from '#shared/social';
import type { TRelationship } from '#shared/validation/social';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useCancelRequest, useRespondToRequest } from '../api/friend-actions';
import { useFriendRequests } from '../api/get-requests';
import { FamilyCard, sinceLabel } from './family-card';

function RequestList({ side, render }: { side: 'received' | 'sent'; render: (r: TRelationship) => ReactNode }) {
  const requests = useFriendRequests();
  const list = requests.data?.[side] ?? [];
  return (
    <section aria-labelledby={`${side}-heading`} className="flex flex-col gap-3">
      <h2 id={`${side}-heading`} className="text-lg font-semibold sm:text-xl">
        {side === 'received' ? 'Friend requests' : 'Sent requests'}
      </h2>
      {requests.isPending ? <Spinner label="Loading friend requests" /> : null}
      {requests.isError ? (
        <Alert tone="error" title={SOCIAL_MESSAGES.loadRequestsFailed}>
          <Button variant="outline" className="mt-2" onClick={() => void requests.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {requests.data && !list.length ? (
        <EmptyState title={side === 'received' ? 'No requests waiting' : 'No requests waiting for an answer'}>
          {side === 'received' ? 'When another family sends you a friend request, it appears here.' : 'Requests you send from the family search appear here until they are answered.'}
        </EmptyState>
      ) : null}
      <ul className="flex flex-col gap-2">{list.map(render)}</ul>
    </section>
  );
}

export function RequestsTab() {
  const respond = useRespondToRequest();
  function answer(id: string, decision: 'accept' | 'reject') {
    respond.mutate(
      { id, decision },
      {
        onSuccess: (r) => toast.success(r.message, decision === 'accept' ? { description: SOCIAL_MESSAGES.acceptedDetail } : {}),
        onError: (error) => toast.error(SOCIAL_MESSAGES.respondFailed, { description: error.message }),
      },
    );
  }
  return (
    <RequestList
      side="received"
      render={(r) => (
        <FamilyCard
          key={r.id}
          displayName={r.displayName}
          athletes={r.athletes}
          detail={sinceLabel('Sent', r.since)}
          actions={
            <>
              <Button size="sm" disabled={respond.isPending} onClick={() => answer(r.id, 'accept')} aria-label={`Accept ${r.displayName}`}>
                <Check aria-hidden="true" /> Accept
              </Button>
              <Button size="sm" variant="outline" disabled={respond.isPending} onClick={() => answer(r.id, 'reject')} aria-label={`Reject ${r.displayName}`}>
                <X aria-hidden="true" /> Reject
              </Button>
            </>
          }
        />
      )}
    />
  );
}

export function SentTab() {
  const cancel = useCancelRequest();
  return (
    <RequestList
      side="sent"
      render={(r) => (
        <FamilyCard
          key={r.id}
          displayName={r.displayName}
          athletes={r.athletes}
          detail={sinceLabel('Sent', r.since)}
          actions={
            <Button
              size="sm"
              variant="outline"
              disabled={cancel.isPending}
              aria-label={`Cancel the request to ${r.displayName}`}
              onClick={() =>
                cancel.mutate(r.id, {
                  onSuccess: (m) => toast.success(m.message),
                  onError: (error) => toast.error(SOCIAL_MESSAGES.cancelFailed, { description: error.message }),
                })
              }
            >
              <X aria-hidden="true" /> Cancel
            </Button>
          }
        />
      )}
    />
  );
}
