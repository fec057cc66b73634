/**
 * Trial sessions booked from an application (issue 39, point 2; docs/product.md, Admissions;
 * decision 084). An admin offers the applicant's child one coming, scheduled session of the Core
 * group that trains the child's birth year (an age allows two years, so up to two groups): booked
 * with the invitation in one action, or added to an application already invited. The applicant is
 * e-mailed when it is booked, moved, or cancelled (by the admin or with its session), each once: the
 * e-mail is queued in the transaction whose conditional update made the change. This feature calls
 * into public-site's admissions, never the reverse.
 */
import { ACADEMY, ELIGIBLE_BIRTH_YEARS } from '#shared/academy';
import { AppError } from '#shared/errors';
import { publicName } from '#shared/names';
import { describeYears, groupsForYears } from '#shared/training-groups';
import type { TApplication } from '#shared/validation/application-inbox';
import { APPLICATION_MESSAGES } from '#shared/validation/application-inbox';
import { ATHLETE_BIRTH_YEAR_MESSAGE } from '#shared/validation/athletes';
import { possibleBirthYears } from '#shared/validation/invitations';
import { CANCEL_REASON_LABELS, describeSessionTime } from '#shared/validation/session-admin';
import { TRIAL_HORIZON_DAYS, TRIAL_MESSAGES as M, type TBookTrialResponse, type TTrial, type TTrialOptions, type TTrialSession, type TTrials } from '#shared/validation/trials';
import { recordAudit } from '#server/audit/audit';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction, type Trx } from '#server/db/transaction';
import { composeMail } from '#server/mail/mail';
import { inviteApplicantIn, readApplication, setApplicationTrialIn, tellApplicantOfTrialIn } from '../public-site/service';
import { type AdminSessionRow, findAdminSession, listAdminSessions, listStaffIds } from './admin-queries';
import { listActiveGroups } from './group-queries';
import { sessionName } from './session-name';
import { cancelTrialsOfSession, findBookedTrialOf, findTrial, insertTrial, listBookedTrialsOfSession, listTrialsOf, markTrialCancelled, type TrialRow } from './trial-queries';

type Admin = Pick<SessionUser, 'id' | 'email'>;
type Executor = AppContext['db'] | Trx;
type MailContext = Pick<AppContext, 'mail' | 'config'>;
type SessionLike = { local_date: string; starts_at: string; ends_at: string; location: string; title: string | null; group_label: string | null };

const iso = (value: string | Date) => new Date(value).toISOString();

function toTrialSession(r: SessionLike & { id: string; status: 'scheduled' | 'cancelled' }): TTrialSession {
  return { id: r.id, groupLabel: r.group_label ?? 'Core', title: r.title, date: r.local_date, startsAt: iso(r.starts_at), endsAt: iso(r.ends_at), location: r.location, status: r.status };
}

function toTrial(r: TrialRow): TTrial {
  return {
    id: r.id,
    applicationId: r.application_id,
    guestName: r.guest_name,
    status: r.status,
    cancelCause: r.cancel_cause,
    cancelledAt: r.cancelled_at ? iso(r.cancelled_at) : null,
    attendance: r.attendance,
    createdAt: iso(r.created_at),
    session: toTrialSession({ ...r, id: r.session_id, status: r.session_status }),
  };
}

/** "Core training on Saturday, December 12, 9:00–10:30 AM at Field 2": the session as the e-mails name it. */
export function trialLabel(s: SessionLike): string {
  return `${sessionName(s)} on ${describeSessionTime({ date: s.local_date, startsAt: iso(s.starts_at), endsAt: iso(s.ends_at) })} at ${s.location}`;
}

/** The application (404), still open to a trial (409 declined), and the birth years its age allows (400 none). */
async function requireApplicant(db: Executor, applicationId: string): Promise<{ application: TApplication; birthYears: number[] }> {
  const application = await readApplication(db, applicationId);
  if (!application) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
  const birthYears = possibleBirthYears(application.playerAge, new Date(application.createdAt)).filter((y) => y >= ELIGIBLE_BIRTH_YEARS.from && y <= ELIGIBLE_BIRTH_YEARS.to);
  if (birthYears.length === 0) throw new AppError('ATHLETE_BIRTH_YEAR', ATHLETE_BIRTH_YEAR_MESSAGE);
  return { application, birthYears };
}

/** The Core group(s) a child of these birth years would train with. */
async function trialGroups(db: Executor, birthYears: number[]) {
  return groupsForYears(await listActiveGroups(db), 'core', birthYears);
}

