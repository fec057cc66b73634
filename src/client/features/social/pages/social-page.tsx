/**
 * /social (docs/product.md, Social Hub): tabs Friends, Add Friends, Requests and Sent. Friendships
 * are between families; other families' athletes show a first name only, and there is no free text
 * between families.
 */
import { Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SOCIAL_TABS, type SocialTab } from '#shared/social';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { PageMeta } from '#client/lib/page-meta';
import { useFriendRequests } from '../api/get-requests';
import { AddFriendsTab } from '../components/add-friends-tab';
import { FriendsTab } from '../components/friends-tab';
import { RequestsTab, SentTab } from '../components/requests-tab';

const isTab = (value: string | null): value is SocialTab => SOCIAL_TABS.some((t) => t.value === value);

export function SocialPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SocialTab = isTab(requested) ? requested : 'friends';
  const waiting = useFriendRequests().data?.received.length ?? 0;
  const show = (value: string) => setSearchParams(value === 'friends' ? {} : { tab: value }, { replace: true });
  return (
    <div className="flex flex-col gap-5">
      <PageMeta title="Social Hub" description="Friends between academy families: find a family, answer requests, and the friends’ board." />
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Users className="size-7 text-primary" aria-hidden="true" /> Social Hub
        </h1>
        <p className="text-muted-foreground">Become friends with other academy families and follow each other’s athletes this week.</p>
      </header>
      <Tabs value={tab} onValueChange={show}>
        <TabsList aria-label="Social Hub" className="[&>button]:px-1.5 [&>button]:text-[0.8125rem] sm:[&>button]:px-3 sm:[&>button]:text-sm">
          {SOCIAL_TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="h-11">
              {label}
              {value === 'requests' && waiting ? (
                <span className="ml-1 rounded-full bg-primary px-1.5 text-xs text-primary-foreground" aria-label={`${waiting} waiting`}>
                  {waiting}
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="friends">
          <FriendsTab onFindFriends={() => show('add')} />
        </TabsContent>
        <TabsContent value="add">
          <AddFriendsTab />
        </TabsContent>
        <TabsContent value="requests">
          <RequestsTab />
        </TabsContent>
        <TabsContent value="sent">
          <SentTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
