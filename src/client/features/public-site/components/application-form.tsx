/**
 * The academy application (docs/product.md, Public site): idle, submitting, then success (the
 * form is cleared) or failure. The page validates with the schema the server uses, so the messages
 * beside the fields are the same either way.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACADEMY } from '#shared/academy';
import { AppError } from '#shared/errors';
import {
  COMMITMENT_OPTIONS,
  EXPERIENCE_OPTIONS,
  PLAYER_AGES,
  type TCreateApplicationInput,
  type TCreateApplicationRequest,
  ZCreateApplicationRequest,
} from '#shared/validation/application';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { api } from '#client/lib/api';
import { toast } from '#client/lib/toast';

type FieldName = keyof TCreateApplicationInput;

/** Every field empty; '' on the selects is the "Choose..." option, which the schema rejects. */
const EMPTY: TCreateApplicationInput = {
  playerName: '',
  playerAge: '',
  parentName: '',
  email: '',
  phone: '',
  experience: '' as TCreateApplicationInput['experience'],
  commitment: '' as TCreateApplicationInput['commitment'],
  message: '',
};

/** What a parent typed before closing the dialog, restored when it opens again. */
let draft: TCreateApplicationInput = EMPTY;

export function ApplicationForm() {
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TCreateApplicationInput, unknown, TCreateApplicationRequest>({
    resolver: zodResolver(ZCreateApplicationRequest),
    defaultValues: draft,
  });
  useEffect(
    () => () => {
      draft = getValues();
    },
    [getValues],
  );

  const onSubmit = handleSubmit(async (values) => {
    setHasSubmitted(false);
    try {
      await api.post<{ success: true; id: string }>('/api/v1/applications', values);
      reset(EMPTY);
      setHasSubmitted(true);
      toast.success('Application Submitted!', {
        description: `Thank you for applying to ${ACADEMY.name}. We'll be in touch soon!`,
      });
    } catch (error) {
      const isAppError = error instanceof AppError;
      for (const [name, message] of Object.entries((isAppError && error.fields) || {})) {
        if (name in EMPTY) setError(name as FieldName, { type: 'server', message });
      }
      // A 4xx message says what to fix; for anything else the academy's address is more use.
      const description =
        isAppError && error.status < 500 && error.message
          ? error.message
          : `Please try again, or e-mail us at ${ACADEMY.email}.`;
      toast.error('Submission Failed', { description });
    }
  });

  const message = (name: FieldName) => errors[name]?.message;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Application form"
      className="flex flex-col gap-4"
    >
      {hasSubmitted ? (
        <Alert tone="success" title="Thank you, your application is on its way.">
          We'll reply by email or phone. Applying for a brother or sister? The form is ready again.
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
        <Field label="Player name" error={message('playerName')}>
          <Input autoComplete="off" {...register('playerName')} />
        </Field>
        <Field label="Player age" error={message('playerAge')}>
          <Select {...register('playerAge')}>
            <option value="">Choose...</option>
            {PLAYER_AGES.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label="Parent name" error={message('parentName')}>
        <Input autoComplete="name" {...register('parentName')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Email" error={message('email')}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <Field label="Phone" error={message('phone')}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </Field>
      </div>
      <Field label="Experience" error={message('experience')}>
        <Select {...register('experience')}>
          <option value="">Choose...</option>
          {EXPERIENCE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Commitment" error={message('commitment')}>
        <Select {...register('commitment')}>
          <option value="">Choose...</option>
          {COMMITMENT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Message"
        hint="Your player's current club or team, positions, and what you hope Bravo can help with."
        error={message('message')}
      >
        <Textarea rows={4} {...register('message')} />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}
