import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppError } from '#shared/errors';
import { avatarInitial } from '#shared/names';
import {
  type TProfile,
  type TUpdateProfileInput,
  type TUpdateProfileRequest,
  ZUpdateProfileRequest,
} from '#shared/validation/accounts';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input, Textarea } from '#client/components/ui/input';
import { formatDate } from '#client/lib/format';
import { toast } from '#client/lib/toast';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['displayName', 'phone', 'address', 'birthDate', 'bio'] as const;

function Detail({
  label,
  value,
  className = '',
}: {
  label: string;
  value: string | null | undefined;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-0.5 ${className}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className={value ? 'wrap-anywhere' : 'text-muted-foreground'}>{value || 'Not set'}</dd>
    </div>
  );
}

/** The Profile tab (docs/product.md, Accounts): the parent's details, and Edit to change them. */
export function ProfileDetails({ profile, email }: { profile: TProfile | null; email: string }) {
  const [isEditing, setIsEditing] = useState(false);
  const name = profile?.displayName || email;

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full bg-pitch text-xl font-bold text-pitch-foreground"
        >
          {avatarInitial(name)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-xl font-bold">{name}</h2>
          <p className="truncate text-sm text-muted-foreground">{email}</p>
        </div>
        {isEditing ? null : (
          <Button variant="outline" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </div>
      <div className="mt-5">
        {isEditing ? (
          <ProfileForm profile={profile} onDone={() => setIsEditing(false)} />
        ) : (
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Detail label="Display name" value={profile?.displayName} />
            <Detail label="Phone" value={profile?.phone} />
            <Detail label="Address" value={profile?.address} />
            <Detail
              label="Birth date"
              value={profile?.birthDate ? formatDate(profile.birthDate) : null}
            />
            <Detail label="Bio" value={profile?.bio} className="sm:col-span-2" />
          </dl>
        )}
      </div>
    </Card>
  );
}

function ProfileForm({ profile, onDone }: { profile: TProfile | null; onDone: () => void }) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TUpdateProfileInput, unknown, TUpdateProfileRequest>({
    resolver: zodResolver(ZUpdateProfileRequest),
    defaultValues: {
      displayName: profile?.displayName ?? '',
      phone: profile?.phone ?? '',
      address: profile?.address ?? '',
      birthDate: profile?.birthDate ?? '',
      bio: profile?.bio ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
    } catch (error) {
      for (const [name, message] of Object.entries(
        (error instanceof AppError && error.fields) || {},
      )) {
        if ((FIELDS as readonly string[]).includes(name))
          setError(name as (typeof FIELDS)[number], { type: 'server', message });
      }
      toast.error('Failed to update profile. Please try again.');
      return;
    }
    toast.success('Profile Updated', {
      description: 'Your profile has been successfully updated.',
    });
    onDone();
  });

  return (
    <form noValidate aria-label="Edit profile" onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Display name" error={errors.displayName?.message}>
          <Input autoComplete="name" {...register('displayName')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </Field>
        <Field label="Address" error={errors.address?.message}>
          <Input autoComplete="street-address" {...register('address')} />
        </Field>
        <Field label="Birth date" error={errors.birthDate?.message}>
          <Input type="date" autoComplete="bday" {...register('birthDate')} />
        </Field>
      </div>
      <Field
        label="Bio"
        hint="A line about your family, up to 500 characters"
        error={errors.bio?.message}
      >
        <Textarea rows={3} {...register('bio')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}
