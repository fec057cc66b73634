import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AppError } from '#shared/errors';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/lib/toast';
import { sendVerificationEmail } from '../api/send-verification-email';
import { useCooldown } from '../hooks/use-cooldown';

/** The server sends at most one confirmation e-mail per address per minute; the button matches. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** "Resend confirmation", then disabled for a minute with the time left shown beside it. */
export function ResendConfirmation({
  email,
  isJustSent = false,
}: {
  email: string;
  isJustSent?: boolean;
}) {
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const [isSending, setIsSending] = useState(false);
  const { start } = cooldown;

  useEffect(() => {
    if (isJustSent) start();
  }, [isJustSent, start]);

  async function resend() {
    setIsSending(true);
    try {
      await sendVerificationEmail(email);
      toast.success('Confirmation email sent', {
        // The server answers the same whether or not the address has an account waiting.
        description: `If ${email} is waiting to be confirmed, a new link is on its way. Use the newest e-mail.`,
      });
      start();
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        toast.error('Too Many Attempts', {
          description: 'Please wait a moment before trying again.',
        });
      } else {
        toast.error('Could not resend', {
          description: error instanceof AppError ? error.message : 'Please try again in a moment.',
        });
      }
    } finally {
      setIsSending(false);
    }
  }

  const isCoolingDown = cooldown.remaining > 0;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Button
        variant="outline"
        className="text-foreground"
        onClick={() => void resend()}
        disabled={isSending || isCoolingDown}
      >
        <MailCheck aria-hidden="true" />
        {isSending ? 'Sending...' : 'Resend confirmation'}
      </Button>
      {isCoolingDown ? (
        <p className="text-sm text-muted-foreground">
          You can send another in {cooldown.remaining} s.
        </p>
      ) : null}
    </div>
  );
}
