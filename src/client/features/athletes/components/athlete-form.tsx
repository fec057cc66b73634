/**
 * Add or edit an athlete (docs/product.md, Athletes): name and date of birth required (the submit
 * button waits for both), born 2014-2017, the option lists shared with the setup wizard, and
 * optional fields sent as null when empty. The page checks with the schema the server uses.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { AppError } from '#shared/errors';
import { ELIGIBLE_BIRTH_YEARS } from '#shared/academy';
import {
  PLAYING_LEVELS,
  POSITIONS,
  SKILL_LEVELS,
  type TAthlete,
  type TAthleteInput,
  type TAthleteRequest,
  ZAthleteRequest,
} from '#shared/validation/athletes';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input, Select, Textarea } from '#client/components/ui/input';

type FieldName = keyof TAthleteInput;
const FIELD_NAMES: FieldName[] = [
  'name',
  'dateOfBirth',
  'ageGroup',
  'skillLevel',
  'preferredPosition',
  'emergencyContact',
  'medicalNotes',
];

function toFormValues(athlete?: TAthlete): TAthleteInput {
  return {
    name: athlete?.name ?? '',
    dateOfBirth: athlete?.dateOfBirth ?? '',
    ageGroup: (athlete?.ageGroup ?? '') as TAthleteInput['ageGroup'],
    skillLevel: (athlete?.skillLevel ?? '') as TAthleteInput['skillLevel'],
    preferredPosition: (athlete?.preferredPosition ?? '') as TAthleteInput['preferredPosition'],
    emergencyContact: athlete?.emergencyContact ?? '',
    medicalNotes: athlete?.medicalNotes ?? '',
  };
}

export function AthleteForm({
  athlete,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  athlete?: TAthlete;
  /** The form's accessible name, e.g. "Add an athlete". */
  label: string;
  submitLabel: string;
  /** Saves; rejects with the AppError when the server refuses (its field messages are shown here). */
  onSubmit: (values: TAthleteRequest) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TAthleteInput, unknown, TAthleteRequest>({
    resolver: zodResolver(ZAthleteRequest),
    defaultValues: toFormValues(athlete),
  });
  const [name, dateOfBirth] = useWatch({ control, name: ['name', 'dateOfBirth'] });
  const isMissingRequired = !name?.trim() || !dateOfBirth;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      for (const [field, message] of Object.entries(
        (error instanceof AppError && error.fields) || {},
      )) {
        if ((FIELD_NAMES as string[]).includes(field))
          setError(field as FieldName, { type: 'server', message });
      }
    }
  });

  const message = (field: FieldName) => errors[field]?.message;
  const { from, to } = ELIGIBLE_BIRTH_YEARS;

  return (
    <form noValidate aria-label={label} onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={message('name')}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field label="Date of birth" hint={`Born ${from}–${to}`} error={message('dateOfBirth')}>
          <Input
            type="date"
            min={`${from}-01-01`}
            max={`${to}-12-31`}
            {...register('dateOfBirth')}
          />
        </Field>
        <Field label="Playing Level" error={message('ageGroup')}>
          <Select {...register('ageGroup')}>
            <option value="">Not set</option>
            {PLAYING_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Skill level" error={message('skillLevel')}>
          <Select {...register('skillLevel')}>
            <option value="">Not set</option>
            {SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Position" error={message('preferredPosition')}>
          <Select {...register('preferredPosition')}>
            <option value="">Not set</option>
            {POSITIONS.map((position) => (
              <option key={position} value={position}>
                {position}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Emergency contact"
          hint="A name and phone number"
          error={message('emergencyContact')}
        >
          <Input autoComplete="off" {...register('emergencyContact')} />
        </Field>
      </div>
      <Field
        label="Medical notes"
        hint="Allergies, conditions or anything the coach should know"
        error={message('medicalNotes')}
      >
        <Textarea rows={3} {...register('medicalNotes')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isMissingRequired || isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
