/**
 * The applications inbox: every application from the public form, newest first, with its status,
 * staff notes and the one-click invitation (docs/product.md, Admin). Cards on a phone; on a wide
 * screen each card puts the application beside what staff do with it.
 */
import { Mail, MessageSquareReply, Phone, Send, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppError } from '#shared/errors';
import { COMMITMENT_OPTIONS, EXPERIENCE_OPTIONS } from '#shared/validation/application';
import {
  APPLICATION_MESSAGES,
  APPLICATION_NOTES_MAX_LENGTH,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type TApplication,
} from '#shared/validation/application-inbox';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Select, Textarea } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useApplications } from '../api/get-applications';
import { useInviteApplicant } from '../api/invite-applicant';
import { useUpdateApplication } from '../api/update-application';
import { useDeclineApplicant, useReplyToApplicant } from '../api/admissions';
import { useTrials } from '../api/trials';
import { TrialPanel } from '../components/trial-panel';
import { InvitationsPanel } from './invitations-panel';
import {
  APPLICATION_REPLY_MAX_LENGTH,
  REPLY_TEMPLATES,
  declineMessage,
} from '#shared/validation/invitations';
import type { TTrial } from '#shared/validation/trials';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

const STATUS_BADGE: Record<ApplicationStatus, 'default' | 'accent' | 'secondary' | 'outline'> = {
  new: 'accent',
  contacted: 'secondary',
  invited: 'default',
  declined: 'outline',
};

