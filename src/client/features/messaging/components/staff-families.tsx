/** The contacts' Families tab: search (name, phone, an athlete's first name), message one, message all found, or message a group. */
import { MessageSquare, Search, Users, UsersRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { useStaffFamilies } from '../api/staff-families';
import { GroupMessageDialog } from './group-message-dialog';
import { StaffMessageDialog, type StaffMessageTarget } from './staff-message-dialog';

export function StaffFamilies() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [target, setTarget] = useState<StaffMessageTarget | null>(null);
  const [isGroupOpen, setIsGroupOpen] = useState(false);
  const list = useStaffFamilies(q);
  const families = list.data?.pages.flatMap((p) => p.families) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
  }

  return (
    <div className="flex flex-col gap-4">
      <form role="search" className="flex gap-2" onSubmit={search}>
        <label htmlFor="family-search" className="sr-only">
          Search families
        </label>
        <Input id="family-search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="Name, phone or athlete" maxLength={100} />
        <Button type="submit" aria-label="Search">
          <Search aria-hidden="true" />
          <span className="hidden sm:inline">Search</span>
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {list.isPending ? 'Searching…' : `${total} ${total === 1 ? 'family' : 'families'}${q ? ` matching “${q}”` : ''}`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setIsGroupOpen(true)}>
            <UsersRound aria-hidden="true" /> Message a group
          </Button>
          <Button variant="outline" disabled={!total} onClick={() => setTarget({ kind: 'all', q, total })}>
            <Users aria-hidden="true" /> Message all {total}
          </Button>
        </div>
      </div>
      {list.isError ? (
        <Alert tone="error" title="Failed to load contacts">
          <Button variant="outline" className="mt-2" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {list.isPending ? <Spinner label="Loading families" /> : null}
      {!list.isPending && !families.length && !list.isError ? <EmptyState title="No families found">Try another name or phone number.</EmptyState> : null}
      <ul className="flex flex-col gap-2">
        {families.map((f) => (
          <li key={f.userId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card p-3">
            <div className="min-w-0">
              <p className="font-semibold wrap-anywhere">{f.displayName}</p>
              <p className="text-xs text-muted-foreground">
                {[f.phone, f.athletes.map((a) => `${a.firstName} (${a.birthYear})`).join(', ') || 'No athletes', f.plan ?? 'No membership'].filter(Boolean).join(' · ')}
              </p>
            </div>
            <Button size="sm" onClick={() => setTarget({ kind: 'one', userId: f.userId, name: f.displayName })}>
              <MessageSquare aria-hidden="true" /> Message
            </Button>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
      <StaffMessageDialog target={target} onClose={() => setTarget(null)} />
      <GroupMessageDialog isOpen={isGroupOpen} onClose={() => setIsGroupOpen(false)} />
    </div>
  );
}
