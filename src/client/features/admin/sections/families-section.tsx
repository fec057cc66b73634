/**
 * The Families tab (docs/product.md, Admin): every family with its contacts,
 * athletes (first names), membership and role; search, refresh, a table on a wide screen and cards
 * on a phone, a page at a time; View profile, Send Message (one or all listed), roles after a
 * confirmation naming the person and the new role (decision 073), and delete after the spec's
 * confirmation, optimistically.
 */
import { Eye, Mail, RefreshCw, Send, ShieldAlert, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppError } from '#shared/errors';
import { formatSessionsRemaining } from '#shared/sessions-remaining';
import { ROLES, type Role } from '#shared/validation/accounts';
import { CONTACT_MESSAGES, type TContact } from '#shared/validation/contacts';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Input, Label, Select } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { formatDate } from '#client/lib/format';
import { useSession } from '#client/lib/session';
import { toast } from '#client/lib/toast';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import { useSetContactRole } from '../api/set-contact-role';
import { CreditForm } from '../components/credit-form';
import { type MessageTarget, SendMessageDialog } from '../components/send-message-dialog';

const ROLE_LABELS: Record<Role, string> = { parent: 'Parent', coach: 'Coach', admin: 'Admin' };

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type Actions = {
  onView: (c: TContact) => void;
  onMessage: (c: TContact) => void;
  onDelete: (c: TContact) => void;
  onRole: (c: TContact, role: Role) => void;
  selfId: string | undefined;
};

