/**
 * Settings, Staff alerts (issue 39, point 1; docs/product.md, Needs attention): how a coach or an
 * admin is told what needs attention: e-mail and push, a digest or at once, and quiet hours on the
 * academy's clock. A safety flag always alerts at once, through quiet hours, on the channels chosen.
 */
import { type FormEvent, useId, useState } from 'react';
import { AppError } from '#shared/errors';
import { ACADEMY } from '#shared/academy';
import { ALERT_MESSAGES, type TStaffAlertPreferences, ZStaffAlertPreferences } from '#shared/validation/attention';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { useSession } from '#client/lib/session';
import { toast } from '#client/lib/toast';
import { useAlertPreferences, useSaveAlertPreferences } from '../api/alert-preferences';

function StaffAlertForm({ initial }: { initial: TStaffAlertPreferences }) {
  const save = useSaveAlertPreferences();
  const [form, setForm] = useState(initial);
  const [isQuiet, setIsQuiet] = useState(initial.quietStart !== null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { ...form, quietStart: isQuiet ? (form.quietStart ?? '20:00') : null, quietEnd: isQuiet ? (form.quietEnd ?? '08:00') : null };
    const parsed = ZStaffAlertPreferences.safeParse(next);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ALERT_MESSAGES.time);
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(ALERT_MESSAGES.saved),
      onError: (e) => {
        const message = e instanceof AppError ? Object.values(e.fields ?? {})[0] ?? e.message : e.message;
        setError(message);
        toast.error(ALERT_MESSAGES.saveFailed, { description: message });
      },
    });
  }

  return (
    <form aria-label="Staff alerts" className="flex flex-col gap-4" onSubmit={submit}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Tell me by</legend>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" className="size-5" checked={form.email} onChange={(e) => setForm({ ...form, email: e.target.checked })} />
          E-mail
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" className="size-5" checked={form.push} onChange={(e) => setForm({ ...form, push: e.target.checked })} />
          Push, on the devices turned on under Notifications
        </label>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">How often</legend>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="radio" name={`${id}-mode`} className="size-5" checked={form.mode === 'digest'} onChange={() => setForm({ ...form, mode: 'digest' })} />
          A digest, at most once an hour
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="radio" name={`${id}-mode`} className="size-5" checked={form.mode === 'instant'} onChange={() => setForm({ ...form, mode: 'instant' })} />
          At once (within five minutes)
        </label>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Quiet hours ({ACADEMY.timeZoneLabel})</legend>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" className="size-5" checked={isQuiet} onChange={(e) => setIsQuiet(e.target.checked)} />
          Hold alerts back during quiet hours
        </label>
        {isQuiet ? (
          <div className="flex flex-wrap gap-3">
            <label className="flex flex-col gap-1 text-sm">
              From
              <Input type="time" className="w-36" value={form.quietStart ?? '20:00'} onChange={(e) => setForm({ ...form, quietStart: e.target.value })} />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              Until
              <Input type="time" className="w-36" value={form.quietEnd ?? '08:00'} onChange={(e) => setForm({ ...form, quietEnd: e.target.value })} />
            </label>
          </div>
        ) : null}
      </fieldset>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Alert Settings'}
      </Button>
    </form>
  );
}

/** Shown to coaches and admins only. */
export function StaffAlertSettings() {
  const session = useSession();
  const isStaff = session.status === 'signed-in' && (session.user.role === 'coach' || session.user.role === 'admin');
  const preferences = useAlertPreferences(isStaff);
  if (!isStaff) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Staff alerts</h2>
        <CardDescription>
          How you are told what needs attention: families waiting for an answer, new applications, failed payments,
          departures. A safety flag always alerts admins at once, at any hour, on the channels chosen here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? <Spinner label="Loading alert settings" /> : null}
        {preferences.isError ? <Alert tone="error">{preferences.error.message}</Alert> : null}
        {preferences.data ? <StaffAlertForm initial={preferences.data} /> : null}
      </CardContent>
    </Card>
  );
}
