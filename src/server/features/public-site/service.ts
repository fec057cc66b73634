import { randomUUID } from 'node:crypto';
import { ACADEMY } from '#shared/academy';
import {
  COMMITMENT_OPTIONS,
  EXPERIENCE_OPTIONS,
  type TCreateApplicationRequest,
} from '#shared/validation/application';
import {
  APPLICATION_MESSAGES,
  type TApplication,
  type TApplicationsPage,
  type TApplicationsQuery,
  type TUpdateApplicationRequest,
  type ApplicationStatus,
} from '#shared/validation/application-inbox';
import { AppError } from '#shared/errors';
import { recordAudit } from '#server/audit/audit';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { composeMail } from '#server/mail/mail';
import {
  type ApplicationRow,
  insertApplication,
  markApplicationDeclined,
  markApplicationInvited,
  revokeInvitationsOfApplication,
  selectApplication,
  selectApplications,
  updateApplicationRow,
} from './queries';
import { inTransaction, type Trx } from '#server/db/transaction';
import { ATHLETE_BIRTH_YEAR_MESSAGE } from '#shared/validation/athletes';
import { declineMessage, isAgeEligible } from '#shared/validation/invitations';
import { type InvitationDeps, issueInvitationIn } from './invitations';

export {
  admitOnPurchase,
  assertMayBuyMembership,
  checkInvitation,
  type InvitationDeps,
  isFamilyAdmitted,
  issueInvitation,
  inviteFromCommandLine,
  listInvitations,
  mayBuyMembership,
  previewInvitation,
  revokeInvitation,
  setApplicationTrialIn,
  tellApplicantOfTrialIn,
} from './invitations';

/**
 * How long an application (a child's name and age, a parent's phone) is kept: long enough for the
 * academy to answer it and follow up within a season, then deleted by a daily job (README).
 */
export const APPLICATION_RETENTION_DAYS = 180;

