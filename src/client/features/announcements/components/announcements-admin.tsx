/**
 * The Announcements tab of /admin (docs/product.md, Announcements): the list, newest first, each
 * Scheduled, Active, Ended or Inactive by its dates and toggle; New and Edit in a dialog (defaults info, priority 1, all; the Active toggle on
 * edit); Delete after "Are you sure you want to delete this announcement?". The messages are the
 * spec's catalogue; a field the server refuses is shown beside it.
 */
import { Megaphone, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AppError } from '#shared/errors';
import {
  ANNOUNCEMENT_AUDIENCE_LABELS,
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_FIELD_MESSAGES,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_STATUS_LABELS,
  ANNOUNCEMENT_TYPE_LABELS,
  ANNOUNCEMENT_TYPES,
  type AnnouncementAudience,
  announcementStatus,
  type AnnouncementType,
  isEndInPast,
  type TAnnouncement,
  type TAnnouncementInput,
  ZAnnouncementInput,
} from '#shared/validation/announcements';
import { fieldErrorsFromZod } from '#shared/validation/fields';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input, Label, Select, Textarea } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAnnouncements } from '../api/get-announcements';
import { useSaveAnnouncement } from '../api/save-announcement';
import { AnnouncementTypeLabel } from './announcement-item';

type Draft = {
  title: string;
  message: string;
  type: AnnouncementType;
  priority: string;
  audience: AnnouncementAudience;
  startDate: string;
  endDate: string;
  isActive: boolean;
  emailFamilies: boolean;
};

const EMPTY: Draft = { title: '', message: '', type: 'info', priority: '1', audience: 'all', startDate: '', endDate: '', isActive: true, emailFamilies: false };

/** An ISO time as a datetime-local value in this device's time zone, and back. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

function draftOf(a: TAnnouncement): Draft {
  return {
    title: a.title,
    message: a.message,
    type: a.type,
    priority: String(a.priority),
    audience: a.audience,
    startDate: toLocalInput(a.startDate),
    endDate: toLocalInput(a.endDate),
    isActive: a.isActive,
    emailFamilies: a.emailFamilies,
  };
}

function inputOf(draft: Draft): TAnnouncementInput {
  return {
    title: draft.title,
    message: draft.message,
    type: draft.type,
    priority: draft.priority,
    audience: draft.audience,
    startDate: fromLocalInput(draft.startDate),
    endDate: fromLocalInput(draft.endDate),
    isActive: draft.isActive,
    emailFamilies: draft.emailFamilies,
  };
}

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function AnnouncementForm({ editing, onDone }: { editing: TAnnouncement | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAnnouncement();
  const id = useId();
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // A field's message goes once it is changed; the others stay until the next save.
    setErrors(({ [key]: _changed, ...rest }) => rest);
  };
  const failed = editing ? ANNOUNCEMENT_MESSAGES.updateFailed : ANNOUNCEMENT_MESSAGES.createFailed;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(draft);
    const parsed = ZAnnouncementInput.safeParse(input);
    if (!parsed.success) {
      const fields = fieldErrorsFromZod(parsed.error);
      setErrors(fields);
      toast.error(failed, { description: Object.values(fields)[0] });
      return;
    }
    // The server's rule too: an end set in the past would never be shown.
    if (isEndInPast(parsed.data.endDate, new Date(), editing?.endDate ?? null)) {
      setErrors({ endDate: ANNOUNCEMENT_FIELD_MESSAGES.endInPast });
      toast.error(failed, { description: ANNOUNCEMENT_FIELD_MESSAGES.endInPast });
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input });
      toast.success(editing ? ANNOUNCEMENT_MESSAGES.updated : ANNOUNCEMENT_MESSAGES.created);
      onDone();
    } catch (error) {
      if (error instanceof AppError && error.fields) setErrors(error.fields);
      toast.error(failed, { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <form aria-label={editing ? 'Edit announcement' : 'New announcement'} onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <Field label="Title" error={errors.title} limit={{ length: draft.title.length, max: ANNOUNCEMENT_LIMITS.title, message: ANNOUNCEMENT_FIELD_MESSAGES.title }}>
        <Input value={draft.title} onChange={(e) => set('title')(e.target.value)} />
      </Field>
      <Field label="Message" error={errors.message} limit={{ length: draft.message.length, max: ANNOUNCEMENT_LIMITS.message, message: ANNOUNCEMENT_FIELD_MESSAGES.message }}>
        <Textarea value={draft.message} onChange={(e) => set('message')(e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" error={errors.type}>
          <Select value={draft.type} onChange={(e) => set('type')(e.target.value as AnnouncementType)}>
            {ANNOUNCEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {ANNOUNCEMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Priority (1-10)" hint="Higher shows first." error={errors.priority}>
          <Input type="number" inputMode="numeric" min={1} max={10} value={draft.priority} onChange={(e) => set('priority')(e.target.value)} />
        </Field>
        <Field label="Audience" error={errors.audience} className="flex flex-col gap-1.5 sm:col-span-2">
          <Select value={draft.audience} onChange={(e) => set('audience')(e.target.value as AnnouncementAudience)}>
            {ANNOUNCEMENT_AUDIENCES.map((audience) => (
              <option key={audience} value={audience}>
                {ANNOUNCEMENT_AUDIENCE_LABELS[audience]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Starts (optional)" error={errors.startDate}>
          <Input type="datetime-local" value={draft.startDate} onChange={(e) => set('startDate')(e.target.value)} />
        </Field>
        <Field label="Ends (optional)" error={errors.endDate}>
          <Input type="datetime-local" value={draft.endDate} onChange={(e) => set('endDate')(e.target.value)} />
        </Field>
      </div>
      {editing ? (
        <div className="flex items-center gap-2">
          <input id={`${id}-active`} type="checkbox" className="size-5" checked={draft.isActive} onChange={(e) => set('isActive')(e.target.checked)} />
          <Label htmlFor={`${id}-active`}>Active</Label>
        </div>
      ) : null}
      <div className="flex items-start gap-2">
        <input
          id={`${id}-email`}
          type="checkbox"
          className="mt-0.5 size-5"
          checked={draft.emailFamilies}
          disabled={Boolean(editing?.emailedAt)}
          onChange={(e) => set('emailFamilies')(e.target.checked)}
        />
        <Label htmlFor={`${id}-email`} className="leading-snug">
          Also e-mail families
          <span className="block text-xs font-normal text-muted-foreground">
            {editing?.emailedAt ? `E-mailed ${WHEN.format(new Date(editing.emailedAt))}.` : 'Once per family of the audience, when it starts.'}
          </span>
        </Label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Create announcement'}
        </Button>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
      </div>
    </form>
  );
}

function DeleteDialog({ announcement, onClose }: { announcement: TAnnouncement; onClose: () => void }) {
  const remove = useDeleteAnnouncement();
  async function confirm() {
    try {
      await remove.mutateAsync(announcement.id);
      toast.success(ANNOUNCEMENT_MESSAGES.deleted);
      onClose();
    } catch (error) {
      toast.error(ANNOUNCEMENT_MESSAGES.deleteFailed, { description: error instanceof Error ? error.message : undefined });
    }
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Delete announcement" description={ANNOUNCEMENT_MESSAGES.confirmDelete}>
        <p className="mb-4 wrap-anywhere font-semibold">{announcement.title}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            <Trash2 aria-hidden="true" />
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function datesOf(a: TAnnouncement): string {
  if (!a.startDate && !a.endDate) return 'No dates';
  const from = a.startDate ? `from ${WHEN.format(new Date(a.startDate))}` : '';
  const to = a.endDate ? `until ${WHEN.format(new Date(a.endDate))}` : '';
  return [from, to].filter(Boolean).join(' ');
}

/** Scheduled, Active, Ended or Inactive: what families see of it now, from its dates and toggle. */
function StatusBadge({ announcement }: { announcement: TAnnouncement }) {
  const status = announcementStatus(announcement, new Date());
  return <Badge variant={status === 'active' ? 'default' : status === 'scheduled' ? 'accent' : 'outline'}>{ANNOUNCEMENT_STATUS_LABELS[status]}</Badge>;
}

