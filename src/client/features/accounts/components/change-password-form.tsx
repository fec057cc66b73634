import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppError } from '#shared/errors';
import {
  PASSWORD_HINT,
  type TChangePasswordRequest,
  ZChangePasswordRequest,
} from '#shared/validation/accounts';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { refreshSession } from '#client/lib/session';
import { toast } from '#client/lib/toast';
import { changePassword } from '../api/change-password';
import { actionableMessage, toastTooManyAttempts } from './auth-messages';
import { PasswordInput } from './password-input';

type ChangePasswordInput = z.input<typeof ZChangePasswordRequest>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Settings: a new password needs the current one; the account's other devices are signed out. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return toastTooManyAttempts();
      const fields = (error instanceof AppError && error.fields) || {};
      for (const [name, message] of Object.entries(fields)) {
        if ((FIELDS as readonly string[]).includes(name))
          setError(name as (typeof FIELDS)[number], { type: 'server', message });
      }
      toast.error('Password Not Changed', {
        description: actionableMessage(error) ?? 'Please try again in a moment.',
      });
      return;
    }
    reset(EMPTY);
    // The server issued a fresh session for this device when it ended the others.
    void refreshSession();
    toast.success('Password Changed', {
      description: 'Your password has been updated and your other devices signed out.',
    });
  });

  return (
    <form noValidate aria-label="Change password" onSubmit={submit} className="flex flex-col gap-4">
      <Field label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <Field label="New password" hint={PASSWORD_HINT} error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}
