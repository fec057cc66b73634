import { Download, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FAMILY_EMAIL_GROUPS } from '#shared/family-emails';
import { m } from '#shared/i18n/paraglide/messages';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { toast } from '#client/lib/toast';
import { StaffAlertSettings } from '#client/features/admin';
import { CalendarFeedSettings } from '#client/features/calendar-feed';
import { NotificationsSettings } from '#client/features/notifications';
import { ACCOUNT_EXPORT_URL } from '../api/delete-account';
import { signOut } from '../api/sign-out';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { LanguageSettings } from './language-settings';
import { leaveSignedOut } from './leave-signed-out';

/** The Settings tab: the sign-in address, what we send and show, the calendar feed, password, the family's data, sign out. */
export function SettingsPanel({ email }: { email: string }) {
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function handleSignOut() {
    setIsSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      toast.error(m.auth_sign_out_error(), {
        description: error instanceof Error ? error.message : m.settings_try_again(),
      });
      setIsSigningOut(false);
      return;
    }
    leaveSignedOut(navigate);
  }

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{m.settings_account()}</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Field label={m.auth_email()} hint={m.settings_email_hint()}>
            <Input type="email" value={email} readOnly />
          </Field>
          <div className="grid gap-3 text-sm sm:grid-cols-2">
            <section aria-labelledby="emails-we-send" className="rounded-md bg-muted p-3 sm:row-span-2">
              <h3 id="emails-we-send" className="font-semibold">
                {m.settings_emails_we_send()}
              </h3>
              <p className="mt-1 text-muted-foreground">{m.settings_emails_only()}</p>
              {FAMILY_EMAIL_GROUPS.map((group) => (
                <div key={group.title} className="mt-2">
                  <h4 className="font-medium">{group.title}</h4>
                  <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                    {group.emails.map((email) => (
                      <li key={email.kind}>{email.label}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
            <div className="rounded-md bg-muted p-3">
              <p className="font-semibold">{m.settings_others_see()}</p>
              <p className="mt-1 text-muted-foreground">{m.settings_others_see_body()}</p>
            </div>
          </div>
        </CardContent>
      </Card>

      <LanguageSettings />

      <NotificationsSettings />

      <StaffAlertSettings />

      <CalendarFeedSettings />

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{m.settings_change_password()}</h2>
          <CardDescription>{m.settings_change_password_hint()}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{m.settings_data()}</h2>
          <CardDescription>{m.settings_data_hint()}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <a href={ACCOUNT_EXPORT_URL} download>
              <Download aria-hidden="true" />
              {m.settings_download_data()}
            </a>
          </Button>
          <DeleteAccountDialog />
        </CardContent>
      </Card>

      <Button
        variant="secondary"
        size="lg"
        onClick={() => void handleSignOut()}
        disabled={isSigningOut}
      >
        <LogOut aria-hidden="true" />
        {isSigningOut ? m.auth_signing_out() : m.settings_sign_out()}
      </Button>
    </div>
  );
}
