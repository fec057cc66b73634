/**
 * For coaches and admins (docs/product.md, Academy assistant: Safety): what the assistant's safety
 * check flagged, newest first, with the family to call. Made for the staff inbox to show beside its
 * threads; the server answers 403 to anyone else.
 */
import { ShieldAlert } from 'lucide-react';
import type { TAssistantFlag } from '#shared/validation/assistant';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useAssistantSafetyFlags } from '../api/get-safety-flags';

const CONCERN_LABELS: Record<TAssistantFlag['concern'], string> = {
  'self-harm': 'Self-harm',
  abuse: 'Abuse or inappropriate contact',
  neglect: 'Neglect',
  bullying: 'Bullying',
  profanity: 'Language',
  moderation: 'Flagged by moderation',
};

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function AssistantSafetyFlags() {
  const flags = useAssistantSafetyFlags();
  return (
    <section aria-labelledby="assistant-flags-title" className="space-y-3">
      <h2 id="assistant-flags-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldAlert className="size-5 text-destructive" aria-hidden="true" />
        Safety flags from the AI Assistant
      </h2>
      {flags.isPending ? <Spinner label="Loading safety flags" /> : null}
      {flags.isError ? (
        <Alert tone="error" title="We couldn't load the safety flags.">
          <Button variant="outline" className="mt-2" onClick={() => void flags.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {flags.data?.length === 0 ? <EmptyState title="No safety flags">Messages the assistant’s safety check catches appear here.</EmptyState> : null}
      {flags.data?.length ? (
        <ul className="space-y-2">
          {flags.data.map((flag) => (
            <li key={flag.id} className="rounded-lg border bg-card p-3 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">{CONCERN_LABELS[flag.concern]}</span>
                <time dateTime={flag.createdAt} className="text-xs text-muted-foreground">
                  {when.format(new Date(flag.createdAt))}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-line">{flag.excerpt}</p>
              <p className="mt-1 text-muted-foreground">
                {flag.familyName || 'Unknown User'}
                {flag.familyEmail ? (
                  <>
                    {' · '}
                    <a className="break-all text-primary hover:underline" href={`mailto:${flag.familyEmail}`}>
                      {flag.familyEmail}
                    </a>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
