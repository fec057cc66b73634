/**
 * The Contacts page's "Safety cases" tab (docs/product.md, Safeguarding cases): open and in-review
 * cases, longest open first, each one tap from its page; closed cases below, a page at a time.
 */
import { ChevronRight, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { CASE_CONCERN_LABELS, CASE_STATE_LABELS, type TCaseSummary } from '#shared/validation/safety-cases';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { formatDateTime } from '#client/lib/format';
import { useSafetyCases } from '../api/cases';

export function SafetyCasesList() {
  const [view, setView] = useState<'active' | 'closed'>('active');
  const cases = useSafetyCases(view);
  const rows = cases.data?.pages.flatMap((p) => p.cases) ?? [];
  return (
    <section aria-labelledby="safety-cases-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="safety-cases-title" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldAlert className="size-5 text-destructive" aria-hidden="true" />
          Safety cases
        </h2>
        <div className="flex gap-2" role="group" aria-label="Which cases">
          <Button variant={view === 'active' ? 'default' : 'outline'} aria-pressed={view === 'active'} onClick={() => setView('active')}>
            Open
          </Button>
          <Button variant={view === 'closed' ? 'default' : 'outline'} aria-pressed={view === 'closed'} onClick={() => setView('closed')}>
            Closed
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">A message to the AI Assistant about a child at risk opens a case. Every admin is alerted at once.</p>
      {cases.isPending ? <Spinner label="Loading safety cases" /> : null}
      {cases.isError ? (
        <Alert tone="error" title="We couldn't load the safety cases.">
          <Button variant="outline" className="mt-2" onClick={() => void cases.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {cases.isSuccess && rows.length === 0 ? (
        <EmptyState title={view === 'active' ? 'No open cases' : 'No closed cases'}>
          {view === 'active' ? 'Cases the assistant’s safety check opens appear here.' : 'Cases appear here once they are closed.'}
        </EmptyState>
      ) : null}
      {rows.length ? (
        <ul className="space-y-2">
          {rows.map((c) => (
            <CaseRow key={c.id} row={c} />
          ))}
        </ul>
      ) : null}
      {cases.hasNextPage ? (
        <Button variant="outline" onClick={() => void cases.fetchNextPage()} disabled={cases.isFetchingNextPage}>
          Show more
        </Button>
      ) : null}
    </section>
  );
}

function CaseRow({ row }: { row: TCaseSummary }) {
  return (
    <li>
      <Link to={paths.safetyCase(row.id)} className="flex min-h-11 items-center gap-3 rounded-lg border bg-card p-3 text-sm hover:bg-muted">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{CASE_CONCERN_LABELS[row.concern]}</span>
            <Badge variant={row.state === 'open' ? 'destructive' : row.state === 'in-review' ? 'accent' : 'secondary'}>{CASE_STATE_LABELS[row.state]}</Badge>
          </p>
          <p className="break-words">{row.family.name}</p>
          <p className="text-xs text-muted-foreground">
            {row.flags === 1 ? '1 message' : `${row.flags} messages`} · opened {formatDateTime(row.openedAt)} ·{' '}
            {row.owner ? `owner ${row.owner.name}` : 'no owner yet'}
          </p>
        </div>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}
