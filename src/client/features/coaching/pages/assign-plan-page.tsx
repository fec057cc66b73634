/**
 * /coach/plans/new (issue 42, point 3): a coach assigns a weekly plan on a phone: who it is for (a
 * training group, a birth year, a plan or one athlete of the roster), a name, the lessons, a minutes
 * target and the days. The form checks with the schema the server uses; the server's refusals
 * (an athlete off the roster, a plan already starting that day) show beside the field or on top.
 */
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { academyDate, addDays, weekStart } from '#shared/progress/time';
import { PLAN_MAX_LESSONS } from '#shared/weekly-plans';
import { type TPlanAudience, type TPlanChoices, type TWeeklyPlanInput, WEEKLY_PLAN_MESSAGES, ZWeeklyPlanInput } from '#shared/validation/weekly-plans';
import { StaffOnly, useIsStaff } from '#client/components/staff-only';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { toast } from '#client/lib/toast';
import { useAssignPlan } from '../api/assign-plan';
import { usePlanChoices } from '../api/get-plan-choices';

type FormValues = {
  audienceKind: TPlanAudience['kind'];
  audienceValue: string;
  title: string;
  lessonIds: string[];
  minutesTarget: string;
  startsOn: string;
  endsOn: string;
};
type FieldName = keyof FormValues | 'root';

function toInput(v: FormValues): unknown {
  const audience =
    v.audienceKind === 'athlete'
      ? { kind: 'athlete', athleteId: v.audienceValue }
      : v.audienceKind === 'birth-year'
        ? { kind: 'birth-year', year: Number(v.audienceValue) }
        : v.audienceKind === 'group'
          ? { kind: 'group', groupId: v.audienceValue }
          : { kind: 'plan', tier: v.audienceValue };
  return { audience, title: v.title, lessonIds: v.lessonIds, minutesTarget: v.minutesTarget === '' ? Number.NaN : Number(v.minutesTarget), startsOn: v.startsOn, endsOn: v.endsOn };
}

/** The server's field names to the form's. */
function fieldOf(path: string): FieldName {
  if (path.startsWith('audience')) return 'audienceValue';
  if (path.startsWith('lessonIds')) return 'lessonIds';
  return (['title', 'minutesTarget', 'startsOn', 'endsOn'] as const).find((f) => path === f) ?? 'root';
}

