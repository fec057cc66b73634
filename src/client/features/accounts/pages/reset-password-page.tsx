/**
 * /reset-password: the e-mailed link arrives here through the server with ?token=... (or
 * ?error=INVALID_TOKEN when it is bad or expired). A used, expired or invalid link says so and
 * offers a new one.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { PASSWORD_HINT, ZResetPasswordRequest } from '#shared/validation/accounts';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { PageMeta } from '#client/lib/page-meta';
import { refreshSession } from '#client/lib/session';
import { toast } from '#client/lib/toast';
import { resetPassword } from '../api/reset-password';
import {
  actionableMessage,
  toastTooManyAttempts,
  toastWeakPassword,
} from '../components/auth-messages';
import { PasswordInput } from '../components/password-input';

type ResetInput = z.input<typeof ZResetPasswordRequest>;
type ResetRequest = z.output<typeof ZResetPasswordRequest>;
type State = 'form' | 'invalid-link' | 'done';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [state, setState] = useState<State>(() =>
    token && !searchParams.get('error') ? 'form' : 'invalid-link',
  );

  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <PageMeta title="Reset Password" />
      <h1 className="text-2xl font-bold sm:text-3xl">Choose a new password</h1>
      <Card className="mt-6 p-4 sm:p-6">
        {state === 'form' && token ? (
          <ResetForm
            token={token}
            onInvalidLink={() => setState('invalid-link')}
            onDone={() => setState('done')}
          />
        ) : state === 'done' ? (
          <div role="status" className="flex flex-col gap-4">
            <div className="flex items-start gap-3">
              <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
              <div>
                <h2 className="text-lg font-semibold">Your password has been changed</h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  For your safety we signed the account out everywhere. Sign in with your new
                  password.
                </p>
              </div>
            </div>
            <Button asChild size="lg">
              <Link to={paths.auth()}>Go to Sign In</Link>
            </Button>
          </div>
        ) : (
          <div role="alert" className="flex flex-col gap-4">
            <div className="flex items-start gap-3">
              <TriangleAlert className="mt-0.5 size-6 shrink-0 text-warning" aria-hidden="true" />
              <div>
                <h2 className="text-lg font-semibold">This reset link can't be used</h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  It is invalid, has expired (links last one hour) or has already been used. Ask for
                  a new one and use the newest e-mail.
                </p>
              </div>
            </div>
            <Button asChild size="lg">
              <Link to={paths.forgotPassword()}>Request a new link</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to={paths.auth()}>Back to Sign In</Link>
            </Button>
          </div>
        )}
      </Card>
    </section>
  );
}

function ResetForm({
  token,
  onInvalidLink,
  onDone,
}: {
  token: string;
  onInvalidLink: () => void;
  onDone: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput, unknown, ResetRequest>({
    resolver: zodResolver(ZResetPasswordRequest),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(
    async ({ password }) => {
      try {
        await resetPassword({ token, password });
      } catch (error) {
        const code = error instanceof AppError ? error.code : undefined;
        if (code === 'INVALID_TOKEN') {
          toast.error('Reset Link Expired', {
            description: 'This link is invalid or has expired. Please request a new one.',
          });
          onInvalidLink();
        } else if (code === 'RATE_LIMITED') {
          toastTooManyAttempts();
        } else {
          const fieldMessage = error instanceof AppError ? error.fields?.password : undefined;
          if (fieldMessage) setError('password', { type: 'server', message: fieldMessage });
          toast.error('Password Not Changed', {
            description: actionableMessage(error) ?? 'Please try again in a moment.',
          });
        }
        return;
      }
      toast.success('Password Updated', { description: 'Sign in with your new password.' });
      // Every session of the account ended with the reset, this browser's too.
      void refreshSession();
      onDone();
    },
    (problems) => {
      if (problems.password?.message) toastWeakPassword(problems.password.message);
    },
  );

  return (
    <form
      noValidate
      aria-label="Choose a new password"
      onSubmit={submit}
      className="flex flex-col gap-4"
    >
      <Field label="New password" hint={PASSWORD_HINT} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
