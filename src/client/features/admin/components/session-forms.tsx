/** Adding a one-off session and moving one: forms checked with the routes' own schemas. */
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { formatAddress } from '#shared/academy';
import { AppError } from '#shared/errors';
import { academyDate } from '#shared/progress/time';
import { academyClock, SESSION_ADMIN_MESSAGES, SESSION_PLACE_MAX, SESSION_TITLE_MAX, type TAdminSession, ZAddSessionInput, ZMoveSessionInput } from '#shared/validation/session-admin';
import { Button } from '#client/components/ui/button';
import { DialogFormFooter } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { toast } from '#client/lib/toast';
import { useChangeSession } from '../api/change-session';
import { useSessionGroups } from '../api/session-groups';

/** What the server said, or a plain retry line. */
export const problemOf = (error: unknown) => (error instanceof AppError ? error.message : 'Something went wrong. Please try again.');

export type FieldErrors = Record<string, string | undefined>;

/** The schema's messages by field; one without a field is the form's own. */
export function errorsOf(error: z.ZodError): { fields: FieldErrors; form: string | null } {
  const fields: FieldErrors = {};
  let form: string | null = null;
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string') fields[key] ??= issue.message;
    else form ??= issue.message;
  }
  return { fields, form };
}

/**
 * A dialog form checked with the route's own schema before it is sent: `check` keeps the schema's
 * messages by field and the form's own problem, `saved` toasts and closes after the server's yes,
 * or shows what the server said.
 */
export function useCheckedForm(onDone: () => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  function check<T>(result: { success: true; data: T } | { success: false; error: z.ZodError }): T | null {
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const { fields, form } = errorsOf(result.error);
    setErrors(fields);
    setProblem(form);
    return null;
  }
  const saved = (message: string) => ({
    onSuccess: () => {
      toast.success(message);
      onDone();
    },
    onError: (error: unknown) => setProblem(problemOf(error)),
  });
  return { errors, problem, check, saved };
}

function TimeFields({ values, errors, onChange }: { values: { date: string; start: string; end: string }; errors: FieldErrors; onChange: (key: 'date' | 'start' | 'end', value: string) => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label="Date" error={errors.date}>
        <Input type="date" min={academyDate(new Date())} value={values.date} onChange={(e) => onChange('date', e.target.value)} />
      </Field>
      <Field label="Starts" error={errors.start}>
        <Input type="time" value={values.start} onChange={(e) => onChange('start', e.target.value)} />
      </Field>
      <Field label="Ends" error={errors.end}>
        <Input type="time" value={values.end} onChange={(e) => onChange('end', e.target.value)} />
      </Field>
    </div>
  );
}

export function AddSessionForm({ onDone }: { onDone: () => void }) {
  const groups = useSessionGroups();
  // The groups that train now: each split, and a plan's own group while some birth year is left to it.
  const training = (groups.data ?? []).filter((g) => g.yearsTaken.length > 0);
  const [values, setValues] = useState({ groupId: '', date: '', start: '16:00', end: '17:00', place: '', title: '' });
  const { errors, problem, check, saved } = useCheckedForm(onDone);
  const change = useChangeSession();
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = check(ZAddSessionInput.safeParse({ ...values, groupId: values.groupId || training[0]?.id || '', place: values.place || undefined, title: values.title || undefined }));
    if (input) change.mutate({ kind: 'add', input }, saved(SESSION_ADMIN_MESSAGES.added));
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <Field label="Group" error={errors.groupId}>
        <Select value={values.groupId || training[0]?.id || ''} onChange={(e) => set('groupId', e.target.value)}>
          {training.map((g) => (
            <option key={g.id} value={g.id}>
              {g.label}
            </option>
          ))}
        </Select>
      </Field>
      <TimeFields values={values} errors={errors} onChange={set} />
      <Field label="Place" hint={`Left empty: ${formatAddress()}`} error={errors.place} limit={{ length: values.place.length, max: SESSION_PLACE_MAX, message: SESSION_ADMIN_MESSAGES.placeTooLong }} showCount={false}>
        <Input value={values.place} onChange={(e) => set('place', e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Title (optional)" hint="For example: Holiday clinic" error={errors.title} limit={{ length: values.title.length, max: SESSION_TITLE_MAX, message: SESSION_ADMIN_MESSAGES.titleTooLong }} showCount={false}>
        <Input value={values.title} onChange={(e) => set('title', e.target.value)} autoComplete="off" />
      </Field>
      <DialogFormFooter error={problem} closeLabel="Close">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Adding…' : 'Add session'}
        </Button>
      </DialogFormFooter>
    </form>
  );
}

export function MoveSessionForm({ session, onDone }: { session: TAdminSession; onDone: () => void }) {
  const initial = { date: session.date, start: academyClock(session.startsAt), end: academyClock(session.endsAt), place: session.location };
  const [values, setValues] = useState(initial);
  const { errors, problem, check, saved } = useCheckedForm(onDone);
  const change = useChangeSession();
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // Only what changed is sent: the rest stays as it is.
    const changed = Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== initial[key as keyof typeof initial]));
    if (changed.start !== undefined || changed.end !== undefined) Object.assign(changed, { start: values.start, end: values.end });
    const input = check(ZMoveSessionInput.safeParse(changed));
    if (input) change.mutate({ kind: 'move', id: session.id, input }, saved(SESSION_ADMIN_MESSAGES.moved));
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <TimeFields values={values} errors={errors} onChange={set} />
      <Field label="Place" error={errors.place} limit={{ length: values.place.length, max: SESSION_PLACE_MAX, message: SESSION_ADMIN_MESSAGES.placeTooLong }} showCount={false}>
        <Input value={values.place} onChange={(e) => set('place', e.target.value)} autoComplete="off" />
      </Field>
      <p className="text-sm text-muted-foreground">Every family with an athlete on this session is told at once, by push and e-mail, at any hour.</p>
      <DialogFormFooter error={problem} closeLabel="Close">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Moving…' : 'Move and tell families'}
        </Button>
      </DialogFormFooter>
    </form>
  );
}
