/**
 * /coach/sessions/:sessionId (issue 38, point 3; docs/product.md, Training sessions: Attendance): the
 * attendance sheet, built for a phone at the field. Counts at the top, "Mark all present", then one
 * tap per athlete, each saved at once and put back, with the reason shown, if the server refuses.
 * Outside its window (7 days before the start to 72 hours after the end) or cancelled, it is read-only.
 * Below the roster, the session's results: counts a coach records or confirms (issue 42, point 4).
 */
import { ArrowLeft, CheckCheck, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '#shared/page-paths';
import type { AttendanceStatus, TAttendanceSheet } from '#shared/validation/attendance';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { toast } from '#client/lib/toast';
import { useAttendanceSheet } from '../api/get-attendance-sheet';
import { markWrite, useMarkAllPresent, useMarkAttendance, useMarkTrialGuest } from '../api/mark-attendance';
import { AttendanceCounts } from '../components/attendance-counts';
import { academyMoment, sessionDay, sessionHours } from '../components/format';
import { GuestRow } from '../components/guest-row';
import { RosterRow } from '../components/roster-row';
import { StaffOnly, useIsStaff } from '#client/components/staff-only';
import { SessionResultsSection } from '#client/features/coaching';

export function AttendanceSheetPage() {
  if (!useIsStaff()) return <StaffOnly title="Attendance" description="Attendance and the coach’s sessions are for coaches and admins." />;
  return <AttendanceSheetScreen />;
}

function AttendanceSheetScreen() {
  const { sessionId = '' } = useParams();
  const sheet = useAttendanceSheet(sessionId);
  return (
    <div className="flex flex-col gap-4">
      <PageMeta title="Attendance" />
      <Link to={paths.coach()} className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All sessions
      </Link>
      {sheet.isPending ? <PageSpinner label="Loading the attendance sheet" /> : null}
      {sheet.isError ? (
        <Alert tone="error" title="We couldn't load this attendance sheet.">
          <p>{sheet.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void sheet.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {sheet.data ? <Sheet sheet={sheet.data} /> : null}
    </div>
  );
}

/** Why the sheet takes no marks now, in the coach's words. */
function closedReason(sheet: TAttendanceSheet): string {
  if (sheet.session.status === 'cancelled') return 'This session is cancelled: there is no attendance to take.';
  if (Date.now() < Date.parse(sheet.opensAt)) return `This sheet opens ${academyMoment(sheet.opensAt)}, 7 days before the session.`;
  return `This sheet closed ${academyMoment(sheet.closesAt)}, 72 hours after the session. The marks below are final.`;
}

function Sheet({ sheet }: { sheet: TAttendanceSheet }) {
  const { session } = sheet;
  const mark = useMarkAttendance(session.id);
  const markAll = useMarkAllPresent(session.id);
  const markGuest = useMarkTrialGuest(session.id);
  const [saving, setSaving] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const waiting = sheet.roster.filter((e) => !e.isMarked && !e.reply).length;

  function onMark(athleteId: string, name: string, status: AttendanceStatus) {
    setSaving((s) => ({ ...s, [athleteId]: (s[athleteId] ?? 0) + 1 }));
    setErrors(({ [athleteId]: _gone, ...rest }) => rest);
    mark.mutate(
      markWrite(session.id, { athleteId, status, name }),
      {
        onError: (error) => {
          setErrors((e) => ({ ...e, [athleteId]: error.message }));
          toast.error(`${name}’s mark was not saved`, { description: error.message });
        },
        onSettled: () => setSaving((s) => ({ ...s, [athleteId]: (s[athleteId] ?? 1) - 1 })),
      },
    );
  }

  function onMarkGuest(trialId: string, name: string, status: AttendanceStatus) {
    const key = `trial:${trialId}`;
    setSaving((s) => ({ ...s, [key]: (s[key] ?? 0) + 1 }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
    markGuest.mutate(
      { trialId, status },
      {
        onError: (error) => {
          setErrors((e) => ({ ...e, [key]: error.message }));
          toast.error(`Trial: ${name}’s mark was not saved`, { description: error.message });
        },
        onSettled: () => setSaving((s) => ({ ...s, [key]: (s[key] ?? 1) - 1 })),
      },
    );
  }

  async function onMarkAll() {
    try {
      await markAll.mutateAsync();
      toast.success('Marked present', { description: `Everyone not yet marked and without a family’s reply is Present.` });
    } catch (error) {
      toast.error('Could not mark everyone present', { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <>
      <header>
        <h1 className="text-2xl font-bold">
          {session.groupLabel} · {sessionDay(session.date)}
        </h1>
        <p className="text-sm text-muted-foreground">{sessionHours(session)}</p>
        <p className="mt-1 flex items-start gap-1 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{session.location}</span>
        </p>
      </header>
      {sheet.isOpen ? null : (
        <Alert tone="warning" title="Attendance is closed">
          <p>{closedReason(sheet)}</p>
        </Alert>
      )}
      <AttendanceCounts roster={sheet.roster} />
      {sheet.isOpen && sheet.roster.length > 0 ? (
        <Button size="lg" className="w-full sm:w-auto sm:self-start" disabled={waiting === 0 || markAll.isPending} onClick={() => void onMarkAll()}>
          <CheckCheck aria-hidden="true" />
          Mark all present
        </Button>
      ) : null}
      {sheet.roster.length === 0 ? (
        <EmptyState title="Nobody on this session’s roster">Athletes appear here while their membership in this group is active.</EmptyState>
      ) : (
        <ul aria-label="Roster" className="flex flex-col gap-3">
          {sheet.roster.map((entry) => (
            <RosterRow
              key={entry.athleteId}
              entry={entry}
              isOpen={sheet.isOpen}
              isSaving={(saving[entry.athleteId] ?? 0) > 0}
              error={errors[entry.athleteId]}
              onMark={(status) => onMark(entry.athleteId, entry.name, status)}
            />
          ))}
        </ul>
      )}
      {sheet.guests.length > 0 ? (
        <section aria-labelledby="trial-guests" className="flex flex-col gap-3">
          <h2 id="trial-guests" className="text-lg font-semibold">
            Trial guests
          </h2>
          <p className="-mt-2 text-sm text-muted-foreground">Children trying a session before they join. Their marks count nowhere else.</p>
          <ul aria-label="Trial guests" className="flex flex-col gap-3">
            {sheet.guests.map((guest) => (
              <GuestRow
                key={guest.trialId}
                guest={guest}
                isOpen={sheet.isOpen}
                isSaving={(saving[`trial:${guest.trialId}`] ?? 0) > 0}
                error={errors[`trial:${guest.trialId}`]}
                onMark={(status) => onMarkGuest(guest.trialId, guest.name, status)}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {session.status === 'cancelled' ? null : <SessionResultsSection sessionId={session.id} />}
    </>
  );
}
