/** Tab Friends: the family's friends (either may end a friendship) and the friends' board. */
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { SOCIAL_MESSAGES } from '#shared/social';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useRemoveFriend } from '../api/friend-actions';
import { useFriends } from '../api/get-friends';
import { FamilyCard, sinceLabel } from './family-card';
import { FriendsBoard } from './friends-board';

export function FriendsTab({ onFindFriends }: { onFindFriends: () => void }) {
  const friends = useFriends();
  const remove = useRemoveFriend();
  const [confirming, setConfirming] = useState<string | null>(null);

  function removeFriend(id: string) {
    remove.mutate(id, {
      onSuccess: (r) => toast.success(r.message),
      onError: (error) => toast.error(SOCIAL_MESSAGES.removeFailed, { description: error.message }),
      onSettled: () => setConfirming(null),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="friends-heading" className="flex flex-col gap-3">
        <h2 id="friends-heading" className="text-lg font-semibold sm:text-xl">
          Friends
        </h2>
        {friends.isPending ? <Spinner label="Loading friends" /> : null}
        {friends.isError ? (
          <Alert tone="error" title={SOCIAL_MESSAGES.loadFriendsFailed}>
            <Button variant="outline" className="mt-2" onClick={() => void friends.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {friends.data && !friends.data.friends.length ? (
          <EmptyState title="No friends yet" action={<Button onClick={onFindFriends}>Add Friends</Button>}>
            Find another academy family by name or e-mail. Once they accept, your athletes see each other on the friends’ board.
          </EmptyState>
        ) : null}
        <ul className="flex flex-col gap-2" aria-label="Your friends">
          {friends.data?.friends.map((f) => (
            <FamilyCard
              key={f.id}
              displayName={f.displayName}
              athletes={f.athletes}
              detail={sinceLabel('Friends since', f.since)}
              actions={
                confirming === f.id ? (
                  <>
                    <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={() => removeFriend(f.id)}>
                      Remove {f.displayName}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                      Keep
                    </Button>
                  </>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => setConfirming(f.id)} aria-label={`Remove ${f.displayName} from friends`}>
                    <UserMinus aria-hidden="true" /> Remove
                  </Button>
                )
              }
            />
          ))}
        </ul>
      </section>
      <FriendsBoard />
    </div>
  );
}
