/**
 * Admissions (docs/product.md, Admissions): invite a family by e-mail address, and the invitations
 * sent, newest first, each with its status and, while open, Withdraw.
 */
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ZCreateInvitationRequest, INVITATION_MESSAGES, type InvitationStatus, type TInvitation } from '#shared/validation/invitations';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { toast } from '#client/lib/toast';
import { useInvitations, useInviteFamily, useRevokeInvitation } from '../api/admissions';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const STATUS: Record<InvitationStatus, { label: string; variant: 'default' | 'accent' | 'secondary' | 'outline' }> = {
  open: { label: 'Open', variant: 'accent' },
  used: { label: 'Used', variant: 'default' },
  revoked: { label: 'Withdrawn', variant: 'outline' },
  expired: { label: 'Expired', variant: 'secondary' },
};

export function InvitationsPanel() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const invite = useInviteFamily();
  const invitations = useInvitations();
  const shown = invitations.data?.pages.flatMap((page) => page.invitations) ?? [];

  function send(event: FormEvent) {
    event.preventDefault();
    const parsed = ZCreateInvitationRequest.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    invite.mutate(parsed.data.email, {
      onSuccess: () => {
        setEmail('');
        toast.success(INVITATION_MESSAGES.sent(parsed.data.email));
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm md:p-5">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        Invite a family
      </h2>
      <p className="text-sm text-muted-foreground">
        Memberships are for invited families. Accepting an application sends its invitation; here you can invite an address directly. The link works for 30 days.
      </p>
      <form noValidate aria-label="Invite a family" onSubmit={send} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label="Parent's e-mail address" error={error} className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Input type="email" autoComplete="off" inputMode="email" autoCapitalize="none" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Button type="submit" disabled={invite.isPending} className="sm:mt-7">
          <UserPlus aria-hidden="true" />
          Invite family
        </Button>
      </form>
      {shown.length ? (
        <ul aria-label="Invitations" className="flex flex-col divide-y text-sm">
          {shown.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      ) : null}
      {invitations.hasNextPage ? (
        <Button variant="outline" size="sm" className="self-start" onClick={() => void invitations.fetchNextPage()} disabled={invitations.isFetchingNextPage}>
          Show older invitations
        </Button>
      ) : null}
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: TInvitation }) {
  const revoke = useRevokeInvitation();
  const status = STATUS[invitation.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="flex min-w-0 flex-col">
        <span className="break-all font-medium">{invitation.email}</span>
        <span className="text-xs text-muted-foreground">
          Sent <time dateTime={invitation.createdAt}>{DAY.format(new Date(invitation.createdAt))}</time>
          {invitation.status === 'open' ? ` · works until ${DAY.format(new Date(invitation.expiresAt))}` : ''}
        </span>
      </span>
      <span className="flex items-center gap-2">
        <Badge variant={status.variant}>{status.label}</Badge>
        {invitation.status === 'open' ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={revoke.isPending}
            aria-label={`Withdraw the invitation for ${invitation.email}`}
            onClick={() =>
              revoke.mutate(invitation.id, {
                onSuccess: () => toast.success(INVITATION_MESSAGES.revokedDone),
                onError: (failure) => toast.error('Withdraw Failed', { description: failure.message }),
              })
            }
          >
            Withdraw
          </Button>
        ) : null}
      </span>
    </li>
  );
}
