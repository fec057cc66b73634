/**
 * The audit log: every staff action, newest first, who did it and when, with what changed; filters
 * by action or kind, actor and academy dates, and the filtered log as CSV (docs/product.md, Audit log).
 */
import { type FormEvent, useState } from 'react';
import { AUDIT_ACTION_GROUPS, AUDIT_ACTIONS, type TAuditEntry } from '#shared/validation/audit';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Input, Label, Select } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { type AuditFilterValues, auditFilterQuery, useAuditLog } from '../api/get-audit-log';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const NO_FILTERS: AuditFilterValues = { action: '', actor: '', from: '', to: '' };

/** "before → after" of an edit, one changed field a line. */
function Changes({ details }: { details: TAuditEntry['details'] }) {
  const before = (details.before ?? null) as Record<string, unknown> | null;
  const after = (details.after ?? null) as Record<string, unknown> | null;
  if (!before && !after) return null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (!keys.length) return null;
  const show = (value: unknown) => (value === undefined || value === null ? '–' : typeof value === 'string' ? value : JSON.stringify(value));
  return (
    <ul className="mt-1 text-sm text-muted-foreground" aria-label="What changed">
      {keys.map((key) => (
        <li key={key} className="wrap-anywhere line-clamp-3">
          {key}: {show(before?.[key])} → {show(after?.[key])}
        </li>
      ))}
    </ul>
  );
}

function AuditFilters({ value, onApply }: { value: AuditFilterValues; onApply: (next: AuditFilterValues) => void }) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const query = auditFilterQuery(value);
  return (
    <form onSubmit={submit} aria-label="Filter the audit log" className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="audit-action">Action</Label>
        <Select id="audit-action" value={draft.action} onChange={set('action')}>
          <option value="">All actions</option>
          <optgroup label="Kinds">
            {AUDIT_ACTION_GROUPS.map((group) => (
              <option key={group} value={group}>
                {group} (all)
              </option>
            ))}
          </optgroup>
          <optgroup label="Actions">
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </optgroup>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="audit-actor">Who (e-mail)</Label>
        <Input id="audit-actor" type="search" inputMode="email" maxLength={254} value={draft.actor} onChange={set('actor')} placeholder="coach@example.com" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="audit-from">From</Label>
        <Input id="audit-from" type="date" value={draft.from} onChange={set('from')} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="audit-to">To</Label>
        <Input id="audit-to" type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">Apply filters</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </Button>
        <a className="ml-auto text-sm font-medium text-primary underline underline-offset-4" href={`/api/v1/admin/audit.csv${query ? `?${query}` : ''}`} download>
          Export CSV
        </a>
      </div>
    </form>
  );
}

export function AuditSection() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const log = useAuditLog(filters);
  const isFiltered = auditFilterQuery(filters) !== '';
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="audit-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="audit-heading" className="text-lg font-semibold">
        Audit log
      </h2>
      <AuditFilters value={filters} onApply={setFilters} />
      {log.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : log.isError ? (
        <Alert tone="error" title="We couldn't load the audit log.">
          <p>{log.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void log.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !entries.length ? (
        isFiltered ? (
          <EmptyState title="No actions match these filters">Change or clear the filters to see more.</EmptyState>
        ) : (
          <EmptyState title="No staff actions yet">Role changes, deletions, messages, publishing, uploads and exports are listed here.</EmptyState>
        )
      ) : (
        <ol className="flex flex-col divide-y rounded-xl border bg-card" aria-label="Staff actions">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
              <time dateTime={entry.createdAt} className="shrink-0 text-sm text-muted-foreground sm:w-44">
                {WHEN.format(new Date(entry.createdAt))}
              </time>
              <div className="min-w-0 flex-1">
                <span className="wrap-anywhere">{entry.summary}</span>
                <Changes details={entry.details} />
              </div>
              <span className="shrink-0 break-all text-sm text-muted-foreground">{entry.actorEmail}</span>
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage ? (
        <Button variant="outline" className="self-start" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? 'Loading…' : 'Show older actions'}
        </Button>
      ) : null}
    </section>
  );
}