/** Deletes applications older than the retention period; returns how many. Safe on every instance. */
export async function pruneOldApplications(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - APPLICATION_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db.deleteFrom('applications').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/**
 * Stores an application and, in the same transaction, queues the e-mail that tells the academy and
 * the applicant's confirmation, so each goes exactly once per application.
 */
export async function submitApplication(ctx: AppContext, input: TCreateApplicationRequest, now = new Date()): Promise<{ id: string }> {
  const id = randomUUID();
  const mail = composeMail({
    paragraphs: [
      `New academy application from ${input.parentName}.`,
      [
        `Player name: ${input.playerName}`,
        `Player age: ${input.playerAge}`,
        `Parent name: ${input.parentName}`,
        `Email: ${input.email}`,
        `Phone: ${input.phone}`,
        `Experience: ${labelOf(EXPERIENCE_OPTIONS, input.experience)}`,
        `Commitment: ${labelOf(COMMITMENT_OPTIONS, input.commitment)}`,
      ].join('\n'),
      `Message:\n${input.message}`,
    ],
  });
  const confirmation = applicantConfirmation(input);
  await inTransaction(ctx.db, async (trx) => {
    await insertApplication(trx, id, input, now.toISOString());
    await ctx.mail.queue(trx, {
      kind: 'application',
      to: ACADEMY.email,
      subject: `New application: ${input.playerName} (${input.playerAge})`,
      ...mail,
    });
    await ctx.mail.queue(trx, { kind: 'application-confirmation', to: input.email, ...confirmation });
  });
  return { id };
}

/**
 * The applicant's receipt. Anyone can type any address into the form, so it repeats only what was
 * typed that matters to a real applicant (the parent's and player's names and age), never the free
 * message (no relay for someone else's text) nor anything the academy holds.
 */
function applicantConfirmation(input: TCreateApplicationRequest) {
  return {
    subject: `We received your application to ${ACADEMY.name}`,
    ...composeMail({
      greeting: `Hello ${input.parentName},`,
      paragraphs: [
        `Thank you for applying to ${ACADEMY.name} for ${input.playerName} (age ${input.playerAge}).`,
        'Our staff read every application and will be in touch soon. If you did not send this application, you can ignore this e-mail.',
      ],
    }),
  };
}

// The admins' inbox (docs/product.md, Admin): the admin feature reaches it through these functions.

type Actor = { id: string; email: string };

function toApplication(row: ApplicationRow): TApplication {
  return {
    id: row.id,
    playerName: row.player_name,
    playerAge: Number(row.player_age),
    parentName: row.parent_name,
    email: row.email,
    phone: row.phone,
    experience: row.experience,
    commitment: row.commitment,
    message: row.message,
    status: row.status as ApplicationStatus,
    notes: row.notes,
    invitedAt: row.invited_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const cursorOf = (row: ApplicationRow) => `${row.created_at}_${row.id}`;

/** Every application, newest first, a page at a time, optionally of one status. */
export async function listApplications(db: Db, query: TApplicationsQuery): Promise<TApplicationsPage> {
  const split = query.cursor?.indexOf('_') ?? -1;
  const after = query.cursor && split > 0 ? { createdAt: query.cursor.slice(0, split), id: query.cursor.slice(split + 1) } : undefined;
  const rows = await selectApplications(db, { status: query.status, limit: query.limit, after });
  const shown = rows.slice(0, query.limit);
  return { applications: shown.map(toApplication), nextCursor: rows.length > query.limit ? cursorOf(shown.at(-1)!) : null };
}

/**
 * Staff change an application's status or notes; the audit row (without the family's names: the log
 * outlives the application) is written in the same transaction. An unknown id is a 404.
 */
export async function updateApplication(db: Db, actor: Actor, id: string, changes: TUpdateApplicationRequest, now = new Date()): Promise<TApplication> {
  return inTransaction(db, async (trx) => {
    const before = await selectApplication(trx, id);
    if (!before) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
    await updateApplicationRow(trx, id, { status: changes.status, notes: changes.notes, updatedAt: now.toISOString() });
    const what = [
      ...(changes.status !== undefined && changes.status !== before.status ? [`status ${before.status} → ${changes.status}`] : []),
      ...(changes.notes !== undefined && changes.notes !== before.notes ? ['notes edited'] : []),
    ];
    await recordAudit(
      trx,
      {
        actor,
        action: 'application.updated',
        target: { type: 'application', id },
        summary: `Updated an application: ${what.length ? what.join(', ') : 'no change'}`,
        // Notes by their length only: staff's free text may name the family, and the log outlives it.
        details: {
          before: { ...(changes.status !== undefined ? { status: before.status } : {}), ...(changes.notes !== undefined ? { notesLength: before.notes?.length ?? 0 } : {}) },
          after: { ...(changes.status !== undefined ? { status: changes.status } : {}), ...(changes.notes !== undefined ? { notesLength: changes.notes.length } : {}) },
        },
      },
      now,
    );
    return toApplication((await selectApplication(trx, id))!);
  });
}

/**
 * The one-click invitation (docs/product.md, Admissions): the birth-year rule first (an age that no
 * birth year of 2014-2017 fits is refused, decision 078), then the status invited and an invitation
 * row whose e-mailed link lets the applicant's address buy a membership, in one transaction with its
 * audit rows. A second invitation is refused (409) unless the admin confirmed it (`resend`), so a
 * double click or a second admin never sends twice by mistake; a resend replaces the earlier link.
 */
export async function inviteApplicant(ctx: InvitationDeps, actor: Actor, id: string, options: { resend: boolean }, now = new Date()): Promise<TApplication> {
  return inTransaction(ctx.db, (trx) => inviteApplicantIn(trx, ctx, actor, id, options, now));
}

/**
 * The invitation inside the caller's transaction; with `trial`, a trial session the caller booked
 * (sessions feature) is named in the e-mail and kept on the invitation.
 */
export async function inviteApplicantIn(
  trx: Trx,
  ctx: Omit<InvitationDeps, 'db'>,
  actor: Actor,
  id: string,
  options: { resend: boolean; trial?: { id: string; label: string } },
  now = new Date(),
): Promise<TApplication> {
  const application = await selectApplication(trx, id);
  if (!application) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
  if (!isAgeEligible(Number(application.player_age), new Date(application.created_at))) {
    throw new AppError('ATHLETE_BIRTH_YEAR', ATHLETE_BIRTH_YEAR_MESSAGE);
  }
  if (!(await markApplicationInvited(trx, id, now.toISOString(), options.resend))) {
    throw new AppError('CONFLICT', APPLICATION_MESSAGES.alreadyInvited(application.email));
  }
  await issueInvitationIn(
    trx,
    ctx,
    { email: application.email, issuedBy: actor, via: 'application', applicationId: id, parentName: application.parent_name, playerName: application.player_name, trial: options.trial ?? null },
    now,
  );
  await recordAudit(
    trx,
    {
      actor,
      action: 'application.invited',
      target: { type: 'application', id },
      summary: options.resend ? 'Sent the sign-up invitation again for an application' : 'Sent the sign-up invitation for an application',
    },
    now,
  );
  return toApplication((await selectApplication(trx, id))!);
}

/** One application as the inbox shows it, read in the caller's transaction (the sessions feature books its trial). */
export async function readApplication(db: Db | Trx, id: string): Promise<TApplication | undefined> {
  const row = await selectApplication(db, id);
  return row ? toApplication(row) : undefined;
}

/**
 * A reply to the applicant, from a template staff may edit: e-mailed through the outbox, the status
 * contacted (unless already invited or declined), in one transaction with its audit row.
 */
export async function replyToApplicant(ctx: InvitationDeps, actor: Actor, id: string, message: string, now = new Date()): Promise<TApplication> {
  return inTransaction(ctx.db, async (trx) => {
    const application = await selectApplication(trx, id);
    if (!application) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
    await queueApplicantMail(ctx, trx, application, `About your application to ${ACADEMY.name}`, message);
    if (application.status === 'new') await updateApplicationRow(trx, id, { status: 'contacted', updatedAt: now.toISOString() });
    await recordAudit(trx, { actor, action: 'application.replied', target: { type: 'application', id }, summary: 'Replied to an application', details: { length: message.length } }, now);
    return toApplication((await selectApplication(trx, id))!);
  });
}

/**
 * Declines an application with the kind, fixed message (docs/product.md, Admissions): status declined
 * and the e-mail, once (409 when already declined), with the audit row. An open invitation from the
 * application is withdrawn.
 */
export async function declineApplicant(ctx: InvitationDeps, actor: Actor, id: string, now = new Date()): Promise<TApplication> {
  return inTransaction(ctx.db, (trx) => declineApplicantIn(trx, ctx, actor, id, now));
}

/** The decline inside the caller's transaction (the admin's route also cancels the application's trial in it). */
export async function declineApplicantIn(trx: Trx, ctx: Omit<InvitationDeps, 'db'>, actor: Actor, id: string, now = new Date()): Promise<TApplication> {
  const application = await selectApplication(trx, id);
  if (!application) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
  if (!(await markApplicationDeclined(trx, id, now.toISOString()))) throw new AppError('CONFLICT', APPLICATION_MESSAGES.alreadyDeclined);
  await revokeInvitationsOfApplication(trx, id, now.toISOString());
  const text = declineMessage({ parentName: application.parent_name, playerName: application.player_name });
  await queueApplicantMail(ctx, trx, application, `Your application to ${ACADEMY.name}`, text);
  await recordAudit(trx, { actor, action: 'application.declined', target: { type: 'application', id }, summary: 'Declined an application' }, now);
  return toApplication((await selectApplication(trx, id))!);
}

async function queueApplicantMail(ctx: Omit<InvitationDeps, 'db'>, trx: Trx, application: ApplicationRow, subject: string, message: string): Promise<void> {
  await ctx.mail.queue(trx, {
    kind: 'application-reply',
    to: application.email,
    subject,
    ...composeMail({ greeting: `Hello ${application.parent_name},`, paragraphs: message.split(/\n{2,}/) }),
  });
}

/** The applications sent with this e-mail address, when the family deletes its account. */
export async function deleteApplicationsOf(db: Db, email: string): Promise<void> {
  // The invitations to the address go too: a new account with it needs a new invitation.
  await db.deleteFrom('invitations').where('email', '=', email.toLowerCase()).execute();
  await db.deleteFrom('applications').where('email', '=', email).execute();
}
