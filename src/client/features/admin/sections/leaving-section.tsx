/**
 * The overview's Leaving list (issue 39, point 3; decision 074): memberships cancelled or withdrawn,
 * with who, why and when, newest asked first, and one win-back per departure to the family's
 * Academy Support thread ("Win-back sent Dec 3" on the row once it went).
 */
import { useState } from 'react';
import { Send } from 'lucide-react';
import { ACADEMY } from '#shared/academy';
import { DEPARTURE_MESSAGES, DEPARTURE_REASON_LABELS, WIN_BACK_MAX } from '#shared/departures';
import type { TDeparture } from '#shared/validation/departures';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Textarea } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useDepartures, useSendWinBack } from '../api/departures';

const day = (iso: string, month: 'short' | 'long' = 'short') =>
  new Date(iso).toLocaleDateString('en-US', { month, day: 'numeric', year: month === 'long' ? 'numeric' : undefined, timeZone: ACADEMY.timeZone });

const whoOf = (d: TDeparture) => (d.athleteFirstName ? `${d.familyName} · ${d.athleteFirstName}` : d.familyName);

function WinBackDialog({ departure, onClose }: { departure: TDeparture; onClose: () => void }) {
  const name = departure.athleteFirstName ?? 'your athlete';
  const [body, setBody] = useState(
    `Hi ${departure.familyName.split(/\s+/)[0] ?? departure.familyName}, we're sorry to see ${name} go. If anything we can change would help ${name} keep training with us, reply here: we'd love to hear it.`,
  );
  const send = useSendWinBack();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={`Win back ${departure.familyName}`} description="Sent once, to the family's Academy Support thread, and kept in the audit log.">
        <form
          aria-label="Win-back message"
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate(
              { membershipId: departure.membershipId, body: body.trim() },
              {
                onSuccess: () => {
                  toast.success('Win-back sent', { description: `In ${departure.familyName}'s Academy Support thread.` });
                  onClose();
                },
                onError: (error) => toast.error('Could not send the win-back', { description: error.message }),
              },
            );
          }}
        >
          <Field label="Message" limit={{ length: body.length, max: WIN_BACK_MAX, message: DEPARTURE_MESSAGES.winBackTooLong }}>
            <Textarea value={body} rows={8} onChange={(e) => setBody(e.target.value)} required />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending || !body.trim() || body.length > WIN_BACK_MAX}>
              <Send aria-hidden="true" />
              {send.isPending ? 'Sending…' : 'Send Win-back'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function LeavingPanel() {
  const departures = useDepartures();
  const [winning, setWinning] = useState<TDeparture | null>(null);
  const rows = departures.data?.pages.flatMap((p) => p.departures) ?? [];
  return (
    <section id="leaving" aria-labelledby="leaving-heading" className="flex scroll-mt-4 flex-col gap-3">
      <div>
        <h2 id="leaving-heading" className="text-lg font-semibold">
          Leaving
        </h2>
        <p className="text-sm text-muted-foreground">Memberships cancelled or withdrawn, newest first, with the reason the family gave.</p>
      </div>
      {departures.isPending ? <Spinner label="Loading who is leaving" /> : null}
      {departures.isError ? (
        <Alert tone="error" title="We couldn't load who is leaving.">
          <Button variant="outline" className="mt-3" onClick={() => void departures.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {departures.isSuccess && !rows.length ? <EmptyState title="No one is leaving">No family has cancelled or withdrawn.</EmptyState> : null}
      {rows.length ? (
        <ul className="flex flex-col gap-3" aria-label="Families leaving">
          {rows.map((d) => (
            <li key={d.membershipId} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-start">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="break-words font-semibold">{whoOf(d)}</span>
                <span className="break-words text-sm text-muted-foreground">
                  {d.planLabel} · {d.kind === 'withdraw' ? 'Withdrew early' : 'Cancelled'} · asked {day(d.askedAt)} · effective {day(d.effectiveAt)}
                </span>
                <span className="flex flex-wrap items-center gap-1.5">
                  <Badge variant="secondary">{DEPARTURE_REASON_LABELS[d.reason]}</Badge>
                  {d.winBackSentAt ? <Badge variant="outline">Win-back sent {day(d.winBackSentAt)}</Badge> : null}
                </span>
                {d.note ? <p className="break-words text-sm">“{d.note}”</p> : null}
              </div>
              {d.winBackSentAt ? null : (
                <Button variant="outline" className="self-start" onClick={() => setWinning(d)}>
                  <Send aria-hidden="true" />
                  Win Back<span className="sr-only"> {d.familyName}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {departures.hasNextPage ? (
        <Button variant="outline" className="self-start" disabled={departures.isFetchingNextPage} onClick={() => void departures.fetchNextPage()}>
          {departures.isFetchingNextPage ? 'Loading…' : 'Show More'}
        </Button>
      ) : null}
      {winning ? <WinBackDialog departure={winning} onClose={() => setWinning(null)} /> : null}
    </section>
  );
}
