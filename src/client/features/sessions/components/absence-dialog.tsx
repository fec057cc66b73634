/**
 * "Can't make it" (issue 38, point 2): a reason, an optional note, and "every <weekday> until
 * <date>" to say it once for a run of weeks. The shared schemas check the form as the server will.
 */
import { onlineManager } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AppError } from '#shared/errors';
import { academyDate, addDays } from '#shared/progress/time';
import { weekdayOf } from '#shared/sessions';
import {
  ABSENCE_NOTE_MAX,
  ABSENCE_REASON_LABELS,
  ABSENCE_REASONS,
  SESSION_MESSAGES,
  WEEKLY_ABSENCE_MAX_WEEKS,
  ZAbsenceInput,
  ZWeeklyAbsenceInput,
} from '#shared/validation/sessions';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogFormFooter } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input, Textarea } from '#client/components/ui/input';
import { toast } from '#client/lib/toast';
import { absenceWrite, useReportAbsence, useReportWeeklyAbsence } from '../api/absences';
import type { ScheduleSession } from '../api/get-family-schedule';
import { formatSessionDay, formatSessionTime } from './format';

type Reason = (typeof ABSENCE_REASONS)[number];
export type AbsenceTarget = { athleteId: string; athleteName: string; session: ScheduleSession };

export function AbsenceDialog({ target, onClose }: { target: AbsenceTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent title={`${target.athleteName} can’t make it`} description={`${formatSessionDay(target.session.date)} · ${formatSessionTime(target.session.startsAt, target.session.endsAt)}. The coaches see the reason and the note.`}>
          <AbsenceForm target={target} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AbsenceForm({ target, onDone }: { target: AbsenceTarget; onDone: () => void }) {
  const weekday = weekdayOf(target.session.date);
  const today = academyDate(new Date());
  const [reason, setReason] = useState<Reason | null>(target.session.absence?.reason ?? null);
  const [note, setNote] = useState(target.session.absence?.note ?? '');
  const [isWeekly, setIsWeekly] = useState(false);
  const [until, setUntil] = useState(addDays(target.session.date, 21));
  const [error, setError] = useState<string | null>(null);
  const single = useReportAbsence();
  const weekly = useReportWeeklyAbsence();

  function fail(cause: unknown) {
    setError(cause instanceof AppError ? cause.message : 'Something went wrong. Please try again.');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { reason, note: note.trim() ? note : undefined };
    if (isWeekly) {
      const parsed = ZWeeklyAbsenceInput.safeParse({ ...input, athleteId: target.athleteId, weekday, until });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? SESSION_MESSAGES.badReason);
      setError(null);
      weekly.mutate(parsed.data, {
        onSuccess: (result) => {
          toast.success(`${target.athleteName} is marked away for ${result.count} ${weekday} ${result.count === 1 ? 'session' : 'sessions'}.`);
          onDone();
        },
        onError: fail,
      });
      return;
    }
    const parsed = ZAbsenceInput.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? SESSION_MESSAGES.badReason);
    setError(null);
    const day = formatSessionDay(target.session.date);
    single.mutate(absenceWrite({ sessionId: target.session.id, athleteId: target.athleteId }, parsed.data, `Can’t make it: ${target.athleteName}, ${day}`), {
      onSuccess: () => {
        toast.success(`${target.athleteName} is marked away on ${day}.`);
        onDone();
      },
      onError: fail,
    });
    // Offline: kept on this phone and sent when the network returns (the queue above the page shows it).
    if (!onlineManager.isOnline()) {
      toast.info('Waiting to send', { description: `${target.athleteName} away on ${day}: sent when you are back online.` });
      onDone();
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Reason</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {ABSENCE_REASONS.map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10">
              <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} className="size-4 accent-primary" />
              {ABSENCE_REASON_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Note for the coach (optional)" limit={{ length: note.length, max: ABSENCE_NOTE_MAX, message: SESSION_MESSAGES.noteTooLong }}>
        <Textarea value={note} rows={3} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" checked={isWeekly} onChange={(e) => setIsWeekly(e.target.checked)} className="size-5 accent-primary" />
        <span>Every {weekday} until a date</span>
      </label>
      {isWeekly ? (
        <Field label={`Last ${weekday} away`} hint={`Up to ${WEEKLY_ABSENCE_MAX_WEEKS} weeks ahead. Cancelled and closed sessions are left as they are.`}>
          <Input type="date" value={until} min={today} max={addDays(today, WEEKLY_ABSENCE_MAX_WEEKS * 7)} onChange={(e) => setUntil(e.target.value)} />
        </Field>
      ) : null}
      <DialogFormFooter error={error} closeLabel="Cancel">
        <Button type="submit" disabled={reason === null || single.isPending || weekly.isPending}>
          {single.isPending || weekly.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogFormFooter>
    </form>
  );
}
