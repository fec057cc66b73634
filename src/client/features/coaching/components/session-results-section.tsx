/**
 * A session's results on its attendance sheet (issue 42, point 4): the coach records a measured
 * count for an athlete of the roster (one form, checked with the server's schema), and confirms
 * the counts families logged at home that are over twice the athlete's best verified one. Results
 * recorded or confirmed here are listed with a "Verified" mark in words.
 */
import { BadgeCheck, Clock, Ruler } from 'lucide-react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { AppError } from '#shared/errors';
import { type TRecordResultInput, type TSessionResults, type TVerifiedResult, VERIFIED_RESULT_MESSAGES, ZRecordResultInput } from '#shared/validation/verified-results';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useSessionResults } from '../api/get-session-results';
import { useConfirmResult, useRecordResult } from '../api/verify-result';

type FormValues = { athleteId: string; lessonId: string; count: string };

const resolver: Resolver<FormValues, unknown, TRecordResultInput> = (values) => {
  const parsed = ZRecordResultInput.safeParse({ ...values, count: values.count.trim() === '' ? Number.NaN : Number(values.count) });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

export function SessionResultsSection({ sessionId }: { sessionId: string }) {
  const results = useSessionResults(sessionId);
  return (
    <section aria-labelledby="session-results" className="flex flex-col gap-3">
      <h2 id="session-results" className="flex items-center gap-2 text-lg font-semibold">
        <Ruler className="size-5" aria-hidden="true" />
        Results
      </h2>
      {results.isPending ? <Spinner label="Loading the session’s results" /> : null}
      {results.isError ? (
        <Alert tone="error" title="We couldn't load the results.">
          <p>{results.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void results.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {results.data ? <Results sessionId={sessionId} results={results.data} /> : null}
    </section>
  );
}

function Results({ sessionId, results }: { sessionId: string; results: TSessionResults }) {
  const confirm = useConfirmResult(sessionId);
  async function onConfirm(result: TVerifiedResult) {
    try {
      await confirm.mutateAsync({ athleteId: result.athleteId, lessonId: result.lessonId, startedAt: result.startedAt });
      toast.success(VERIFIED_RESULT_MESSAGES.confirmed, { description: `${result.athleteName}: ${result.count} ${result.metric ?? ''}`.trim() });
    } catch (error) {
      toast.error('The result was not confirmed', { description: error instanceof Error ? error.message : undefined });
    }
  }
  return (
    <>
      {results.toConfirm.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold">Results to confirm</h3>
          <p className="-mt-1 text-sm text-muted-foreground">Logged at home, more than twice the athlete’s best verified count: off the Performance board until you confirm.</p>
          <ul aria-label="Results to confirm" className="flex flex-col gap-2">
            {results.toConfirm.map((r) => (
              <li key={`${r.athleteId}:${r.lessonId}:${r.startedAt}`} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3 text-sm">
                <span className="min-w-0 flex-1 wrap-anywhere">
                  <span className="block font-semibold">{r.athleteName}</span>
                  <span className="block">
                    {r.lessonTitle}: {r.count} {r.metric ?? ''}
                  </span>
                  <span className="flex items-center gap-1 text-xs text-muted-foreground">
                    <Clock className="size-3" aria-hidden="true" /> Best verified {r.bestVerified ?? '–'}
                  </span>
                </span>
                <Button variant="outline" disabled={confirm.isPending} onClick={() => void onConfirm(r)} aria-label={`Confirm ${r.athleteName}’s ${r.count} for ${r.lessonTitle}`}>
                  <BadgeCheck aria-hidden="true" /> Confirm
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {results.athletes.length > 0 && results.lessons.length > 0 ? <RecordForm sessionId={sessionId} results={results} /> : null}
      {results.verified.length > 0 ? (
        <ul aria-label="Verified at this session" className="flex flex-col divide-y rounded-lg border text-sm">
          {results.verified.map((r) => (
            <li key={`${r.athleteId}:${r.lessonId}:${r.startedAt}`} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <span className="min-w-0 flex-1 wrap-anywhere">
                <span className="font-semibold">{r.athleteName}</span> · {r.lessonTitle}: {r.count} {r.metric ?? ''}
              </span>
              <Badge variant="outline">
                <BadgeCheck className="size-3" aria-hidden="true" /> {r.isRecordedByCoach ? 'Verified: recorded' : 'Verified: confirmed'}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function RecordForm({ sessionId, results }: { sessionId: string; results: TSessionResults }) {
  const record = useRecordResult(sessionId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, TRecordResultInput>({
    resolver,
    defaultValues: { athleteId: results.athletes[0]!.athleteId, lessonId: results.lessons[0]!.id, count: '' },
  });
  const lessonId = useWatch({ control, name: 'lessonId' });
  const lesson = results.lessons.find((l) => l.id === lessonId);

  const submit = handleSubmit(async (input) => {
    try {
      const { result } = await record.mutateAsync(input);
      toast.success(VERIFIED_RESULT_MESSAGES.recorded, { description: `${result.athleteName}: ${result.count} ${result.metric ?? ''}`.trim() });
      resetField('count');
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
      const field = error instanceof AppError && error.status === 404 ? 'athleteId' : 'count';
      setError(field, { type: 'server', message });
    }
  });

  return (
    <form noValidate aria-label="Record a result" onSubmit={submit} className="flex flex-col gap-3 rounded-lg border p-3">
      <h3 className="text-base font-semibold">Record a result</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Athlete" error={errors.athleteId?.message}>
          <Select {...register('athleteId')}>
            {results.athletes.map((a) => (
              <option key={a.athleteId} value={a.athleteId}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Lesson" error={errors.lessonId?.message}>
          <Select {...register('lessonId')}>
            {results.lessons.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={lesson ? `Count (${lesson.metric}, 0 to ${lesson.target})` : 'Count'} error={errors.count?.message}>
          <Input inputMode="numeric" autoComplete="off" {...register('count')} />
        </Field>
      </div>
      <Button type="submit" className="w-full sm:w-auto sm:self-start" disabled={isSubmitting}>
        <BadgeCheck aria-hidden="true" /> Record verified result
      </Button>
    </form>
  );
}
