import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppError } from '#shared/errors';
import {
  type TInitializeAdminRequest,
  ZInitializeAdminRequest,
} from '#shared/validation/admin';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { refreshSession } from '#client/lib/session';
import { toast } from '#client/lib/toast';
import { useInitializeAdmin } from '../api/initialize-admin';

type SetupCodeInput = z.input<typeof ZInitializeAdminRequest>;

/** The first admin proves they run the server: the code it printed to its log at start. */
export function SetupCodeForm() {
  const initialize = useInitializeAdmin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetupCodeInput, unknown, TInitializeAdminRequest>({
    resolver: zodResolver(ZInitializeAdminRequest),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await initialize.mutateAsync(values);
    } catch (error) {
      // A refusal (wrong or expired code, too many tries, already an admin) is "failed" and shows the
      // server's words beside the field; anything else is an error.
      if (error instanceof AppError && error.status < 500) {
        setError('code', { type: 'server', message: error.fields?.code ?? error.message });
        toast.error('Setup Failed', { description: error.message || 'Unable to initialize admin' });
      } else {
        toast.error('Setup Error', { description: 'An unexpected error occurred.' });
      }
      return;
    }
    toast.success('Admin Setup Complete', {
      description: 'You have been granted admin privileges.',
    });
    await refreshSession();
  });

  return (
    <form
      noValidate
      aria-label="Initialize admin account"
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-muted-foreground">
        The academy has no admin yet. Enter the setup code printed in the server&apos;s log to make
        your account its first admin; it can only happen once.
      </p>
      <Field
        label="Setup code"
        hint="16 letters and digits from the server's log. For a new one, run npm run admin -- setup-code on the server."
        error={errors.code?.message}
      >
        <Input
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          className="font-mono uppercase tracking-wider"
          {...register('code')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Initializing...' : 'Initialize Admin Account'}
      </Button>
    </form>
  );
}
