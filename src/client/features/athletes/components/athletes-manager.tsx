/**
 * The family's athletes on the profile page (docs/product.md, Athletes and Privacy): rows that
 * switch between view and edit, an add form that opens and closes, removal after a confirmation.
 */
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { AppError } from '#shared/errors';
import { avatarInitial } from '#shared/names';
import type { TAthlete, TAthleteRequest } from '#shared/validation/athletes';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '#client/components/ui/dialog';
import { PageSpinner } from '#client/components/ui/spinner';
import { formatDate } from '#client/lib/format';
import { toast } from '#client/lib/toast';
import { useAddAthlete } from '../api/add-athlete';
import { useAthletes } from '../api/get-athletes';
import { useRemoveAthlete } from '../api/remove-athlete';
import { useUpdateAthlete } from '../api/update-athlete';
import { AthleteForm } from './athlete-form';

const ADD_FORM_ID = 'add-athlete-form';

/** A refusal the parent can act on (bad input, not allowed) carries the server's own words. */
function serverMessage(error: unknown): string | undefined {
  return error instanceof AppError && error.status < 500 && error.message
    ? error.message
    : undefined;
}

/**
 * `athleteSettings`: what other features add to each athlete's card (the rankings privacy switch),
 * given by the page that composes them, so this feature depends on none of them.
 */
export function AthletesManager({ athleteSettings }: { athleteSettings?: (athlete: TAthlete) => ReactNode } = {}) {
  const athletes = useAthletes();
  const addAthlete = useAddAthlete();
  const [isAdding, setIsAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TAthlete | null>(null);

  async function add(values: TAthleteRequest) {
    try {
      await addAthlete.mutateAsync(values);
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Failed to add athlete. Please try again.');
      throw error;
    }
    toast.success('Athlete added successfully!');
    setIsAdding(false);
  }

  return (
    <section aria-labelledby="athletes-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="athletes-heading" className="text-xl font-bold">
            Athletes
          </h2>
          <p className="text-sm text-muted-foreground">
            Your children who train with the academy (born 2014–2017).
          </p>
        </div>
        <Button
          variant={isAdding ? 'outline' : 'default'}
          aria-expanded={isAdding}
          aria-controls={ADD_FORM_ID}
          onClick={() => setIsAdding((open) => !open)}
        >
          <Plus aria-hidden="true" />
          Add Athlete
        </Button>
      </div>

      {isAdding ? (
        <Card id={ADD_FORM_ID} className="p-4 sm:p-5">
          <h3 className="mb-4 text-lg font-semibold">New athlete</h3>
          <AthleteForm
            label="Add an athlete"
            submitLabel="Save Athlete"
            onSubmit={add}
            onCancel={() => setIsAdding(false)}
          />
        </Card>
      ) : null}

      {athletes.isPending ? (
        <PageSpinner label="Loading athletes" />
      ) : athletes.isError ? (
        <Alert tone="error" title="We couldn't load your athletes.">
          {athletes.error.message}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void athletes.refetch()}
          >
            Try again
          </button>
        </Alert>
      ) : athletes.data.length === 0 ? (
        isAdding ? null : (
          <EmptyState
            title="No athletes yet"
            action={
              <Button onClick={() => setIsAdding(true)}>
                <Plus aria-hidden="true" />
                Add your first athlete
              </Button>
            }
          >
            Add your child to start training, earning XP and climbing the weekly rankings.
          </EmptyState>
        )
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Your athletes">
          {athletes.data.map((athlete) => (
            <li key={athlete.id}>
              {editingId === athlete.id ? (
                <EditAthlete athlete={athlete} onDone={() => setEditingId(null)} />
              ) : (
                <AthleteRow
                  athlete={athlete}
                  settings={athleteSettings?.(athlete)}
                  onEdit={() => setEditingId(athlete.id)}
                  onRemove={() => setRemoving(athlete)}
                />
              )}
            </li>
          ))}
        </ul>
      )}

      <RemoveAthleteDialog athlete={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}

function Detail({
  label,
  value,
  className = '',
}: {
  label: string;
  value: string | null;
  className?: string;
}) {
  return (
    <div className={`flex flex-col ${className}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className={value ? 'wrap-anywhere' : 'text-muted-foreground'}>{value ?? 'Not set'}</dd>
    </div>
  );
}

function AthleteRow({
  athlete,
  settings,
  onEdit,
  onRemove,
}: {
  athlete: TAthlete;
  settings?: ReactNode;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-accent text-lg font-bold text-accent-foreground"
        >
          {avatarInitial(athlete.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-lg font-semibold">{athlete.name}</h3>
          <p className="text-sm text-muted-foreground">Born {formatDate(athlete.dateOfBirth)}</p>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Detail label="Playing Level" value={athlete.ageGroup} />
        <Detail label="Skill level" value={athlete.skillLevel} />
        <Detail label="Position" value={athlete.preferredPosition} />
        <Detail label="Emergency contact" value={athlete.emergencyContact} />
        <Detail label="Medical notes" value={athlete.medicalNotes} className="sm:col-span-2" />
      </dl>
      {settings}
      <div className="mt-4 flex gap-2">
        <Button
          variant="outline"
          className="flex-1 sm:flex-none"
          onClick={onEdit}
          aria-label={`Edit ${athlete.name}`}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="ghost"
          className="flex-1 text-destructive sm:flex-none"
          onClick={onRemove}
          aria-label={`Remove ${athlete.name}`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </Card>
  );
}

function EditAthlete({ athlete, onDone }: { athlete: TAthlete; onDone: () => void }) {
  const updateAthlete = useUpdateAthlete();

  async function save(values: TAthleteRequest) {
    try {
      await updateAthlete.mutateAsync({ id: athlete.id, ...values });
    } catch (error) {
      const reason = serverMessage(error);
      toast.error(
        'Failed to update athlete. Please try again.',
        reason ? { description: reason } : {},
      );
      throw error;
    }
    toast.success('Athlete updated successfully!');
    onDone();
  }

  return (
    <Card className="p-4 sm:p-5">
      <h3 className="mb-4 text-lg font-semibold">Edit {athlete.name}</h3>
      <AthleteForm
        athlete={athlete}
        label={`Edit ${athlete.name}`}
        submitLabel="Save Changes"
        onSubmit={save}
        onCancel={onDone}
      />
    </Card>
  );
}

function RemoveAthleteDialog({
  athlete,
  onClose,
}: {
  athlete: TAthlete | null;
  onClose: () => void;
}) {
  const removeAthlete = useRemoveAthlete();

  async function remove() {
    if (!athlete) return;
    try {
      await removeAthlete.mutateAsync(athlete.id);
    } catch (error) {
      const reason = serverMessage(error);
      toast.error(
        'Failed to remove athlete. Please try again.',
        reason ? { description: reason } : {},
      );
      return;
    }
    toast.success('Athlete removed successfully!');
    onClose();
  }

  return (
    <Dialog open={athlete !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {athlete ? (
        <DialogContent
          title={`Remove ${athlete.name}?`}
          description={`This removes ${athlete.name} and all of their training progress: XP, streaks, achievements and challenge results. It cannot be undone.`}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Keep {athlete.name.split(' ')[0]}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => void remove()}
              disabled={removeAthlete.isPending}
            >
              {removeAthlete.isPending ? 'Removing...' : 'Remove athlete'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
