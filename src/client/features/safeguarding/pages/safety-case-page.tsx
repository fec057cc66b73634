/**
 * /contacts/cases/:caseId (issue 39, point 4; docs/product.md, Safeguarding cases): one case, built
 * for a phone: the concern, the family (the e-mail for admins only) with its thread one tap away,
 * the state and owner, the history (the family's words, each change, each note), a note box, and
 * for admins an export. Closing asks what was done.
 */
import { ArrowLeft, Download, MessageCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '#shared/page-paths';
import { CASE_CONCERN_LABELS, CASE_MESSAGES, CASE_NOTE_MAX, CASE_STATE_LABELS, CASE_STATES, type CaseState, type TCaseDetail, type TCaseEntry } from '#shared/validation/safety-cases';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Select, Textarea } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { formatDateTime } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import { useSession } from '#client/lib/session';
import { toast } from '#client/lib/toast';
import { StaffOnly, useIsStaff } from '#client/components/staff-only';
import { useAddCaseNote, useChangeCase, useExportCase, useSafetyCase } from '../api/cases';

export function SafetyCasePage() {
  if (!useIsStaff()) return <StaffOnly title="Safety case" description="Safety cases are for coaches and admins." />;
  return <SafetyCaseScreen />;
}

function SafetyCaseScreen() {
  const { caseId = '' } = useParams();
  const found = useSafetyCase(caseId);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageMeta title="Safety case" />
      <Link to={paths.contacts({ tab: 'cases' })} className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All safety cases
      </Link>
      {found.isPending ? <PageSpinner label="Loading the case" /> : null}
      {found.isError ? (
        <Alert tone="error" title="We couldn't load this case.">
          <p>{found.error.message}</p>
        </Alert>
      ) : null}
      {found.data ? <CaseView detail={found.data} /> : null}
    </div>
  );
}

function CaseView({ detail }: { detail: TCaseDetail }) {
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.user.role === 'admin';
  const exportCase = useExportCase(detail.id);
  return (
    <>
      <h1 className="text-2xl font-bold">{CASE_CONCERN_LABELS[detail.concern]}</h1>
      <Card>
        <CardContent className="space-y-2 pt-6 text-sm">
          <p className="break-words">
            <span className="font-semibold">{detail.family.name}</span> <span className="text-muted-foreground">({detail.family.reference})</span>
          </p>
          {detail.family.email ? (
            <p>
              <a className="break-all text-primary hover:underline" href={`mailto:${detail.family.email}`}>
                {detail.family.email}
              </a>
            </p>
          ) : null}
          <p className="text-muted-foreground">
            Opened {formatDateTime(detail.openedAt)}
            {detail.closedAt ? ` · closed ${formatDateTime(detail.closedAt)}` : ''}
          </p>
          <div className="flex flex-wrap gap-2 pt-1">
            {detail.family.supportThreadId ? (
              <Button asChild variant="outline">
                <Link to={paths.contacts({ tab: 'inbox', t: detail.family.supportThreadId })}>
                  <MessageCircle aria-hidden="true" /> Open the family’s thread
                </Link>
              </Button>
            ) : null}
            {isAdmin ? (
              <Button variant="outline" disabled={exportCase.isPending} onClick={() => exportCase.mutate(undefined, { onError: (e) => toast.error('The case was not exported', { description: e.message }) })}>
                <Download aria-hidden="true" /> Export
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
      <Handling detail={detail} />
      <History entries={detail.entries} />
      <NoteForm caseId={detail.id} />
    </>
  );
}

/** State and owner; closing needs a note saying what was done. */
function Handling({ detail }: { detail: TCaseDetail }) {
  const change = useChangeCase(detail.id);
  const [state, setState] = useState<CaseState>(detail.state);
  const [ownerId, setOwnerId] = useState(detail.owner?.id ?? '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const isClosing = state === 'closed' && detail.state !== 'closed';
  const isChanged = state !== detail.state || ownerId !== (detail.owner?.id ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isClosing && !note.trim()) return setError(CASE_MESSAGES.closingNote);
    setError(undefined);
    change.mutate(
      { ...(state !== detail.state ? { state } : {}), ...(ownerId !== (detail.owner?.id ?? '') ? { ownerId: ownerId || null } : {}), ...(note.trim() ? { note } : {}) },
      {
        onSuccess: () => {
          setNote('');
          toast.success('Case updated');
        },
        onError: (e) => setError(e.message),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Handling</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-3" onSubmit={submit} aria-label="Handling">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="State">
              <Select value={state} onChange={(e) => setState(e.target.value as CaseState)}>
                {CASE_STATES.map((s) => (
                  <option key={s} value={s}>
                    {CASE_STATE_LABELS[s]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Owner">
              <Select value={ownerId} onChange={(e) => setOwnerId(e.target.value)}>
                <option value="">No owner</option>
                {detail.staff.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {isClosing ? (
            <Field label="What was done" limit={{ length: note.length, max: CASE_NOTE_MAX, message: CASE_MESSAGES.noteTooLong }}>
              <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
            </Field>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="self-start" disabled={!isChanged || change.isPending}>
            Save
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

const ENTRY_LABELS: Record<TCaseEntry['kind'], string> = { flag: 'The family wrote', state: 'State', owner: 'Owner', note: 'Note', export: 'Exported' };

function History({ entries }: { entries: TCaseEntry[] }) {
  return (
    <section aria-labelledby="case-history" className="space-y-2">
      <h2 id="case-history" className="text-lg font-semibold">
        History
      </h2>
      <ol className="space-y-2">
        {entries.map((e) => (
          <li key={e.id} className={e.kind === 'flag' ? 'rounded-lg border border-destructive/40 bg-card p-3 text-sm' : 'rounded-lg border bg-card p-3 text-sm'}>
            <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">
                {ENTRY_LABELS[e.kind]}
                {e.kind === 'flag' && e.concern ? ` (${CASE_CONCERN_LABELS[e.concern]})` : ''}
                {e.author ? ` · ${e.author}` : ''}
              </span>
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
            </p>
            <p className="mt-1 whitespace-pre-line break-words">{e.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function NoteForm({ caseId }: { caseId: string }) {
  const add = useAddCaseNote(caseId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return setError(CASE_MESSAGES.noteRequired);
    setError(undefined);
    add.mutate(body, { onSuccess: () => setBody(''), onError: (e) => setError(e.message) });
  }
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} aria-label="Add a note">
      <Field label="Add a note" error={error} limit={{ length: body.length, max: CASE_NOTE_MAX, message: CASE_MESSAGES.noteTooLong }}>
        <Textarea rows={3} value={body} onChange={(e) => setBody(e.target.value)} />
      </Field>
      <Button type="submit" className="self-start" disabled={add.isPending}>
        Add note
      </Button>
    </form>
  );
}