export function AnnouncementsAdmin() {
  const list = useAnnouncements();
  const [editing, setEditing] = useState<TAnnouncement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TAnnouncement | null>(null);

  let body;
  if (list.isPending) body = <Spinner label="Loading announcements" />;
  else if (list.isError) {
    body = (
      <Alert tone="error" title="We couldn't load the announcements.">
        <p>{list.error.message}</p>
        <Button variant="outline" className="mt-3" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!list.data.announcements.length) {
    body = <EmptyState title="No announcements yet">Create one and it appears in the families' Latest Updates.</EmptyState>;
  } else {
    body = (
      <ul className="flex flex-col gap-3" aria-label="Announcements">
        {list.data.announcements.map((a) => (
          <li key={a.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <AnnouncementTypeLabel type={a.type} />
                <StatusBadge announcement={a} />
              </div>
              <h3 className="wrap-anywhere font-semibold">{a.title}</h3>
              <p className="line-clamp-2 whitespace-pre-line wrap-anywhere text-sm text-muted-foreground">{a.message}</p>
              <p className="text-xs text-muted-foreground">
                Priority {a.priority} · {ANNOUNCEMENT_AUDIENCE_LABELS[a.audience]} · {datesOf(a)}
                {a.emailedAt ? ' · e-mailed' : a.emailFamilies ? ' · e-mail when it starts' : ''}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing(a)} aria-label={`Edit ${a.title}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button variant="outline" size="sm" onClick={() => setDeleting(a)} aria-label={`Delete ${a.title}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="announcements-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="announcements-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Megaphone className="size-5 text-primary" aria-hidden="true" />
          Announcements
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          New announcement
        </Button>
      </div>
      {body}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing !== null ? (
          <DialogContent title={editing === 'new' ? 'New announcement' : 'Edit announcement'}>
            <AnnouncementForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
      {deleting ? <DeleteDialog announcement={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
