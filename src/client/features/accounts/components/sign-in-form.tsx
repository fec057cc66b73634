import { m } from '#shared/i18n/paraglide/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { type TSignInRequest, ZSignInRequest } from '#shared/validation/accounts';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { toast } from '#client/lib/toast';
import { signIn } from '../api/sign-in';
import { INVALID_EMAIL_MESSAGE, toastInvalidEmail, toastTooManyAttempts } from './auth-messages';
import { PasswordInput } from './password-input';
import { ResendConfirmation } from './resend-confirmation';

type SignInInput = z.input<typeof ZSignInRequest>;

/** Sign In (docs/product.md, Accounts): e-mail and password, every refusal in the catalogue's words (Messages). */
export function SignInForm({
  defaultEmail = '',
  onSignedIn,
}: {
  defaultEmail?: string;
  onSignedIn: () => Promise<void>;
}) {
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, TSignInRequest>({
    resolver: zodResolver(ZSignInRequest),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const submit = handleSubmit(
    async (values) => {
      setUnverifiedEmail(null);
      try {
        await signIn(values);
      } catch (error) {
        const code = error instanceof AppError ? error.code : undefined;
        if (code === 'EMAIL_NOT_VERIFIED') {
          toast.error('Email Not Verified', {
            description:
              'Please check your email and click the confirmation link before signing in.',
          });
          setUnverifiedEmail(values.email);
        } else if (code === 'INVALID_CREDENTIALS') {
          toast.error('Invalid Credentials', {
            description: 'The email or password you entered is incorrect.',
          });
        } else if (code === 'RATE_LIMITED') {
          toastTooManyAttempts();
        } else {
          for (const [name, message] of Object.entries(
            (error instanceof AppError && error.fields) || {},
          )) {
            if (name === 'email' || name === 'password')
              setError(name, { type: 'server', message });
          }
          toast.error('Sign In Error', { description: 'Unable to sign in. Please try again.' });
        }
        return;
      }
      await onSignedIn();
    },
    (problems) => {
      if (problems.email?.message === INVALID_EMAIL_MESSAGE) toastInvalidEmail();
    },
  );

  return (
    <form noValidate aria-label={m.auth_sign_in_form()} onSubmit={submit} className="flex flex-col gap-4">
      <Field label={m.auth_email()} error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          {...register('email')}
        />
      </Field>
      <div className="flex flex-col gap-1.5">
        <Field label={m.auth_password()} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        <Link
          to={paths.forgotPassword()}
          className="inline-flex min-h-11 items-center self-end text-sm font-semibold text-primary hover:underline"
        >
          {m.auth_forgot_password()}
        </Link>
      </div>
      {unverifiedEmail ? (
        <Alert tone="warning" title="Confirm your e-mail address first">
          <p>
            We sent a confirmation link to{' '}
            <strong className="break-all text-foreground">{unverifiedEmail}</strong> when you signed
            up. Click it, then sign in. Lost the e-mail? We can send a new one.
          </p>
          <div className="mt-3">
            <ResendConfirmation email={unverifiedEmail} />
          </div>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? m.auth_signing_in_button() : m.auth_sign_in()}
      </Button>
    </form>
  );
}