/** The booking page: the child's possible birth years, their group(s) and its coming scheduled sessions (3 weeks). */
export async function trialOptions(ctx: Pick<AppContext, 'db'>, applicationId: string, now = new Date()): Promise<TTrialOptions> {
  const { birthYears } = await requireApplicant(ctx.db, applicationId);
  const groups = await trialGroups(ctx.db, birthYears);
  const ids = new Set(groups.map((g) => g.id));
  const rows = await listAdminSessions(ctx.db, now.toISOString(), new Date(now.getTime() + TRIAL_HORIZON_DAYS * 86_400_000).toISOString());
  const sessions = rows.filter((r) => ids.has(r.group_id) && r.status === 'scheduled' && new Date(r.starts_at) > now);
  return { birthYears, groups: groups.map((g) => g.label), sessions: sessions.map(toTrialSession) };
}

/**
 * Books a trial: the session must be coming (409), scheduled (409) and of the child's group (400),
 * and the application without a trial booked (409). Never invited: the invitation goes out with the
 * trial in it, in the same transaction. Invited already: the applicant is told of the trial and that
 * their invitation stands. With the audit row; nothing is written when anything is refused.
 */
export async function bookTrial(ctx: AppContext, admin: Admin, applicationId: string, sessionId: string, now = new Date()): Promise<TBookTrialResponse> {
  const at = now.toISOString();
  const trialId = timeOrderedId(now.getTime());
  const result = await inTransaction(ctx.db, async (trx) => {
    const { application, birthYears } = await requireApplicant(trx, applicationId);
    if (application.status === 'declined') throw new AppError('CONFLICT', M.declined);
    const session = await findAdminSession(trx, sessionId);
    if (!session) throw new AppError('NOT_FOUND', M.noSession);
    if (!(await trialGroups(trx, birthYears)).some((g) => g.id === session.group_id)) {
      throw new AppError('VALIDATION', M.wrongGroup(describeYears(birthYears)), { sessionId: M.wrongGroup(describeYears(birthYears)) });
    }
    if (new Date(session.starts_at) <= now) throw new AppError('CONFLICT', M.notComing);
    if (session.status === 'cancelled') throw new AppError('CONFLICT', M.sessionCancelled);
    if (await findBookedTrialOf(trx, applicationId)) throw new AppError('CONFLICT', M.alreadyBooked);
    const guest = { id: trialId, application_id: applicationId, session_id: sessionId, guest_name: publicName(application.playerName, 'Guest'), booked_by: admin.id, created_at: at };
    if (!(await insertTrial(trx, guest))) throw new AppError('CONFLICT', M.alreadyBooked);
    const trial = { id: sessionId, label: trialLabel(session) };
    let updated = application;
    if (application.invitedAt === null) {
      updated = await inviteApplicantIn(trx, ctx, admin, applicationId, { resend: false, trial }, now);
    } else {
      await setApplicationTrialIn(trx, applicationId, sessionId);
      await tellApplicantOfTrialIn(trx, ctx, application, trial.label, now);
    }
    await recordAudit(
      trx,
      {
        actor: admin,
        action: 'trial.booked',
        target: { type: 'application', id: applicationId },
        // No names: the log outlives the application.
        summary: `Booked a trial session on ${session.local_date} for an application${application.invitedAt === null ? ', with its invitation' : ''}`,
        details: { trialId, sessionId },
      },
      now,
    );
    return { trial: toTrial((await findTrial(trx, trialId))!), application: updated };
  });
  await announceToStaff(ctx);
  return result;
}

/**
 * An admin cancels a trial before its session starts (409 after): the applicant is e-mailed once and
 * the audit row written, in the transaction whose conditional update cancelled it. A repeat (a double
 * tap, 20 at once) finds it cancelled and answers the same trial, sending nothing.
 */
export async function cancelTrial(ctx: AppContext, admin: Admin, trialId: string, now = new Date()): Promise<TTrial> {
  const at = now.toISOString();
  const { trial, isChanged } = await inTransaction(ctx.db, async (trx) => {
    const row = await findTrial(trx, trialId);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    if (row.status === 'cancelled') return { trial: row, isChanged: false };
    if (new Date(row.starts_at) <= now) throw new AppError('CONFLICT', M.started);
    if (!(await markTrialCancelled(trx, trialId, admin.id, 'admin', at))) return { trial: (await findTrial(trx, trialId))!, isChanged: false };
    await tellCancelled(trx, ctx, row.application_id, row, null);
    await recordAudit(
      trx,
      { actor: admin, action: 'trial.cancelled', target: { type: 'application', id: row.application_id }, summary: `Cancelled a trial session of ${row.local_date}`, details: { trialId, sessionId: row.session_id, cause: 'admin' } },
      now,
    );
    return { trial: (await findTrial(trx, trialId))!, isChanged: true };
  });
  if (isChanged) await announceToStaff(ctx);
  return toTrial(trial);
}

