/**
 * Training groups on the admin's Sessions tab (issue 38, point 1; docs/product.md, Training sessions:
 * Groups): each plan's own group and its birth-year groups with the years each takes; "Add a group"
 * (plan, birth years, name) and "Archive" (with a confirmation). The server refuses a group sharing a
 * year with another of its plan, and its message shows in the form.
 */
import { Archive, Users } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { describeYears, GROUP_BIRTH_YEARS } from '#shared/training-groups';
import { GROUP_LABEL_MAX, TRAINING_GROUP_MESSAGES, type TTrainingGroup, ZAddTrainingGroupInput } from '#shared/validation/training-groups';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogFormFooter } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useChangeSessionGroup, useSessionGroups } from '../api/session-groups';
import { problemOf, useCheckedForm } from './session-forms';

const PLAN_LABELS = { core: 'Core', pro: 'Pro' } as const;

/** "Born 2014–2015", or why a plan's own group has nobody now. */
function takesLabel(group: TTrainingGroup): string {
  if (group.yearsTaken.length === 0) return 'No athletes now: every birth year has its own group';
  return `Born ${describeYears(group.yearsTaken)}`;
}

type GroupDialog = { kind: 'add' } | { kind: 'archive'; group: TTrainingGroup };

export function SessionGroups() {
  const groups = useSessionGroups();
  const [dialog, setDialog] = useState<GroupDialog | null>(null);
  return (
    <section aria-labelledby="groups-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="groups-heading" className="text-base font-semibold">
            Groups
          </h3>
          <p className="text-sm text-muted-foreground">Each plan trains as one group, or split by birth year. Every group trains in its plan’s window.</p>
        </div>
        <Button variant="outline" onClick={() => setDialog({ kind: 'add' })}>
          <Users aria-hidden="true" />
          Add a group
        </Button>
      </div>
      {groups.isPending ? (
        <Spinner label="Loading groups" />
      ) : groups.isError ? (
        <Alert tone="error" title="We couldn't load the groups.">
          <p>{groups.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void groups.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Groups">
          {groups.data.map((group) => (
            <li key={group.id} aria-label={group.label} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-card p-3 shadow-sm">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold wrap-anywhere">{group.label}</span>
                  <Badge variant="secondary">{group.isPlanWide ? `${PLAN_LABELS[group.tier]} plan` : PLAN_LABELS[group.tier]}</Badge>
                </p>
                <p className="text-sm text-muted-foreground">{takesLabel(group)}</p>
              </div>
              {group.isPlanWide ? null : (
                <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'archive', group })} aria-label={`Archive ${group.label}`}>
                  <Archive aria-hidden="true" />
                  Archive
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={dialog !== null} onOpenChange={(open) => (open ? undefined : setDialog(null))}>
        {dialog?.kind === 'add' ? (
          <DialogContent title="Add a group" description="A birth-year group of a plan: its athletes train at the plan’s times, in their own sessions.">
            <AddGroupForm onDone={() => setDialog(null)} />
          </DialogContent>
        ) : dialog?.kind === 'archive' ? (
          <DialogContent title="Archive group" description={`${dialog.group.label} · ${takesLabel(dialog.group)}`}>
            <ArchiveGroupConfirm group={dialog.group} onDone={() => setDialog(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

function AddGroupForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState<{ tier: string; birthYears: number[]; label: string }>({ tier: 'core', birthYears: [], label: '' });
  const { errors, problem, check, saved } = useCheckedForm(onDone);
  const change = useChangeSessionGroup();
  const toggleYear = (year: number, isOn: boolean) => setValues((v) => ({ ...v, birthYears: isOn ? [...v.birthYears, year] : v.birthYears.filter((y) => y !== year) }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = check(ZAddTrainingGroupInput.safeParse(values));
    if (input) change.mutate({ kind: 'add', input }, saved(TRAINING_GROUP_MESSAGES.added));
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <Field label="Plan" error={errors.tier}>
        <Select value={values.tier} onChange={(e) => setValues((v) => ({ ...v, tier: e.target.value }))}>
          <option value="core">Core</option>
          <option value="pro">Pro</option>
        </Select>
      </Field>
      <fieldset className="flex flex-col gap-1.5" aria-describedby={errors.birthYears ? `${id}-years-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium">Birth years</legend>
        <div className="flex flex-wrap gap-2">
          {GROUP_BIRTH_YEARS.map((year) => (
            <label key={year} className="flex min-h-11 items-center gap-2 rounded-md border px-3">
              <input type="checkbox" className="size-4" checked={values.birthYears.includes(year)} onChange={(e) => toggleYear(year, e.target.checked)} />
              {year}
            </label>
          ))}
        </div>
        {errors.birthYears ? (
          <p id={`${id}-years-error`} role="alert" className="text-sm font-medium text-destructive">
            {errors.birthYears}
          </p>
        ) : null}
      </fieldset>
      <Field label="Name" hint="For example: Core 2014–2015" error={errors.label} limit={{ length: values.label.length, max: GROUP_LABEL_MAX, message: TRAINING_GROUP_MESSAGES.labelTooLong }} showCount={false}>
        <Input value={values.label} onChange={(e) => setValues((v) => ({ ...v, label: e.target.value }))} autoComplete="off" />
      </Field>
      <p className="text-sm text-muted-foreground">
        The plan’s coming sessions for these years become this group’s, at the same times; families’ “Can’t make it” replies follow their athletes.
      </p>
      <DialogFormFooter error={problem} closeLabel="Close">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Adding…' : 'Add group'}
        </Button>
      </DialogFormFooter>
    </form>
  );
}

function ArchiveGroupConfirm({ group, onDone }: { group: TTrainingGroup; onDone: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeSessionGroup();
  function archive() {
    change.mutate(
      { kind: 'archive', id: group.id },
      {
        onSuccess: () => {
          toast.success(TRAINING_GROUP_MESSAGES.archived);
          onDone();
        },
        onError: (error) => setProblem(problemOf(error)),
      },
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning" title={`Archive ${group.label}?`}>
        Its athletes train with the {PLAN_LABELS[group.tier]} plan’s own group again, at the same times. Its coming sessions stay on the schedule as cancelled.
      </Alert>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onDone} disabled={change.isPending}>
          Go back
        </Button>
        <Button variant="destructive" onClick={archive} disabled={change.isPending}>
          {change.isPending ? 'Archiving…' : 'Yes, archive'}
        </Button>
      </div>
    </div>
  );
}
