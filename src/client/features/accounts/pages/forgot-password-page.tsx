/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not an account uses
 * the address, so the page never tells anyone who has an account.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { ZEmailOnlyRequest } from '#shared/validation/accounts';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { PageMeta } from '#client/lib/page-meta';
import { toast } from '#client/lib/toast';
import { requestPasswordReset } from '../api/request-password-reset';
import {
  INVALID_EMAIL_MESSAGE,
  actionableMessage,
  toastInvalidEmail,
  toastTooManyAttempts,
} from '../components/auth-messages';

type EmailInput = z.input<typeof ZEmailOnlyRequest>;
type EmailRequest = z.output<typeof ZEmailOnlyRequest>;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailInput, unknown, EmailRequest>({
    resolver: zodResolver(ZEmailOnlyRequest),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(
    async ({ email }) => {
      try {
        await requestPasswordReset(email);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') toastTooManyAttempts();
        else
          toast.error('Something went wrong', {
            description: actionableMessage(error) ?? 'Please try again in a moment.',
          });
        return;
      }
      setSentTo(email);
    },
    (problems) => {
      if (problems.email?.message === INVALID_EMAIL_MESSAGE) toastInvalidEmail();
    },
  );

  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <PageMeta title="Forgot Password" />
      <h1 className="text-2xl font-bold sm:text-3xl">Forgot your password?</h1>
      <p className="mt-1 text-muted-foreground">
        Enter the e-mail address you signed up with and we'll send you a link to choose a new one.
      </p>
      <Card className="mt-6 p-4 sm:p-6">
        {sentTo ? (
          <div role="status" className="flex flex-col gap-4">
            <div className="flex items-start gap-3">
              <MailCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
              <div>
                <h2 className="text-lg font-semibold">Check your email</h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  If an account uses that address, we've e-mailed a link to reset the password. It
                  works once, for one hour.
                </p>
              </div>
            </div>
            <Button variant="outline" onClick={() => setSentTo(null)}>
              Try another address
            </Button>
          </div>
        ) : (
          <form
            noValidate
            aria-label="Request a password reset link"
            onSubmit={submit}
            className="flex flex-col gap-4"
          >
            <Field label="Email" error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="email"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                {...register('email')}
              />
            </Field>
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </form>
        )}
      </Card>
      <p className="mt-6 text-center text-sm">
        <Link
          to={paths.auth()}
          className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
        >
          Back to Sign In
        </Link>
      </p>
    </section>
  );
}
