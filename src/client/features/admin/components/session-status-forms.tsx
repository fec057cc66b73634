/** Cancelling a session (a reason, a note, then a confirmation), restoring one, and its history. */
import { type FormEvent, useState } from 'react';
import { CANCEL_NOTE_MAX, CANCEL_REASON_LABELS, SESSION_ADMIN_MESSAGES, type TAdminSession, type TCancelSessionInput, type TSessionChange, ZCancelSessionInput } from '#shared/validation/session-admin';
import { CANCEL_REASONS } from '#shared/validation/sessions';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { DialogFormFooter } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Textarea } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useChangeSession } from '../api/change-session';
import { useSessionHistory } from '../api/get-session-history';
import { dayLabel, sessionLabel } from './session-labels';
import { errorsOf, type FieldErrors, problemOf } from './session-forms';

export function CancelSessionForm({ session, onDone }: { session: TAdminSession; onDone: () => void }) {
  const [reason, setReason] = useState<string>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<TCancelSessionInput | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeSession();

  function review(event: FormEvent) {
    event.preventDefault();
    const parsed = ZCancelSessionInput.safeParse({ reason, note: note || undefined });
    if (!parsed.success) return setErrors(errorsOf(parsed.error).fields);
    setErrors({});
    setConfirming(parsed.data);
  }

  function cancel(input: TCancelSessionInput) {
    change.mutate(
      { kind: 'cancel', id: session.id, input },
      {
        onSuccess: () => {
          toast.success(SESSION_ADMIN_MESSAGES.cancelled);
          onDone();
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  }

  if (confirming) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="warning" title={`Cancel ${sessionLabel(session)} on ${dayLabel(session.date)}?`}>
          Reason: {CANCEL_REASON_LABELS[confirming.reason]}. Every family with an athlete on it is told at once, by push and e-mail, at any hour.
          The session stays on the schedule as cancelled, and you can restore it.
        </Alert>
        {problem ? <p role="alert" className="text-sm font-medium text-destructive">{problem}</p> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(null)} disabled={change.isPending}>
            Go back
          </Button>
          <Button variant="destructive" onClick={() => cancel(confirming)} disabled={change.isPending}>
            {change.isPending ? 'Cancelling…' : 'Yes, cancel and tell families'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={review} noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Reason</legend>
        {CANCEL_REASONS.map((value) => (
          <label key={value} className="flex items-center gap-3 text-sm">
            <input type="radio" name="cancel-reason" className="size-5" value={value} checked={reason === value} onChange={() => setReason(value)} />
            {CANCEL_REASON_LABELS[value]}
          </label>
        ))}
        {errors.reason ? <p role="alert" className="text-sm font-medium text-destructive">{errors.reason}</p> : null}
      </fieldset>
      <Field label="Note to families (optional)" error={errors.note} limit={{ length: note.length, max: CANCEL_NOTE_MAX, message: SESSION_ADMIN_MESSAGES.noteTooLong }}>
        <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <DialogFormFooter error={null} closeLabel="Keep it">
        <Button type="submit" variant="destructive">
          Cancel session…
        </Button>
      </DialogFormFooter>
    </form>
  );
}

export function RestoreSessionConfirm({ session, onDone }: { session: TAdminSession; onDone: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeSession();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        {sessionLabel(session)} on {dayLabel(session.date)} goes back on the schedule, and every family with an athlete on it is told at once.
      </p>
      <DialogFormFooter error={problem} closeLabel="Keep it cancelled">
        <Button
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { kind: 'restore', id: session.id },
              {
                onSuccess: () => {
                  toast.success(SESSION_ADMIN_MESSAGES.restored);
                  onDone();
                },
                onError: (error) => setProblem(problemOf(error)),
              },
            )
          }
        >
          {change.isPending ? 'Restoring…' : 'Restore and tell families'}
        </Button>
      </DialogFormFooter>
    </div>
  );
}

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const VERB: Record<TSessionChange['change'], string> = { created: 'Added', moved: 'Moved', cancelled: 'Cancelled', restored: 'Restored' };

/** One line a person reads from a change's before and after. */
function changeText(change: TSessionChange): string {
  const detail = change.detail as { after?: { location?: string; date?: string }; reason?: keyof typeof CANCEL_REASON_LABELS; note?: string | null };
  if (change.change === 'cancelled') return `${VERB.cancelled}: ${detail.reason ? CANCEL_REASON_LABELS[detail.reason] : ''}${detail.note ? ` (“${detail.note}”)` : ''}`;
  if (change.change === 'moved') return `${VERB.moved} to ${detail.after?.date ? dayLabel(detail.after.date) : ''}${detail.after?.location ? `, ${detail.after.location}` : ''}`;
  return VERB[change.change];
}

export function SessionHistoryList({ session }: { session: TAdminSession }) {
  const history = useSessionHistory(session.id);
  if (history.isPending) return <Spinner label="Loading the history" />;
  if (history.isError) return <Alert tone="error">{history.error.message}</Alert>;
  return (
    <ol className="flex flex-col divide-y rounded-lg border" aria-label="Changes, oldest first">
      {history.data.map((change) => (
        <li key={change.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
          <span className="font-medium wrap-anywhere">{changeText(change)}</span>
          <span className="text-muted-foreground">
            {WHEN.format(new Date(change.at))} · {change.by ?? 'the schedule'}
          </span>
        </li>
      ))}
    </ol>
  );
}
