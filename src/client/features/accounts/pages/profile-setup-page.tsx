/**
 * /profile-setup (docs/product.md, Accounts and Athletes): a 3-step wizard, parent then
 * athlete then membership, starting at the first step not done yet. A family already set up goes
 * to the dashboard. Every failure is shown to the parent, the athlete step's too.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ACADEMY, ELIGIBLE_BIRTH_YEARS } from '#shared/academy';
import { AppError } from '#shared/errors';
import {
  type TParentSetupRequest,
  ZParentSetupRequest,
} from '#shared/validation/accounts';
import {
  POSITIONS,
  SKILL_LEVELS,
  ZSetupAthleteRequest,
} from '#shared/validation/athletes';
import { paths } from '#shared/page-paths';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { Progress } from '#client/components/ui/progress';
import { Spinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { markSignedOut, useSession } from '#client/lib/session';
import { toast } from '#client/lib/toast';
import { useAddAthlete } from '#client/features/athletes/api/add-athlete';
import { PlanChooser } from '#client/features/membership';
import { type Me, useMe } from '../api/get-me';
import { useSaveParentStep } from '../api/save-parent-step';
import { actionableMessage } from '../components/auth-messages';

type Step = 1 | 2 | 3;
const STEP_TITLES: Record<Step, string> = {
  1: 'Parent information',
  2: 'Athlete information',
  3: 'Choose a membership',
};

function isUnauthenticated(error: unknown): boolean {
  return error instanceof AppError && error.status === 401;
}

/** The session ended under the parent's feet: say so (docs/product.md, Messages); the guard then opens /auth. */
function useSessionExpired() {
  const queryClient = useQueryClient();
  return () => {
    toast.error('Authentication session expired. Please sign in again.', {
      description: 'Please sign in again to continue.',
    });
    markSignedOut();
    queryClient.clear();
  };
}

/** The "no user" case (docs/product.md, Accounts): the page lost track of who is signed in. */
function useHasUser() {
  const session = useSession();
  return () => {
    if (session.status === 'signed-in') return true;
    toast.error('Authentication Error', { description: 'Please refresh the page and try again.' });
    return false;
  };
}

function SetupLoading() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center">
      <PageMeta title="Profile Setup" />
      <Spinner label="Setting up your profile..." />
      <p className="font-semibold text-muted-foreground" aria-hidden="true">
        Setting up your profile...
      </p>
    </div>
  );
}