export function ApplicationsSection() {
  // `?status=new`: a link from Needs attention opens the tab on the new applications.
  const [params] = useSearchParams();
  const [status, setStatus] = useState<ApplicationStatus | ''>(() => APPLICATION_STATUSES.find((s) => s === params.get('status')) ?? '');
  const applications = useApplications(status || undefined);
  const filterId = useId();
  const shown = applications.data?.pages.flatMap((page) => page.applications) ?? [];
  // One request for the trials of every application shown; the newest trial of each is the one shown.
  const trials = useTrials(shown.map((a) => a.id));
  const trialOf = new Map<string, TTrial>();
  for (const trial of trials.data?.trials ?? []) if (!trialOf.has(trial.applicationId)) trialOf.set(trial.applicationId, trial);

  return (
    <div className="flex flex-col gap-8">
      <InvitationsPanel />
      <section aria-labelledby="applications-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="applications-heading" className="text-lg font-semibold">
            Applications
          </h2>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={filterId} className="text-sm font-medium">
              Filter by status
            </label>
            <Select
              id={filterId}
              value={status}
              onChange={(e) => setStatus(e.target.value as ApplicationStatus | '')}
              className="w-44"
            >
              <option value="">All statuses</option>
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {APPLICATION_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
        </div>

        {applications.isPending ? (
          <Spinner label="Loading applications" />
        ) : applications.isError ? (
          <Alert tone="error" title="We couldn't load the applications.">
            <p>{applications.error.message}</p>
            <Button variant="outline" className="mt-3" onClick={() => void applications.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : shown.length === 0 ? (
          <EmptyState
            title={
              status
                ? `No ${APPLICATION_STATUS_LABELS[status].toLowerCase()} applications`
                : 'No applications yet'
            }
          >
            Applications sent from the academy page’s form are listed here, newest first.
          </EmptyState>
        ) : (
          <>
            <ul className="flex flex-col gap-4" aria-label="Applications">
              {shown.map((application) => (
                <ApplicationCard key={application.id} application={application} trial={trialOf.get(application.id)} />
              ))}
            </ul>
            {applications.hasNextPage ? (
              <Button
                variant="outline"
                className="self-start"
                onClick={() => void applications.fetchNextPage()}
                disabled={applications.isFetchingNextPage}
              >
                {applications.isFetchingNextPage ? 'Loading…' : 'Show older applications'}
              </Button>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function ApplicationCard({ application, trial }: { application: TApplication; trial: TTrial | undefined }) {
  const headingId = useId();
  const statusId = useId();
  const update = useUpdateApplication();
  const invite = useInviteApplicant();
  const [notes, setNotes] = useState(application.notes);
  const [notesError, setNotesError] = useState<string | undefined>();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [isReplyOpen, setIsReplyOpen] = useState(false);
  const [isDeclineOpen, setIsDeclineOpen] = useState(false);
  const decline = useDeclineApplicant();
  const names = { parentName: application.parentName, playerName: application.playerName };
  const isNotesChanged = notes.trim() !== application.notes;

  function changeStatus(status: ApplicationStatus) {
    update.mutate(
      { id: application.id, status },
      {
        onSuccess: () =>
          toast.success(APPLICATION_MESSAGES.updated, { id: `application-${application.id}` }),
        onError: (error) => toast.error('Update Failed', { description: error.message }),
      },
    );
  }

  function saveNotes() {
    if (notes.length > APPLICATION_NOTES_MAX_LENGTH)
      return setNotesError(APPLICATION_MESSAGES.notesTooLong);
    setNotesError(undefined);
    update.mutate(
      { id: application.id, notes },
      {
        onSuccess: (saved) => {
          setNotes(saved.notes);
          toast.success(APPLICATION_MESSAGES.updated, { id: `application-${application.id}` });
        },
        onError: (error) => {
          if (error instanceof AppError && error.fields?.notes) setNotesError(error.fields.notes);
          else toast.error('Update Failed', { description: error.message });
        },
      },
    );
  }

  function sendInvitation(resend: boolean) {
    invite.mutate(
      { id: application.id, resend },
      {
        onSuccess: () => {
          setIsConfirmOpen(false);
          toast.success(APPLICATION_MESSAGES.invited(application.email));
        },
        onError: (error) => {
          // Another admin (or another tab) sent one meanwhile: ask, as for a second one.
          if (error instanceof AppError && error.code === 'CONFLICT') setIsConfirmOpen(true);
          else toast.error('Invitation Failed', { description: error.message });
        },
      },
    );
  }

  function sendDecline() {
    decline.mutate(application.id, {
      onSuccess: () => {
        setIsDeclineOpen(false);
        toast.success(APPLICATION_MESSAGES.declined);
      },
      onError: (error) => toast.error('Decline Failed', { description: error.message }),
    });
  }

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border bg-card p-4 shadow-sm md:grid md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-6 md:p-5"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="wrap-anywhere text-base font-semibold">
              {application.playerName}{' '}
              <span className="font-normal text-muted-foreground">
                · age {application.playerAge}
              </span>
            </h3>
            <p className="text-sm text-muted-foreground">
              Received{' '}
              <time dateTime={application.createdAt}>
                {WHEN.format(new Date(application.createdAt))}
              </time>
            </p>
          </div>
          <Badge variant={STATUS_BADGE[application.status]}>
            {APPLICATION_STATUS_LABELS[application.status]}
          </Badge>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Parent</dt>
          <dd className="wrap-anywhere">{application.parentName}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="break-all">
            <a
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              href={`mailto:${application.email}`}
            >
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              {application.email}
            </a>
          </dd>
          <dt className="text-muted-foreground">Phone</dt>
          <dd>
            <a
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              href={`tel:${application.phone.replace(/[^0-9+]/g, '')}`}
            >
              <Phone className="size-3.5 shrink-0" aria-hidden="true" />
              {application.phone}
            </a>
          </dd>
          <dt className="text-muted-foreground">Experience</dt>
          <dd>{labelOf(EXPERIENCE_OPTIONS, application.experience)}</dd>
          <dt className="text-muted-foreground">Commitment</dt>
          <dd>{labelOf(COMMITMENT_OPTIONS, application.commitment)}</dd>
        </dl>
        <div>
          <p className="text-sm text-muted-foreground">Message</p>
          <p className="whitespace-pre-wrap wrap-anywhere text-sm">{application.message}</p>
        </div>
      </div>

      <div className="mt-4 flex flex-col gap-3 border-t pt-4 md:mt-0 md:border-l md:border-t-0 md:pl-6 md:pt-0">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={statusId} className="text-sm font-medium">
            Status
          </label>
          <Select
            id={statusId}
            value={application.status}
            disabled={update.isPending}
            onChange={(e) => changeStatus(e.target.value as ApplicationStatus)}
          >
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <Field
          label="Staff notes"
          error={notesError}
          limit={{
            length: notes.length,
            max: APPLICATION_NOTES_MAX_LENGTH,
            message: APPLICATION_MESSAGES.notesTooLong,
          }}
        >
          <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Field>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={!isNotesChanged || update.isPending}
          onClick={saveNotes}
        >
          Save notes
        </Button>
        <div className="flex flex-col gap-1">
          <Button
            disabled={invite.isPending}
            onClick={() => (application.invitedAt ? setIsConfirmOpen(true) : sendInvitation(false))}
            variant={application.invitedAt ? 'outline' : 'default'}
          >
            <Send aria-hidden="true" />
            {application.invitedAt ? 'Send invitation again' : 'Send invitation'}
          </Button>
          {application.invitedAt ? (
            <p className="text-xs text-muted-foreground">
              Invited{' '}
              <time dateTime={application.invitedAt}>
                {WHEN.format(new Date(application.invitedAt))}
              </time>
            </p>
          ) : null}
          <TrialPanel application={application} trial={trial} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setIsReplyOpen(true)}>
              <MessageSquareReply aria-hidden="true" />
              Reply
            </Button>
            {application.status !== 'declined' ? (
              <Button variant="outline" size="sm" onClick={() => setIsDeclineOpen(true)}>
                <XCircle aria-hidden="true" />
                Decline
              </Button>
            ) : null}
          </div>
        </div>
      </div>

      <Dialog open={isConfirmOpen} onOpenChange={setIsConfirmOpen}>
        <DialogContent
          title="Send the invitation again?"
          description={APPLICATION_MESSAGES.alreadyInvited(application.email)}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button disabled={invite.isPending} onClick={() => sendInvitation(true)}>
              Send again
            </Button>
          </div>
        </DialogContent>
      </Dialog>

      <Dialog open={isDeclineOpen} onOpenChange={setIsDeclineOpen}>
        <DialogContent
          title="Decline this application?"
          description={`${application.parentName} receives this e-mail at ${application.email}:`}
        >
          <p className="whitespace-pre-wrap rounded-md border bg-muted p-3 text-sm">
            {declineMessage(names)}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button disabled={decline.isPending} onClick={sendDecline}>
              Decline and send
            </Button>
          </div>
        </DialogContent>
      </Dialog>

      {isReplyOpen ? (
        <ReplyDialog application={application} onClose={() => setIsReplyOpen(false)} />
      ) : null}
    </li>
  );
}

/** A reply from one of the fixed templates, which staff may edit before it is sent. */
function ReplyDialog({ application, onClose }: { application: TApplication; onClose: () => void }) {
  const templateId = useId();
  const reply = useReplyToApplicant();
  const names = { parentName: application.parentName, playerName: application.playerName };
  const [message, setMessage] = useState<string>(REPLY_TEMPLATES[0].body(names));
  const [error, setError] = useState<string | undefined>();

  function send() {
    reply.mutate(
      { id: application.id, message },
      {
        onSuccess: () => {
          toast.success(APPLICATION_MESSAGES.replied(application.email));
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        title="Reply to the applicant"
        description={`E-mailed to ${application.email}.`}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={templateId} className="text-sm font-medium">
            Template
          </label>
          <Select
            id={templateId}
            onChange={(e) =>
              setMessage(REPLY_TEMPLATES.find((t) => t.id === e.target.value)!.body(names))
            }
          >
            {REPLY_TEMPLATES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </Select>
        </div>
        <Field
          label="Message"
          error={error}
          limit={{
            length: message.length,
            max: APPLICATION_REPLY_MAX_LENGTH,
            message: `A reply must be at most ${APPLICATION_REPLY_MAX_LENGTH} characters.`,
          }}
        >
          <Textarea rows={6} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button disabled={reply.isPending || !message.trim()} onClick={send}>
            Send reply
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
