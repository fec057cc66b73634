/**
 * /contacts (docs/product.md, Contacts; spec part 2, Contacts page): for coaches and admins, the
 * inbox of family conversations, the families with their message dialogs, and what the academy
 * assistant's safety check flagged (docs/product.md, Academy assistant: Safety). A parent sees an
 * access-denied card; the server refuses the staff routes to them in any case.
 */
import { ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { MESSAGING_MESSAGES } from '#shared/messaging';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { PageMeta } from '#client/lib/page-meta';
import { useSession } from '#client/lib/session';
import { AssistantSafetyFlags } from '#client/features/assistant';
import { StaffFamilies } from '../components/staff-families';
import { StaffInbox } from '../components/staff-inbox';

export function ContactsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const role = session.status === 'signed-in' ? session.user.role : 'parent';
  if (role !== 'coach' && role !== 'admin') {
    return (
      <Card className="mx-auto max-w-md">
        <PageMeta title="Contacts" />
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldAlert className="size-5 text-destructive" aria-hidden="true" /> Access Denied
          </CardTitle>
          <CardDescription>{MESSAGING_MESSAGES.staffOnly}</CardDescription>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">To reach the academy, use Messages.</CardContent>
      </Card>
    );
  }
  const requested = params.get('tab');
  const tab = requested === 'families' || requested === 'flags' ? requested : 'inbox';
  return (
    <div className="flex flex-col gap-4">
      <PageMeta title="Contacts" description="Family conversations and contacts for coaches and admins." />
      <h1 className="text-2xl font-bold">Contacts</h1>
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value })}>
        <TabsList>
          <TabsTrigger value="inbox">Inbox</TabsTrigger>
          <TabsTrigger value="families">Families</TabsTrigger>
          <TabsTrigger value="flags">Safety flags</TabsTrigger>
        </TabsList>
        <TabsContent value="inbox">
          <StaffInbox />
        </TabsContent>
        <TabsContent value="families">
          <StaffFamilies />
        </TabsContent>
        <TabsContent value="flags">
          <AssistantSafetyFlags />
        </TabsContent>
      </Tabs>
    </div>
  );
}
