/**
 * /profile (docs/product.md, Accounts and Membership): four tabs, Profile, Billing, Athletes and
 * Settings; ?tab=athletes (etc.) opens one directly, and switching tabs updates the address.
 */
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { m } from '#shared/i18n/paraglide/messages';
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
  { value: 'profile', label: m.profile_tab_profile },
  { value: 'billing', label: m.profile_tab_billing },
  { value: 'athletes', label: m.profile_tab_athletes },
  { value: 'settings', label: m.profile_tab_settings },
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
      <PageMeta title={m.nav_profile()} />
      <h1 className="text-2xl font-bold sm:text-3xl">{m.profile_heading()}</h1>
      {me.isPending ? (
        <PageSpinner label={m.profile_loading()} />
      ) : me.isError ? (
        <Alert tone="error" title={m.profile_load_error()}>
          {me.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void me.refetch()}
          >
            {m.try_again()}
          </button>
        </Alert>
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setSearchParams(value === 'profile' ? {} : { tab: value }, { replace: true })
          }
        >
          <TabsList aria-label={m.profile_sections()}>
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value} className="h-11">
                {label()}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="profile">
            <ProfileDetails profile={me.data.profile} email={me.data.user.email} />
          </TabsContent>
          <TabsContent value="billing">
            <h2 className="sr-only">{m.profile_tab_billing()}</h2>
            <div className="flex flex-col gap-4">
              <StoreOrders />
              <PaymentsList withoutStoreOrders />
            </div>
          </TabsContent>
          <TabsContent value="athletes">
            <Suspense fallback={<PageSpinner label={m.profile_loading_athletes()} />}>
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
