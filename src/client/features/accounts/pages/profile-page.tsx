/**
 * /profile (docs/product.md, Accounts and Membership): four tabs, Profile, Billing, Athletes and
 * Settings; ?tab=athletes (etc.) opens one directly, and switching tabs updates the address.
 */
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert';
import { PageSpinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { PageMeta } from '#client/lib/page-meta';
import { AthletesManager } from '#client/features/athletes';
import { RankingsPrivacySwitch } from '#client/features/leaderboards';
import { firstName } from '#client/lib/format';
import { PaymentsList } from '#client/features/membership';
import { StoreOrders } from '#client/features/store';
import { useMe } from '../api/get-me';
import { ProfileDetails } from '../components/profile-details';
import { SettingsPanel } from '../components/settings-panel';

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'billing', label: 'Billing' },
  { value: 'athletes', label: 'Athletes' },
  { value: 'settings', label: 'Settings' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab.value === value);
}

export function ProfilePage() {
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageMeta title="Profile" />
      <h1 className="text-2xl font-bold sm:text-3xl">Your family</h1>
      {me.isPending ? (
        <PageSpinner label="Loading your profile" />
      ) : me.isError ? (
        <Alert tone="error" title="We couldn't load your profile.">
          {me.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void me.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setSearchParams(value === 'profile' ? {} : { tab: value }, { replace: true })
          }
        >
          <TabsList aria-label="Profile sections">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value} className="h-11">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="profile">
            <ProfileDetails profile={me.data.profile} email={me.data.user.email} />
          </TabsContent>
          <TabsContent value="billing">
            <h2 className="sr-only">Billing</h2>
            <div className="flex flex-col gap-4">
              <StoreOrders />
              <PaymentsList withoutStoreOrders />
            </div>
          </TabsContent>
          <TabsContent value="athletes">
            <Suspense fallback={<PageSpinner label="Loading athletes" />}>
              <AthletesManager
                athleteSettings={(athlete) => <RankingsPrivacySwitch athleteId={athlete.id} athleteName={firstName(athlete.name)} />}
              />
            </Suspense>
          </TabsContent>
          <TabsContent value="settings">
            <SettingsPanel email={me.data.user.email} />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}