const resolver: Resolver<FormValues, unknown, TWeeklyPlanInput> = (values) => {
  const parsed = ZWeeklyPlanInput.safeParse(toInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path.join('.'));
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

export function AssignPlanPage() {
  if (!useIsStaff()) return <StaffOnly title="Assign a plan" description="Weekly plans are for coaches and admins." />;
  return <AssignPlan />;
}

function AssignPlan() {
  const choices = usePlanChoices();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PageMeta title="Assign a plan" description="Lessons and a minutes target for an athlete or a group, for the week." />
      <div>
        <h1 className="text-2xl font-bold">Assign a plan</h1>
        <p className="text-sm text-muted-foreground">Families see it on the dashboard and the training page; it fills in as lessons are completed.</p>
      </div>
      {choices.isPending ? <PageSpinner label="Loading the lessons and groups" /> : null}
      {choices.isError ? (
        <Alert tone="error" title="We couldn't load the lessons and groups.">
          <p>{choices.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void choices.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {choices.data ? <PlanForm choices={choices.data} /> : null}
    </div>
  );
}

function PlanForm({ choices }: { choices: TPlanChoices }) {
  const navigate = useNavigate();
  const assign = useAssignPlan();
  const today = academyDate(new Date());
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, TWeeklyPlanInput>({
    resolver,
    defaultValues: {
      audienceKind: 'group',
      audienceValue: choices.groups[0]?.id ?? '',
      title: '',
      lessonIds: [],
      minutesTarget: '60',
      startsOn: today,
      endsOn: addDays(weekStart(new Date()), 6),
    },
  });
  const [kind, picked] = useWatch({ control, name: ['audienceKind', 'lessonIds'] });
  const options: { value: string; label: string }[] =
    kind === 'group'
      ? choices.groups.map((g) => ({ value: g.id, label: g.label }))
      : kind === 'birth-year'
        ? choices.birthYears.map((y) => ({ value: String(y), label: `Born ${y}` }))
        : kind === 'plan'
          ? [
              { value: 'core', label: 'Core' },
              { value: 'pro', label: 'Pro' },
            ]
          : choices.athletes.map((a) => ({ value: a.id, label: `${a.name} (${a.birthYear})` }));

  const submit = handleSubmit(async (input) => {
    try {
      const plan = await assign.mutateAsync(input);
      toast.success(WEEKLY_PLAN_MESSAGES.assigned, { description: `${plan.title}: ${plan.athletes.length} athletes` });
      await navigate(paths.coach());
    } catch (error) {
      const fields = (error instanceof AppError && error.fields) || {};
      const named = Object.entries(fields);
      for (const [field, message] of named) setError(fieldOf(field), { type: 'server', message });
      if (named.length === 0) setError('root', { type: 'server', message: error instanceof Error ? error.message : 'Something went wrong. Please try again.' });
    }
  });

  return (
    <form noValidate aria-label="Assign a plan" onSubmit={submit} className="flex flex-col gap-4">
      {errors.root?.message ? (
        <Alert tone="error" title="The plan was not assigned">
          <p>{errors.root.message}</p>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="For">
          <Select
            {...register('audienceKind', {
              onChange: (event: { target: { value: FormValues['audienceKind'] } }) => {
                const next = event.target.value;
                const first = next === 'group' ? choices.groups[0]?.id : next === 'birth-year' ? String(choices.birthYears[0]) : next === 'plan' ? 'core' : choices.athletes[0]?.id;
                setValue('audienceValue', first ?? '');
              },
            })}
          >
            <option value="group">A training group</option>
            <option value="birth-year">A birth year</option>
            <option value="plan">A plan</option>
            <option value="athlete">One athlete</option>
          </Select>
        </Field>
        <Field label={kind === 'athlete' ? 'Athlete' : kind === 'birth-year' ? 'Birth year' : kind === 'plan' ? 'Plan' : 'Group'} error={errors.audienceValue?.message}>
          <Select {...register('audienceValue')}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label="Plan name" error={errors.title?.message}>
        <Input autoComplete="off" placeholder="Ball mastery week" {...register('title')} />
      </Field>
      <fieldset className="flex flex-col gap-2" aria-describedby="plan-lessons-hint">
        <legend className="text-sm font-medium">Lessons</legend>
        <p id="plan-lessons-hint" className="text-xs text-muted-foreground">
          {picked.length} chosen, up to {PLAN_MAX_LESSONS}
        </p>
        <div className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded-md border p-2">
          {choices.lessons.map((l) => (
            <label key={l.id} className="flex min-h-11 items-center gap-3 rounded px-2 text-sm hover:bg-muted">
              <input type="checkbox" value={l.id} className="size-5 shrink-0" {...register('lessonIds')} />
              <span className="min-w-0 flex-1 wrap-anywhere">{l.title}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{l.durationMinutes} min</span>
            </label>
          ))}
        </div>
        {errors.lessonIds?.message ? (
          <p className="text-sm font-medium text-destructive" role="alert">
            {errors.lessonIds.message}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Minutes target" hint="For the whole plan" error={errors.minutesTarget?.message}>
          <Input type="number" inputMode="numeric" min={0} step={5} {...register('minutesTarget')} />
        </Field>
        <Field label="Starts" error={errors.startsOn?.message}>
          <Input type="date" {...register('startsOn')} />
        </Field>
        <Field label="Ends" error={errors.endsOn?.message}>
          <Input type="date" {...register('endsOn')} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          Assign the plan
        </Button>
        <Button type="button" variant="outline" onClick={() => void navigate(paths.coach())}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