export function ProfileSetupPage() {
  const me = useMe();
  const expire = useSessionExpired();
  const isExpired = me.isError && isUnauthenticated(me.error);

  useEffect(() => {
    if (isExpired) expire();
    // Once per expiry; `expire` is a fresh function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isExpired]);

  if (me.data) return <SetupWizard me={me.data} />;
  if (me.isError && !isExpired) {
    return (
      <div className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-4">
        <PageMeta title="Profile Setup" />
        <h1 className="text-2xl font-bold">Profile setup</h1>
        <Alert tone="error" title="We couldn't load your profile.">
          {me.error.message}
        </Alert>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </div>
    );
  }
  return <SetupLoading />;
}

function SetupWizard({ me }: { me: Me }) {
  // Decided once, on arrival: saving step 2 completes the setup, and step 3 must still be shown.
  const [start] = useState(() => ({
    isComplete: me.isSetupComplete,
    step: (me.profile?.displayName ? 2 : 1) as Step,
  }));
  const [step, setStep] = useState<Step>(start.step);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);

  useEffect(() => {
    // Move focus to the new step's heading so a screen reader starts there (not on arrival).
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  if (start.isComplete) return <Navigate to={paths.dashboard()} replace />;

  return (
    <div className="min-h-dvh bg-background">
      <PageMeta title="Profile Setup" />
      <header className="bg-pitch text-pitch-foreground">
        <div className="mx-auto flex h-14 max-w-3xl items-center px-4 font-extrabold tracking-tight">
          {ACADEMY.name}
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl px-4 pb-16 pt-6">
        <h1 className="text-2xl font-bold sm:text-3xl">Set up your family profile</h1>
        <p className="mt-1 text-muted-foreground">
          Three short steps, then your athlete can start training.
        </p>
        {searchParams.get('error') ? (
          <Alert tone="warning" className="mt-4" title="That confirmation link didn't work">
            You're already signed in as {me.user.email}, so you can carry on here.
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-col gap-2">
          <div className="flex items-baseline justify-between text-sm font-semibold">
            <span>Step {step} of 3</span>
            <span className="text-muted-foreground">{STEP_TITLES[step]}</span>
          </div>
          <Progress value={step * 25} label={`Step ${step} of 3`} />
        </div>
        <Card className="mt-6 p-4 sm:p-6">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mb-1 text-xl font-bold focus-visible:outline-none"
          >
            {STEP_TITLES[step]}
          </h2>
          {step === 1 ? (
            <ParentStep me={me} onSaved={() => setStep(me.athletes.length > 0 ? 3 : 2)} />
          ) : step === 2 ? (
            <AthleteStep onBack={() => setStep(1)} onSaved={() => setStep(3)} />
          ) : (
            <>
              <p className="mb-5 text-sm text-muted-foreground">
                Pick the plan that fits your athlete: Select Plan goes straight to checkout. Or skip and choose one later.
              </p>
              <PlanChooser />
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                <Button variant="ghost" onClick={() => setStep(2)}>
                  <ArrowLeft aria-hidden="true" />
                  Back
                </Button>
                <Button variant="secondary" size="lg" onClick={() => navigate(paths.dashboard())}>
                  Skip for Now
                </Button>
              </div>
            </>
          )}
        </Card>
        {step !== 3 ? (
          // Every step can be left for later (docs/product.md, Accounts: "Skip for Now" goes to /dashboard).
          <div className="mt-4 flex justify-end">
            <Button variant="ghost" onClick={() => navigate(paths.dashboard())}>
              Skip for Now
            </Button>
          </div>
        ) : null}
      </main>
    </div>
  );
}

type ParentInput = z.input<typeof ZParentSetupRequest>;
const PARENT_FIELDS = ['fullName', 'phone', 'address', 'birthDate'] as const;

function ParentStep({ me, onSaved }: { me: Me; onSaved: () => void }) {
  const saveParent = useSaveParentStep();
  const expire = useSessionExpired();
  const hasUser = useHasUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ParentInput, unknown, TParentSetupRequest>({
    resolver: zodResolver(ZParentSetupRequest),
    defaultValues: {
      fullName: me.profile?.displayName ?? me.user.name ?? '',
      phone: me.profile?.phone ?? '',
      address: me.profile?.address ?? '',
      birthDate: me.profile?.birthDate ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    if (!hasUser()) return;
    try {
      await saveParent.mutateAsync(values);
    } catch (error) {
      if (isUnauthenticated(error)) return expire();
      for (const [name, message] of Object.entries(
        (error instanceof AppError && error.fields) || {},
      )) {
        if ((PARENT_FIELDS as readonly string[]).includes(name))
          setError(name as (typeof PARENT_FIELDS)[number], { type: 'server', message });
      }
      toast.error('Error', { description: 'Failed to save parent profile. Please try again.' });
      return;
    }
    onSaved();
  });

  return (
    <form
      noValidate
      aria-label="Parent information"
      onSubmit={submit}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted-foreground">
        The academy uses these to reach you about your athlete.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full name" error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </Field>
        <Field
          label="Address"
          className="flex flex-col gap-1.5 sm:col-span-2"
          error={errors.address?.message}
        >
          <Input autoComplete="street-address" {...register('address')} />
        </Field>
        <Field label="Your date of birth" error={errors.birthDate?.message}>
          <Input type="date" autoComplete="bday" {...register('birthDate')} />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}

type AthleteInput = z.input<typeof ZSetupAthleteRequest>;
type AthleteRequest = z.output<typeof ZSetupAthleteRequest>;
const ATHLETE_FIELDS = ['name', 'dateOfBirth', 'skillLevel', 'preferredPosition'] as const;

function AthleteStep({ onBack, onSaved }: { onBack: () => void; onSaved: () => void }) {
  const addAthlete = useAddAthlete();
  const expire = useSessionExpired();
  const hasUser = useHasUser();
  const { from, to } = ELIGIBLE_BIRTH_YEARS;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AthleteInput, unknown, AthleteRequest>({
    resolver: zodResolver(ZSetupAthleteRequest),
    defaultValues: {
      name: '',
      dateOfBirth: '',
      skillLevel: '' as AthleteInput['skillLevel'],
      preferredPosition: '' as AthleteInput['preferredPosition'],
    },
  });

  const submit = handleSubmit(async (values) => {
    if (!hasUser()) return;
    try {
      // The wizard does not ask for a playing level (docs/product.md, Athletes: sent as null).
      await addAthlete.mutateAsync({ ...values, ageGroup: null });
    } catch (error) {
      if (isUnauthenticated(error)) return expire();
      for (const [name, message] of Object.entries(
        (error instanceof AppError && error.fields) || {},
      )) {
        if ((ATHLETE_FIELDS as readonly string[]).includes(name))
          setError(name as (typeof ATHLETE_FIELDS)[number], { type: 'server', message });
      }
      toast.error(actionableMessage(error) ?? 'Failed to add athlete. Please try again.');
      return;
    }
    toast.success('Athlete added successfully!');
    onSaved();
  });

  return (
    <form
      noValidate
      aria-label="Athlete information"
      onSubmit={submit}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted-foreground">
        Your child who will train with us. Athletes must be born between {from} and {to}. You can
        add more later from your profile.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Athlete name" error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field
          label="Date of birth"
          hint={`Born ${from}–${to}`}
          error={errors.dateOfBirth?.message}
        >
          <Input
            type="date"
            min={`${from}-01-01`}
            max={`${to}-12-31`}
            {...register('dateOfBirth')}
          />
        </Field>
        <Field label="Preferred position" error={errors.preferredPosition?.message}>
          <Select {...register('preferredPosition')}>
            <option value="">Choose...</option>
            {POSITIONS.map((position) => (
              <option key={position} value={position}>
                {position}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Skill level" error={errors.skillLevel?.message}>
          <Select {...register('skillLevel')}>
            <option value="">Choose...</option>
            {SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={isSubmitting}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