/** The trials of the inbox's applications (a page of them), newest first. */
export async function listTrials(ctx: Pick<AppContext, 'db'>, applicationIds: string[]): Promise<TTrials> {
  return { trials: (await listTrialsOf(ctx.db, applicationIds)).map(toTrial) };
}

/**
 * In the transaction that cancels a session (admin.ts): its booked trials are cancelled with it, each
 * applicant e-mailed and each cancellation audited. The session's own conditional change makes this
 * run once per cancellation.
 */
export async function cancelTrialsWithSessionIn(trx: Trx, ctx: MailContext, admin: Admin, session: AdminSessionRow, reason: keyof typeof CANCEL_REASON_LABELS, now: Date): Promise<number> {
  const cancelled = await cancelTrialsOfSession(trx, session.id, admin.id, now.toISOString());
  for (const trial of cancelled) {
    await tellCancelled(trx, ctx, trial.application_id, session, CANCEL_REASON_LABELS[reason]);
    await recordAudit(
      trx,
      { actor: admin, action: 'trial.cancelled', target: { type: 'application', id: trial.application_id }, summary: `Cancelled a trial session of ${session.local_date} with its session`, details: { trialId: trial.id, sessionId: session.id, cause: 'session' } },
      now,
    );
  }
  return cancelled.length;
}

/**
 * In the transaction that declines an application (the admin's route): its trial still to come is
 * cancelled, the applicant told and the cancellation audited; nothing when there is none.
 */
export async function cancelTrialOfApplicationIn(trx: Trx, ctx: MailContext, admin: Admin, applicationId: string, now: Date): Promise<void> {
  const booked = await findBookedTrialOf(trx, applicationId);
  const row = booked ? await findTrial(trx, booked.id) : undefined;
  if (!row || new Date(row.starts_at) <= now) return;
  if (!(await markTrialCancelled(trx, row.id, admin.id, 'admin', now.toISOString()))) return;
  await tellCancelled(trx, ctx, applicationId, row, null);
  await recordAudit(
    trx,
    { actor: admin, action: 'trial.cancelled', target: { type: 'application', id: applicationId }, summary: `Cancelled a trial session of ${row.local_date} with its declined application`, details: { trialId: row.id, sessionId: row.session_id, cause: 'declined' } },
    now,
  );
}

/** In the transaction that moves a session (admin.ts): each booked trial's applicant learns the new time and place. */
export async function tellTrialsOfMoveIn(trx: Trx, ctx: MailContext, before: SessionLike, after: SessionLike & { id: string }): Promise<void> {
  for (const trial of await listBookedTrialsOfSession(trx, after.id)) {
    const application = await readApplication(trx, trial.application_id);
    if (!application) continue;
    await queueTrialMail(trx, ctx, application, `Trial session moved: ${application.playerName}`, [
      `${application.playerName}’s trial session has moved.`,
      `Before: ${trialLabel(before)}.`,
      `Now: ${trialLabel(after)}.`,
    ]);
  }
}

async function tellCancelled(trx: Trx, ctx: MailContext, applicationId: string, session: SessionLike, sessionReason: string | null): Promise<void> {
  const application = await readApplication(trx, applicationId);
  if (!application) return;
  await setApplicationTrialIn(trx, applicationId, null);
  const label = trialLabel(session);
  await queueTrialMail(trx, ctx, application, `Trial session cancelled: ${application.playerName}`, [
    sessionReason
      ? `${label} is cancelled (${sessionReason}), so ${application.playerName}’s trial session is cancelled too.`
      : `We have cancelled ${application.playerName}’s trial session: ${label}.`,
    `To find another time, write to ${ACADEMY.email} or call ${ACADEMY.phone.display}.`,
  ]);
}

async function queueTrialMail(trx: Trx, ctx: MailContext, application: TApplication, subject: string, paragraphs: string[]): Promise<void> {
  await ctx.mail.queue(trx, {
    kind: 'trial-session',
    to: application.email,
    subject,
    ...composeMail({ greeting: `Hello ${application.parentName},`, paragraphs }),
  });
}

/** After a trial changes: the coaches' and admins' open sheets refresh. */
async function announceToStaff(ctx: Pick<AppContext, 'db' | 'events'>): Promise<void> {
  for (const userId of await listStaffIds(ctx.db)) ctx.events.publish({ userId }, [{ type: 'sessions' }]);
}
