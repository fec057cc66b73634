/**
 * Tab Add Friends: the player search (families by name, at most 10, saying when more matched) and a
 * request by e-mail, which answers the same whether or not the address belongs to a family
 * (docs/product.md, Social Hub). A family without a membership sees why instead: only academy
 * families look for others.
 */
import { Mail, Search, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { SOCIAL_MESSAGES } from '#shared/social';
import { ZFamilySearchQuery, ZFriendRequestByEmail } from '#shared/validation/social';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useSendRequest, useSendRequestByEmail } from '../api/friend-actions';
import { useSocialAccess } from '../api/get-social-access';
import { useFamilySearch } from '../api/search-families';
import { FamilyCard } from './family-card';

function requestFailed(error: Error & { code?: string }) {
  if (error.code === 'CONFLICT') toast.error(SOCIAL_MESSAGES.alreadyExists, { description: error.message });
  else toast.error(SOCIAL_MESSAGES.sendFailed, { description: error.message });
}

export function AddFriendsTab() {
  const access = useSocialAccess();
  if (access.isPending) return <Spinner label="Loading" />;
  if (access.isError) {
    return (
      <Alert tone="error" title={SOCIAL_MESSAGES.searchFailed}>
        {access.error.message}{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void access.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!access.data.canFindFamilies) {
    return (
      <Alert title={SOCIAL_MESSAGES.membersOnlyTitle}>
        <p>{access.data.message ?? SOCIAL_MESSAGES.membersOnly}</p>
        <p className="mt-2">
          <Link className="font-medium text-primary underline underline-offset-4" to={paths.membership()}>
            See the membership plans
          </Link>
        </p>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <FamilySearch />
      <RequestByEmail />
    </div>
  );
}

function FamilySearch() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [error, setError] = useState<string>();
  const [requested, setRequested] = useState<Set<string>>(new Set());
  const results = useFamilySearch(q);
  const send = useSendRequest();

  function search(event: FormEvent) {
    event.preventDefault();
    const parsed = ZFamilySearchQuery.safeParse({ q: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? SOCIAL_MESSAGES.searchRequired);
      return;
    }
    setError(undefined);
    setQ(parsed.data.q);
  }

  function request(familyId: string) {
    send.mutate(familyId, {
      onSuccess: (r) => {
        setRequested((s) => new Set(s).add(familyId));
        toast.success(r.message);
      },
      onError: requestFailed,
    });
  }

  return (
    <section aria-labelledby="search-heading" className="flex flex-col gap-3">
      <h2 id="search-heading" className="text-lg font-semibold sm:text-xl">
        Find a family
      </h2>
      <form role="search" noValidate className="flex items-end gap-2" onSubmit={search}>
        <Field label="Family name" error={error} className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="e.g. Garcia" maxLength={80} autoComplete="off" />
        </Field>
        <Button type="submit" aria-label="Search families" className={error ? 'mb-7' : undefined}>
          <Search aria-hidden="true" />
          <span className="hidden sm:inline">Search</span>
        </Button>
      </form>
      {results.isFetching && !results.data ? <Spinner label="Searching families" /> : null}
      {results.isError ? <Alert tone="error" title={SOCIAL_MESSAGES.searchFailed}>{results.error.message}</Alert> : null}
      {q && results.data && !results.data.families.length ? <EmptyState title="No families found">Try the start of another name, or send a request by e-mail.</EmptyState> : null}
      {results.data?.hasMore ? <p className="text-sm text-muted-foreground">{SOCIAL_MESSAGES.moreResults}</p> : null}
      {results.data?.families.length ? (
        <ul className="flex flex-col gap-2" aria-label="Families found">
          {results.data.families.map((f) => (
            <FamilyCard
              key={f.familyId}
              displayName={f.displayName}
              athletes={f.athletes}
              actions={
                <Button size="sm" disabled={requested.has(f.familyId) || send.isPending} onClick={() => request(f.familyId)} aria-label={`Add ${f.displayName} as a friend`}>
                  <UserPlus aria-hidden="true" /> {requested.has(f.familyId) ? 'Requested' : 'Add Friend'}
                </Button>
              }
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RequestByEmail() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendRequestByEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZFriendRequestByEmail.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? SOCIAL_MESSAGES.emailRequired);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data.email, {
      onSuccess: (r) => {
        setEmail('');
        toast.success(SOCIAL_MESSAGES.sent, { description: r.message });
      },
      onError: (e) => {
        setError(e.message);
        requestFailed(e);
      },
    });
  }

  return (
    <section aria-labelledby="email-heading" className="flex flex-col gap-3">
      <h2 id="email-heading" className="text-lg font-semibold sm:text-xl">
        Send a request by e-mail
      </h2>
      <form noValidate className="flex items-end gap-2" onSubmit={submit}>
        <Field label="Family’s e-mail address" error={error} className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="parent@example.com" autoComplete="off" maxLength={254} />
        </Field>
        <Button type="submit" disabled={send.isPending} className={error ? 'mb-7' : undefined}>
          <Mail aria-hidden="true" /> Send
        </Button>
      </form>
      <p className="text-xs text-muted-foreground">
        For privacy we never say whether an address belongs to an academy family. A request sent by e-mail is not listed under Sent; the family
        appears under Friends when they accept.
      </p>
    </section>
  );
}