export function FamiliesSection() {
  // `?q=`: a link from Needs attention opens the tab on that family.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => (params.get('q') ?? '').slice(0, 100));
  const q = useDebounced(search.trim(), 300);
  const contacts = useContacts(q);
  const remove = useDeleteContact();
  const setRole = useSetContactRole();
  const session = useSession();
  const selfId = session.status === 'signed-in' ? session.user.id : undefined;
  const [profile, setProfile] = useState<TContact | null>(null);
  const [deleting, setDeleting] = useState<TContact | null>(null);
  const [roleChange, setRoleChange] = useState<{ contact: TContact; role: Role } | null>(null);
  const [messageTarget, setMessageTarget] = useState<MessageTarget | null>(null);

  const rows = contacts.data?.pages.flatMap((page) => page.contacts) ?? [];
  const total = contacts.data?.pages[0]?.total ?? 0;

  function confirmDelete(contact: TContact) {
    setDeleting(null);
    setProfile(null);
    remove.mutate(contact.userId, {
      onSuccess: () => toast.success(CONTACT_MESSAGES.deleted(contact.displayName)),
      onError: (error) =>
        toast.error(error instanceof AppError ? CONTACT_MESSAGES.deleteFailed(contact.displayName, error.message) : CONTACT_MESSAGES.deleteUnexpected),
    });
  }

  function changeRole(contact: TContact, role: Role) {
    setRoleChange(null);
    setRole.mutate(
      { userId: contact.userId, role },
      {
        onSuccess: () => toast.success(`${contact.displayName} is now ${ROLE_LABELS[role].toLowerCase()}.`),
        onError: (error) => toast.error('Failed to change the role', { description: error.message }),
      },
    );
  }

  const actions: Actions = {
    onView: setProfile,
    onMessage: (c) => setMessageTarget({ kind: 'one', userId: c.userId, name: c.displayName }),
    onDelete: setDeleting,
    // The select only asks: the role changes once the dialog is confirmed.
    onRole: (contact, role) => {
      if (role === contact.role) return;
      setProfile(null);
      setRoleChange({ contact, role });
    },
    selfId,
  };

  return (
    <section aria-labelledby="families-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="families-heading" className="text-lg font-semibold">
          Families
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void contacts.refetch()} disabled={contacts.isFetching}>
            <RefreshCw aria-hidden="true" className={contacts.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
          <Button onClick={() => setMessageTarget({ kind: 'all', q, total })} disabled={!total}>
            <Send aria-hidden="true" />
            Message all listed ({total})
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="families-search">Search families</Label>
        <Input
          id="families-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name, e-mail, phone or an athlete's first name"
          maxLength={100}
        />
      </div>

      {contacts.isPending ? (
        <Spinner label="Loading families" />
      ) : contacts.isError ? (
        <Alert tone="error" title={CONTACT_MESSAGES.loadFailed}>
          <p>{contacts.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void contacts.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState title={q ? 'No families match this search' : 'No families yet'}>
          {q ? 'Try a name, an e-mail address, a phone number or an athlete’s first name.' : 'Families appear here when they sign up.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {rows.length} of {total} {total === 1 ? 'family' : 'families'}
          </p>
          <ContactsTable rows={rows} {...actions} />
          <ul className="flex flex-col gap-3 md:hidden" aria-label="Families">
            {rows.map((c) => (
              <li key={c.userId}>
                <ContactCard contact={c} {...actions} />
              </li>
            ))}
          </ul>
          {contacts.hasNextPage ? (
            <Button variant="outline" className="self-start" onClick={() => void contacts.fetchNextPage()} disabled={contacts.isFetchingNextPage}>
              {contacts.isFetchingNextPage ? 'Loading…' : 'Show more families'}
            </Button>
          ) : null}
        </>
      )}

      <ProfileDialog contact={profile} onClose={() => setProfile(null)} {...actions} />
      <Dialog open={deleting !== null} onOpenChange={(open) => (open ? undefined : setDeleting(null))}>
        {deleting ? (
          <DialogContent title={`Delete ${deleting.displayName}?`} description={CONTACT_MESSAGES.deleteConfirm}>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button variant="destructive" onClick={() => confirmDelete(deleting)}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
      <Dialog open={roleChange !== null} onOpenChange={(open) => (open ? undefined : setRoleChange(null))}>
        {roleChange ? (
          <DialogContent
            title={CONTACT_MESSAGES.roleConfirmTitle(roleChange.contact.displayName, roleChange.role)}
            description={`${roleChange.contact.displayName} (${roleChange.contact.email}) is ${ROLE_LABELS[roleChange.contact.role].toLowerCase()} now.`}
          >
            {roleChange.role === 'admin' ? (
              <Alert tone="warning" title="Full control of the academy" className="mb-4">
                <p>{CONTACT_MESSAGES.roleConfirm.admin}</p>
              </Alert>
            ) : (
              <p className="mb-4 text-sm">{CONTACT_MESSAGES.roleConfirm[roleChange.role]}</p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setRoleChange(null)}>
                Cancel
              </Button>
              <Button variant={roleChange.role === 'admin' ? 'destructive' : 'default'} onClick={() => changeRole(roleChange.contact, roleChange.role)}>
                {roleChange.role === 'admin' ? <ShieldAlert aria-hidden="true" /> : null}
                {CONTACT_MESSAGES.roleConfirmAction(roleChange.role)}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
      <SendMessageDialog target={messageTarget} onClose={() => setMessageTarget(null)} />
    </section>
  );
}

function MembershipText({ membership }: { membership: TContact['membership'] }) {
  if (!membership) return <span className="text-muted-foreground">No membership</span>;
  return (
    <span>
      {membership.plan} <Badge variant={membership.status === 'active' ? 'default' : 'outline'}>{membership.status.replace('_', ' ')}</Badge>
    </span>
  );
}

/** Each athlete's sessions remaining: "Leo: 7 of 12 left · renews Jun 14". */
function SessionsText({ sessions }: { sessions: TContact['sessions'] }) {
  return (
    <ul className="flex flex-col gap-1">
      {sessions.map((s) => (
        <li key={s.athleteName}>
          {s.athleteName}: {formatSessionsRemaining(s.remaining, { isEnding: s.isEnding })}
        </li>
      ))}
    </ul>
  );
}

function RoleSelect({ contact, onRole, selfId }: Pick<Actions, 'onRole' | 'selfId'> & { contact: TContact }) {
  return (
    <Select
      aria-label={`Role of ${contact.displayName}${contact.userId === selfId ? ' (you)' : ''}`}
      value={contact.role}
      onChange={(e) => onRole(contact, e.target.value as Role)}
      className="h-9 w-auto min-w-28 text-sm"
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </Select>
  );
}

function RowActions({ contact, onView, onMessage, onDelete, selfId }: Actions & { contact: TContact }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Button variant="ghost" size="sm" onClick={() => onView(contact)} aria-label={`View profile of ${contact.displayName}`}>
        <Eye aria-hidden="true" />
        <span className="md:sr-only">View profile</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onMessage(contact)} aria-label={`Send Message to ${contact.displayName}`}>
        <Mail aria-hidden="true" />
        <span className="md:sr-only">Message</span>
      </Button>
      {contact.userId === selfId ? null : (
        <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onDelete(contact)} aria-label={`Delete ${contact.displayName}`}>
          <Trash2 aria-hidden="true" />
          <span className="md:sr-only">Delete</span>
        </Button>
      )}
    </div>
  );
}

function ContactsTable({ rows, ...actions }: Actions & { rows: TContact[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Families</caption>
        <thead className="border-b bg-muted/50">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Parent</th>
            <th scope="col" className="px-3 py-2 font-semibold">Phone</th>
            <th scope="col" className="px-3 py-2 font-semibold">Athletes</th>
            <th scope="col" className="px-3 py-2 font-semibold">Membership</th>
            <th scope="col" className="px-3 py-2 font-semibold">Joined</th>
            <th scope="col" className="px-3 py-2 font-semibold">Role</th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((c) => (
            <tr key={c.userId} className="align-top">
              <td className="px-3 py-2">
                <div className="font-medium">{c.displayName}</div>
                <div className="break-all text-muted-foreground">{c.email}</div>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{c.phone ?? '—'}</td>
              <td className="px-3 py-2">{c.athletes.length ? c.athletes.join(', ') : '—'}</td>
              <td className="px-3 py-2">
                <MembershipText membership={c.membership} />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(c.joinedAt)}</td>
              <td className="px-3 py-2">
                <RoleSelect contact={c} onRole={actions.onRole} selfId={actions.selfId} />
              </td>
              <td className="px-3 py-2">
                <RowActions contact={c} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContactCard({ contact: c, ...actions }: Actions & { contact: TContact }) {
  return (
    <article className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm" aria-label={c.displayName}>
      <div>
        <h3 className="font-semibold">{c.displayName}</h3>
        <p className="break-all text-sm text-muted-foreground">{c.email}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Phone</dt>
        <dd>{c.phone ?? '—'}</dd>
        <dt className="text-muted-foreground">Athletes</dt>
        <dd>{c.athletes.length ? c.athletes.join(', ') : '—'}</dd>
        <dt className="text-muted-foreground">Membership</dt>
        <dd>
          <MembershipText membership={c.membership} />
        </dd>
        <dt className="text-muted-foreground">Joined</dt>
        <dd>{formatDate(c.joinedAt)}</dd>
      </dl>
      <div className="flex items-center gap-3 text-sm">
        <span className="text-muted-foreground" aria-hidden="true">
          Role
        </span>
        <RoleSelect contact={c} onRole={actions.onRole} selfId={actions.selfId} />
      </div>
      <RowActions contact={c} {...actions} />
    </article>
  );
}

function ProfileDialog({ contact, onClose, ...actions }: Actions & { contact: TContact | null; onClose: () => void }) {
  return (
    <Dialog open={contact !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {contact ? (
        <DialogContent title={contact.displayName} description="The family's profile">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">E-mail</dt>
            <dd className="break-all">{contact.email}</dd>
            <dt className="text-muted-foreground">Phone</dt>
            <dd>{contact.phone ?? '—'}</dd>
            <dt className="text-muted-foreground">Address</dt>
            <dd>{contact.address ?? '—'}</dd>
            <dt className="text-muted-foreground">Athletes</dt>
            <dd>{contact.athletes.length ? contact.athletes.join(', ') : '—'}</dd>
            <dt className="text-muted-foreground">Membership</dt>
            <dd>
              <MembershipText membership={contact.membership} />
            </dd>
            {contact.sessions.length ? (
              <>
                <dt className="text-muted-foreground">Sessions</dt>
                <dd>
                  <SessionsText sessions={contact.sessions} />
                </dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">Joined</dt>
            <dd>{formatDate(contact.joinedAt)}</dd>
            <dt className="text-muted-foreground">Role</dt>
            <dd>
              <RoleSelect contact={contact} onRole={actions.onRole} selfId={actions.selfId} />
            </dd>
          </dl>
          <CreditForm familyId={contact.userId} familyName={contact.displayName} />
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              onClick={() => {
                onClose();
                actions.onMessage(contact);
              }}
            >
              <Mail aria-hidden="true" />
              Send Message
            </Button>
            {contact.userId === actions.selfId ? null : (
              <Button
                variant="destructive"
                onClick={() => {
                  onClose();
                  actions.onDelete(contact);
                }}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
