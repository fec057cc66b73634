/**
 * /contacts (docs/product.md, Conversations): for coaches and admins, the
 * inbox of family conversations, the families with their message dialogs, and the safeguarding
 * cases the academy assistant's safety check opens (docs/product.md, Safeguarding cases). A parent sees an
 * access-denied card; the server refuses the staff routes to them in any case.
 */
import { useSearchParams } from 'react-router';
import { MESSAGING_MESSAGES } from '#shared/messaging';
import { StaffOnly, useIsStaff } from '#client/components/staff-only';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { PageMeta } from '#client/lib/page-meta';
import { SafetyCasesList } from '#client/features/safeguarding';
import { StaffFamilies } from '../components/staff-families';
import { StaffInbox } from '../components/staff-inbox';

export function ContactsPage() {
  const [params, setParams] = useSearchParams();
  if (!useIsStaff()) {
    return (
      <StaffOnly title="Contacts" description={MESSAGING_MESSAGES.staffOnly}>
        To reach the academy, use Messages.
      </StaffOnly>
    );
  }
  const requested = params.get('tab');
  // `flags`: the tab's name before safety flags became cases (links in older alerts).
  const tab = requested === 'families' || requested === 'cases' ? requested : requested === 'flags' ? 'cases' : 'inbox';
  return (
    <div className="flex flex-col gap-4">
      <PageMeta title="Contacts" description="Family conversations and contacts for coaches and admins." />
      <h1 className="text-2xl font-bold">Contacts</h1>
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value })}>
        <TabsList>
          <TabsTrigger value="inbox">Inbox</TabsTrigger>
          <TabsTrigger value="families">Families</TabsTrigger>
          <TabsTrigger value="cases">Safety cases</TabsTrigger>
        </TabsList>
        <TabsContent value="inbox">
          <StaffInbox />
        </TabsContent>
        <TabsContent value="families">
          <StaffFamilies />
        </TabsContent>
        <TabsContent value="cases">
          <SafetyCasesList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
