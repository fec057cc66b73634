import { m } from '#shared/i18n/paraglide/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppError } from '#shared/errors';
import {
  PASSWORD_HINT,
  type TSignUpRequest,
  ZSignUpRequest,
} from '#shared/validation/accounts';
import { INVITATION_MESSAGES } from '#shared/validation/invitations';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { toast } from '#client/lib/toast';
import { signUp } from '../api/sign-up';
import {
  INVALID_EMAIL_MESSAGE,
  actionableMessage,
  toastInvalidEmail,
  toastWeakPassword,
} from './auth-messages';
import { PasswordInput } from './password-input';
import { ResendConfirmation } from './resend-confirmation';

type SignUpInput = z.input<typeof ZSignUpRequest>;
const FIELDS = ['name', 'email', 'password'] as const;

/**
 * Sign Up (docs/product.md, Accounts and Messages). No session until the e-mailed link is used, so
 * success shows where the link went and a way to send it again.
 */
/**
 * `invitedEmail`: the join page's invitation, for one address (docs/product.md, Admissions): the form
 * starts with it and refuses another before anything is sent.
 */
export function SignUpForm({ onAccountExists, invitedEmail }: { onAccountExists: (email: string) => void; invitedEmail?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, TSignUpRequest>({
    resolver: zodResolver(ZSignUpRequest),
    defaultValues: { name: '', email: invitedEmail ?? '', password: '' },
  });

  const submit = handleSubmit(
    async (values) => {
      if (invitedEmail && values.email !== invitedEmail) {
        setError('email', { type: 'invitation', message: INVITATION_MESSAGES.foreignEmail });
        return;
      }
      try {
        await signUp(values);
      } catch (error) {
        if (error instanceof AppError && error.code === 'ACCOUNT_EXISTS') {
          toast.error('Account Exists', {
            description: 'An account with this email already exists. Please sign in instead.',
          });
          onAccountExists(values.email);
          return;
        }
        for (const [name, message] of Object.entries(
          (error instanceof AppError && error.fields) || {},
        )) {
          if ((FIELDS as readonly string[]).includes(name))
            setError(name as (typeof FIELDS)[number], { type: 'server', message });
        }
        toast.error('Sign Up Error', {
          description: actionableMessage(error) ?? 'Unable to create account. Please try again.',
        });
        return;
      }
      setSentTo(values.email);
      reset({ name: '', email: invitedEmail ?? '', password: '' });
      toast.success('Check your email', {
        description:
          "We've sent you a confirmation link. Please check your email and click the link to complete your registration.",
        duration: 6000,
      });
    },
    (problems) => {
      if (problems.email?.message === INVALID_EMAIL_MESSAGE) toastInvalidEmail();
      if (problems.password?.message) toastWeakPassword(problems.password.message);
    },
  );

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <MailCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold">Confirm your e-mail address</h2>
            <p className="text-sm text-muted-foreground">
              We sent a confirmation link to{' '}
              <strong className="break-all text-foreground">{sentTo}</strong>. Open it to finish
              creating your account; it works for 24 hours. Nothing there? Check the spam folder.
            </p>
          </div>
        </div>
        <ResendConfirmation email={sentTo} isJustSent />
        <Button variant="ghost" onClick={() => setSentTo(null)}>
          Use a different e-mail address
        </Button>
      </div>
    );
  }

  return (
    <form noValidate aria-label={m.auth_sign_up_form()} onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label={m.auth_display_name()}
        hint={m.auth_display_name_hint()}
        error={errors.name?.message}
      >
        <Input autoComplete="name" {...register('name')} />
      </Field>
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
      <Field label={m.auth_password()} hint={PASSWORD_HINT} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? m.auth_creating_account() : m.auth_create_account()}
      </Button>
    </form>
  );
}
