import { BellRing, CalendarClock, Flame, Mail } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { EMAIL_DELAY_MINUTES } from '#shared/notifications';
import { NOTIFICATION_MESSAGES, type TNotificationPreferences } from '#shared/validation/notifications';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications';
import { hasPushSubscription, PushPermissionError, pushSupport, subscribeToPush, unsubscribeFromPush } from '../push';

/**
 * Settings, Notifications (docs/product.md "Notifications"): the parent chooses e-mail and push.
 * Push needs this browser's permission and subscription too, so its switch asks for both, and says
 * plainly when this browser cannot (on iPhone: only from the Home Screen).
 */
export function NotificationsSettings() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [support] = useState(pushSupport);
  const [isThisDevice, setIsThisDevice] = useState<boolean | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The e-mail choice shows at once, while it saves: a switch that snaps back until the server has
  // answered looks refused on a slow phone (and the mutation's own state arrives a tick later).
  const [emailChoice, setEmailChoice] = useState<boolean | null>(null);
  const [reminderChoice, setReminderChoice] = useState<boolean | null>(null);
  const [streakChoice, setStreakChoice] = useState<boolean | null>(null);
  const emailId = useId();
  const reminderId = useId();
  const streakId = useId();
  const pushId = useId();

  useEffect(() => {
    let isCurrent = true;
    hasPushSubscription()
      .then((has) => isCurrent && setIsThisDevice(has))
      .catch(() => isCurrent && setIsThisDevice(false));
    return () => {
      isCurrent = false;
    };
  }, []);

  if (preferences.isPending) return <Spinner label="Loading notification settings" />;
  if (preferences.isError) return <Alert tone="error" title="Notifications">{preferences.error.message}</Alert>;
  const current = preferences.data;

  async function choose(next: TNotificationPreferences) {
    try {
      await save.mutateAsync(next);
      toast.success(NOTIFICATION_MESSAGES.saved);
    } catch (error) {
      toast.error(NOTIFICATION_MESSAGES.saveFailed, { description: error instanceof Error ? error.message : undefined });
    }
  }

  async function setPush(isOn: boolean) {
    setIsBusy(true);
    setProblem(null);
    try {
      if (isOn) {
        await subscribeToPush();
        setIsThisDevice(true);
      } else {
        await unsubscribeFromPush();
        setIsThisDevice(false);
      }
      await choose({ ...current, push: isOn });
    } catch (error) {
      setProblem(error instanceof PushPermissionError ? NOTIFICATION_MESSAGES.pushDenied : NOTIFICATION_MESSAGES.pushFailed);
    } finally {
      setIsBusy(false);
    }
  }

  const isPushOnHere = current.push && isThisDevice === true;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Notifications</h2>
        <CardDescription>
          New messages and announcements appear in the app at once. Outside it, we tell you only as you choose here, and
          never between 8 pm and 8 am (San Diego time) unless the academy marks a message urgent.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <input
            id={emailId}
            type="checkbox"
            className="mt-1 size-5"
            checked={emailChoice ?? current.email}
            disabled={save.isPending}
            onChange={(e) => {
              const email = e.target.checked;
              setEmailChoice(email);
              void choose({ ...current, email }).finally(() => setEmailChoice(null));
            }}
          />
          <label htmlFor={emailId} className="flex flex-col gap-0.5 text-sm">
            <span className="flex items-center gap-1.5 font-semibold">
              <Mail aria-hidden="true" className="size-4" />
              E-mail me about unread messages
            </span>
            <span className="text-muted-foreground">
              Only when a message from the academy is still unread {EMAIL_DELAY_MINUTES} minutes after it arrives.
            </span>
          </label>
        </div>

        <div className="flex items-start gap-3">
          <input
            id={reminderId}
            type="checkbox"
            className="mt-1 size-5"
            checked={reminderChoice ?? current.sessionReminder}
            disabled={save.isPending}
            onChange={(e) => {
              const sessionReminder = e.target.checked;
              setReminderChoice(sessionReminder);
              void choose({ ...current, sessionReminder }).finally(() => setReminderChoice(null));
            }}
          />
          <label htmlFor={reminderId} className="flex flex-col gap-0.5 text-sm">
            <span className="flex items-center gap-1.5 font-semibold">
              <CalendarClock aria-hidden="true" className="size-4" />
              Remind me the evening before training
            </span>
            <span className="text-muted-foreground">
              At about 6 pm the day before, your athletes’ sessions for tomorrow, by e-mail and push as chosen here. A
              cancelled or moved session is always sent at once, at any hour.
            </span>
          </label>
        </div>

        <div className="flex items-start gap-3">
          <input
            id={streakId}
            type="checkbox"
            className="mt-1 size-5"
            checked={streakChoice ?? current.streakReminder}
            disabled={save.isPending}
            onChange={(e) => {
              const streakReminder = e.target.checked;
              setStreakChoice(streakReminder);
              void choose({ ...current, streakReminder }).finally(() => setStreakChoice(null));
            }}
          />
          <label htmlFor={streakId} className="flex flex-col gap-0.5 text-sm">
            <span className="flex items-center gap-1.5 font-semibold">
              <Flame aria-hidden="true" className="size-4" />
              Remind me when a streak needs today’s training
            </span>
            <span className="text-muted-foreground">
              At about 5 pm, at most once a day, in the app and by push as chosen here. Never between 8 pm and 8 am.
            </span>
          </label>
        </div>

        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-3">
            <input
              id={pushId}
              type="checkbox"
              className="mt-1 size-5"
              checked={isPushOnHere}
              disabled={support !== 'supported' || isBusy || save.isPending || isThisDevice === null}
              aria-describedby={`${pushId}-hint`}
              onChange={(e) => void setPush(e.target.checked)}
            />
            <label htmlFor={pushId} className="flex flex-col gap-0.5 text-sm">
              <span className="flex items-center gap-1.5 font-semibold">
                <BellRing aria-hidden="true" className="size-4" />
                Push notifications on this device
              </span>
              <span id={`${pushId}-hint`} className="text-muted-foreground">
                {isBusy ? 'Waiting for your browser…' : 'New messages and announcements, on this phone or computer. Your browser asks for permission first.'}
              </span>
            </label>
          </div>
          {support === 'ios-needs-home-screen' ? (
            <Alert title="Push on iPhone and iPad">{NOTIFICATION_MESSAGES.pushUnsupportedIos}</Alert>
          ) : support === 'unsupported' ? (
            <Alert title="Push notifications">{NOTIFICATION_MESSAGES.pushUnsupported}</Alert>
          ) : null}
          {support === 'supported' && current.push && isThisDevice === false ? (
            <Alert title="Push is on for another device">
              Your family receives push notifications on a device you opted in from, not on this one.
              <Button variant="outline" className="mt-2" disabled={isBusy} onClick={() => void setPush(true)}>
                Turn on for this device too
              </Button>
            </Alert>
          ) : null}
          {problem ? <Alert tone="error">{problem}</Alert> : null}
        </div>
      </CardContent>
    </Card>
  );
}
