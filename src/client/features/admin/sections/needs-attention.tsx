/**
 * "Needs attention" at the top of the Overview (issue 39, point 1; docs/product.md, Needs
 * attention): what waits for staff, each item one tap from the page that handles it; families
 * waiting for an answer longest first, with how long. Refreshed every minute and at once when a
 * thread or a safety case changes.
 */
import { ArrowRight, BellRing, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { TAttentionSection } from '#shared/validation/attention';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { useAttention, waitedFor } from '../api/get-attention';

function AttentionGroup({ section }: { section: TAttentionSection }) {
  const isSafety = section.key === 'safetyCases';
  const headingId = `attention-${section.key}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className={cn('flex items-center gap-2 text-sm font-semibold', isSafety && 'text-destructive')}>
        {isSafety ? <ShieldAlert className="size-4" aria-hidden="true" /> : null}
        {section.label}
        <Badge variant={isSafety ? 'destructive' : 'secondary'}>{section.count}</Badge>
      </h3>
      <ul className="flex flex-col gap-2">
        {section.items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.path}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-lg border bg-card px-3 py-2 hover:border-primary focus-visible:outline-2',
                isSafety && 'border-destructive/50',
              )}
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="break-words font-semibold">{item.title}</span>
                <span className="break-words text-sm text-muted-foreground">{item.detail}</span>
              </span>
              <span className="shrink-0 text-xs font-semibold text-muted-foreground">
                {section.key === 'threads' ? 'waiting ' : ''}
                {waitedFor(item.since)}
              </span>
              <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      {section.count > section.items.length ? (
        <p className="text-xs text-muted-foreground">
          and {section.count - section.items.length} more
        </p>
      ) : null}
    </section>
  );
}

export function NeedsAttentionPanel() {
  const attention = useAttention();
  const waiting = attention.data?.sections.filter((s) => s.count > 0) ?? [];
  return (
    <section aria-labelledby="needs-attention-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="needs-attention-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BellRing className="size-5 text-primary" aria-hidden="true" />
        Needs attention
        {attention.data ? <Badge variant={attention.data.total ? 'accent' : 'secondary'}>{attention.data.total}</Badge> : null}
      </h2>
      {attention.isPending ? <Spinner label="Checking what needs attention" /> : null}
      {attention.isError ? (
        <Alert tone="error" title="We couldn't check what needs attention.">
          <Button variant="outline" className="mt-3" onClick={() => void attention.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {attention.isSuccess && waiting.length === 0 ? <p className="text-sm text-muted-foreground">Nothing is waiting: every family has an answer and every flag is handled.</p> : null}
      {waiting.map((section) => (
        <AttentionGroup key={section.key} section={section} />
      ))}
    </section>
  );
}
