/**
 * A trial session from an application (docs/product.md, Admissions; decision 084): the card's line
 * with the trial booked or cancelled, and the dialogs to book one (the coming sessions of the Core
 * group for the child's birth year; with the invitation when none was sent) and to cancel it.
 */
import { CalendarPlus, MapPin } from 'lucide-react';
import { useState } from 'react';
import { describeYears } from '#shared/training-groups';
import type { TApplication } from '#shared/validation/application-inbox';
import { TRIAL_HORIZON_DAYS, TRIAL_MESSAGES, type TTrial, type TTrialSession } from '#shared/validation/trials';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useBookTrial, useCancelTrial, useTrialOptions } from '../api/trials';
import { dayLabel, timeLabel } from './session-labels';

const sessionTitle = (s: TTrialSession) => s.title ?? `${s.groupLabel} training`;

/** The card's trial: what is booked (or was cancelled, and why), with Book and Cancel. */
export function TrialPanel({ application, trial }: { application: TApplication; trial: TTrial | undefined }) {
  const [isBookOpen, setIsBookOpen] = useState(false);
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const cancel = useCancelTrial();
  const isBooked = trial?.status === 'booked';
  // The moment the card was shown: a trial that has started can no longer be cancelled (the server says so too).
  const [shownAt] = useState(() => Date.now());
  const isComing = trial ? Date.parse(trial.session.startsAt) > shownAt : false;

  function cancelTrial(trialId: string) {
    cancel.mutate(trialId, {
      onSuccess: () => {
        setIsCancelOpen(false);
        toast.success(TRIAL_MESSAGES.cancelled, { description: `${application.parentName} is e-mailed at ${application.email}.` });
      },
      onError: (error) => toast.error('Cancel Failed', { description: error.message }),
    });
  }

  return (
    <div className="flex flex-col gap-2">
      {trial ? (
        <div className="flex flex-col gap-1 rounded-lg border bg-muted/40 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">Trial session</span>
            <Badge variant={isBooked ? 'default' : 'outline'}>{isBooked ? 'Booked' : 'Cancelled'}</Badge>
          </div>
          <p>
            {sessionTitle(trial.session)} · {dayLabel(trial.session.date)} · {timeLabel(trial.session)}
          </p>
          <p className="flex items-start gap-1 text-muted-foreground">
            <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span className="wrap-anywhere">{trial.session.location}</span>
          </p>
          {trial.status === 'cancelled' ? (
            <p className="text-muted-foreground">{trial.cancelCause === 'session' ? 'Cancelled with its session; the family was e-mailed.' : 'Cancelled by an admin; the family was e-mailed.'}</p>
          ) : null}
          {isBooked && isComing ? (
            <Button variant="outline" size="sm" className="mt-1 self-start" onClick={() => setIsCancelOpen(true)}>
              Cancel trial
            </Button>
          ) : null}
        </div>
      ) : null}
      {application.status !== 'declined' && !isBooked ? (
        <Button variant="outline" onClick={() => setIsBookOpen(true)}>
          <CalendarPlus aria-hidden="true" />
          {application.invitedAt ? 'Book a trial session' : 'Invite with a trial session'}
        </Button>
      ) : null}

      {isBookOpen ? <BookTrialDialog application={application} onClose={() => setIsBookOpen(false)} /> : null}
      {trial ? (
        <Dialog open={isCancelOpen} onOpenChange={setIsCancelOpen}>
          <DialogContent
            title="Cancel this trial session?"
            description={`${application.parentName} is e-mailed at ${application.email} that ${application.playerName}’s trial on ${dayLabel(trial.session.date)} is cancelled.`}
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Keep it</Button>
              </DialogClose>
              <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancelTrial(trial.id)}>
                Cancel trial
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}

/** The coming sessions of the child's group, one to choose; one action books it (and invites). */
function BookTrialDialog({ application, onClose }: { application: TApplication; onClose: () => void }) {
  const options = useTrialOptions(application.id);
  const book = useBookTrial();
  const [sessionId, setSessionId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isInvited = application.invitedAt !== null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!sessionId) return setError('Choose a session.');
    setError(null);
    book.mutate(
      { applicationId: application.id, sessionId },
      {
        onSuccess: () => {
          toast.success(TRIAL_MESSAGES.booked, { description: isInvited ? `${application.email} is e-mailed the trial.` : `The invitation with the trial is sent to ${application.email}.` });
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        title={`A trial session for ${application.playerName}`}
        description={
          isInvited
            ? `The family already has an invitation: ${application.email} is e-mailed the trial, and the invitation stands.`
            : `The invitation to join is e-mailed to ${application.email} with the trial in it.`
        }
      >
        {options.isPending ? <Spinner label="Loading the coming sessions" /> : null}
        {options.isError ? (
          <Alert tone="error" title="We couldn't load the sessions.">
            <p>{options.error.message}</p>
          </Alert>
        ) : null}
        {options.data ? (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-label="Book a trial session">
            {options.data.sessions.length === 0 ? (
              <EmptyState title="No coming sessions">
                {options.data.groups.join(' or ')} has no scheduled session in the next {TRIAL_HORIZON_DAYS / 7} weeks.
              </EmptyState>
            ) : (
              <fieldset className="flex min-w-0 flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold">
                  {options.data.groups.join(' or ')} (born {describeYears(options.data.birthYears)}), next {TRIAL_HORIZON_DAYS / 7} weeks
                </legend>
                <div className="flex max-h-72 flex-col gap-2 overflow-y-auto">
                  {options.data.sessions.map((s) => (
                    <label key={s.id} className="flex min-w-0 items-start gap-3 rounded-lg border p-3 text-sm has-checked:border-primary has-checked:bg-primary/5">
                      <input type="radio" name="trial-session" className="mt-0.5 size-5 shrink-0" value={s.id} checked={sessionId === s.id} onChange={() => setSessionId(s.id)} />
                      <span className="flex min-w-0 flex-col">
                        <span className="font-semibold">
                          {dayLabel(s.date)} · {timeLabel(s)}
                        </span>
                        <span className="wrap-anywhere text-muted-foreground">
                          {sessionTitle(s)} · {s.location}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            {error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
              <Button type="submit" disabled={book.isPending || options.data.sessions.length === 0}>
                {isInvited ? 'Book trial' : 'Invite and book trial'}
              </Button>
            </div>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
