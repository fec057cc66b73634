/**
 * Admissions (docs/product.md, Admissions; decision 078): the academy is invite-only. An invitation
 * belongs to one e-mail address; its link carries a random code of which only the SHA-256 is kept.
 * A family is admitted when it has used an invitation or already holds or held a membership; only an
 * admitted family, or one whose address has an open invitation, may buy a membership, and the
 * purchase that starts its first membership uses the invitation in the same transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ACADEMY } from '#shared/academy';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { normalizeEmail, ZEmail } from '#shared/validation/accounts';
import {
  INVITATION_DAYS,
  INVITATION_MESSAGES,
  type InvitationStatus,
  type TInvitation,
  type TInvitationPreview,
  type TInvitationsPage,
  type TInvitationsQuery,
  type TIssuedInvitation,
} from '#shared/validation/invitations';
import { recordAudit } from '#server/audit/audit';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction, type Trx } from '#server/db/transaction';
import { composeMail } from '#server/mail/mail';
import type { OutgoingMail } from '#server/mail/outbox';
import {
  claimInvitation,
  hasAdmission,
  insertInvitation,
  type InvitationRow,
  markInvitationRevoked,
  revokeOpenInvitationsOf,
  selectInvitation,
  selectInvitationByHash,
  selectInvitations,
  selectOpenInvitation,
  selectUserEmail,
  setInvitationTrial,
} from './invitation-queries';

/** What issuing needs: the database, the public base URL for the link, and the outbox. */
export type InvitationDeps = {
  db: Db;
  config: { appUrl: string };
  mail: { queue(executor: Trx, mail: OutgoingMail): Promise<string> };
};

type Actor = { id: string; email: string };

const iso = (value: string | Date) => new Date(value).toISOString();
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function invitationLink(appUrl: string, code: string): string {
  return `${appUrl}${paths.join({ invite: code })}`;
}

function statusOf(row: InvitationRow, now: Date): InvitationStatus {
  if (row.used_at) return 'used';
  if (row.revoked_at) return 'revoked';
  return Date.parse(iso(row.expires_at)) <= now.getTime() ? 'expired' : 'open';
}

function toInvitation(row: InvitationRow, now: Date): TInvitation {
  return {
    id: row.id,
    email: row.email,
    status: statusOf(row, now),
    issuedVia: row.issued_via,
    applicationId: row.application_id,
    trialSessionId: row.trial_session_id,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    usedAt: row.used_at ? iso(row.used_at) : null,
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
  };
}

export type IssueInvitationInput = {
  email: string;
  issuedBy: Actor | null;
  via: InvitationRow['issued_via'];
  applicationId?: string | null;
  /** The applicant's names, for the e-mail's greeting and wording. */
  parentName?: string | null;
  playerName?: string | null;
  /** A trial session booked from the application, named in the e-mail. */
  trial?: { id: string; label: string } | null;
};

/**
 * Issues an invitation inside the caller's transaction: the address's earlier open invitations are
 * withdrawn (one link works at a time), the row is written, the e-mail with the link is queued and,
 * when a person issued it, the audit row.
 */
export async function issueInvitationIn(trx: Trx, deps: Omit<InvitationDeps, 'db'>, input: IssueInvitationInput, now = new Date()): Promise<TIssuedInvitation> {
  const email = normalizeEmail(input.email);
  const code = randomBytes(32).toString('base64url');
  const nowIso = now.toISOString();
  await revokeOpenInvitationsOf(trx, email, nowIso);
  const row: InvitationRow = {
    id: timeOrderedId(now.getTime()),
    email,
    code_hash: hashCode(code),
    issued_by: input.issuedBy?.id ?? null,
    issued_via: input.via,
    application_id: input.applicationId ?? null,
    trial_session_id: input.trial?.id ?? null,
    created_at: nowIso,
    expires_at: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
    used_at: null,
    used_by: null,
    revoked_at: null,
  };
  await insertInvitation(trx, row);
  const link = invitationLink(deps.config.appUrl, code);
  const links = [{ label: 'Accept your invitation', url: link }];
  const player = input.playerName;
  await deps.mail.queue(trx, {
    kind: 'application-invitation',
    to: email,
    subject: `Your invitation to ${ACADEMY.name}`,
    links,
    ...composeMail({
      greeting: input.parentName ? `Hello ${input.parentName},` : 'Hello,',
      paragraphs: [
        player
          ? `Thank you for applying to ${ACADEMY.name} for ${player}. We would love to welcome ${player} to the academy.`
          : `You are invited to join ${ACADEMY.name}.`,
        `Open the link below and create your family account with this e-mail address (${email}), then add ${player ?? 'your athlete'} and choose a membership. The invitation works for ${INVITATION_DAYS} days.`,
        ...(input.trial ? [`We have also booked a trial session for ${player ?? 'your athlete'}: ${input.trial.label}.`] : []),
      ],
      links,
    }),
  });
  // An accepted application writes its own audit row (application.invited).
  if (input.issuedBy && input.via !== 'application') {
    await recordAudit(
      trx,
      { actor: input.issuedBy, action: 'invitation.issued', target: { type: 'invitation', id: row.id }, summary: `Invited ${email}`, details: { via: input.via, applicationId: input.applicationId ?? null } },
      now,
    );
  }
  return { invitation: toInvitation(row, now), link };
}

/** An admin's (or the operator's) invitation for an address, in its own transaction. */
export async function issueInvitation(deps: InvitationDeps, input: IssueInvitationInput, now = new Date()): Promise<TIssuedInvitation> {
  return inTransaction(deps.db, (trx) => issueInvitationIn(trx, deps, input, now));
}

/**
 * The operator's `npm run admin -- invite EMAIL`: an invitation with no admin behind it (no audit
 * row, as `grant`), e-mailed through the outbox; the line to print, with the link.
 */
export async function inviteFromCommandLine(deps: InvitationDeps, rawEmail: string, now = new Date()): Promise<string> {
  const parsed = ZEmail.safeParse(rawEmail);
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Please enter a valid email address.');
  const { link } = await issueInvitation(deps, { email: parsed.data, issuedBy: null, via: 'operator' }, now);
  return `Invited ${parsed.data}: ${link} (valid ${INVITATION_DAYS} days).`;
}

/** Every invitation, newest first, a page at a time. */
export async function listInvitations(db: Db, query: TInvitationsQuery, now = new Date()): Promise<TInvitationsPage> {
  const split = query.cursor?.indexOf('_') ?? -1;
  const after = query.cursor && split > 0 ? { createdAt: query.cursor.slice(0, split), id: query.cursor.slice(split + 1) } : undefined;
  const rows = await selectInvitations(db, { limit: query.limit, after });
  const shown = rows.slice(0, query.limit).map((row) => toInvitation(row, now));
  const last = shown.at(-1);
  return { invitations: shown, nextCursor: rows.length > query.limit && last ? `${last.createdAt}_${last.id}` : null };
}

/** Withdraws an invitation not yet used (404 unknown, 409 used or already withdrawn). */
export async function revokeInvitation(db: Db, actor: Actor, id: string, now = new Date()): Promise<TInvitation> {
  return inTransaction(db, async (trx) => {
    const row = await selectInvitation(trx, id);
    if (!row) throw new AppError('NOT_FOUND', 'This invitation no longer exists.');
    if (!(await markInvitationRevoked(trx, id, now.toISOString()))) throw new AppError('CONFLICT', INVITATION_MESSAGES.cannotRevoke);
    await recordAudit(trx, { actor, action: 'invitation.revoked', target: { type: 'invitation', id }, summary: `Withdrew the invitation for ${row.email}` }, now);
    return toInvitation((await selectInvitation(trx, id))!, now);
  });
}

async function requireCode(db: Db, code: string): Promise<InvitationRow> {
  const row = await selectInvitationByHash(db, hashCode(code));
  if (!row) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
  return row;
}

/** The join page before sign-in: whom the link is for and whether it still works. */
export async function previewInvitation(db: Db, code: string, now = new Date()): Promise<TInvitationPreview> {
  const row = await requireCode(db, code);
  return { email: row.email, status: statusOf(row, now) };
}

/**
 * The join page for a signed-in account: the link must be for this account's address (403), and
 * still open (409 used, withdrawn or expired), unless this very family already used it.
 */
export async function checkInvitation(db: Db, user: { id: string; email: string }, code: string, now = new Date()): Promise<{ email: string; isAdmitted: true }> {
  const row = await requireCode(db, code);
  if (row.email !== normalizeEmail(user.email)) throw new AppError('FORBIDDEN', INVITATION_MESSAGES.foreignEmail);
  if (row.used_by === user.id || (await hasAdmission(db, user.id))) return { email: row.email, isAdmitted: true };
  const status = statusOf(row, now);
  if (status === 'used') throw new AppError('CONFLICT', INVITATION_MESSAGES.used);
  if (status === 'revoked') throw new AppError('CONFLICT', INVITATION_MESSAGES.revoked);
  if (status === 'expired') throw new AppError('CONFLICT', INVITATION_MESSAGES.expired);
  return { email: row.email, isAdmitted: true };
}

/** Admitted: the family used an invitation, or holds or held a membership (decision 078). */
export async function isFamilyAdmitted(db: Db | Trx, userId: string): Promise<boolean> {
  return hasAdmission(db, userId);
}

/** Whether the family may buy a membership now: admitted, or its address has an open invitation. */
export async function mayBuyMembership(db: Db | Trx, user: { id: string; email: string }, now = new Date()): Promise<boolean> {
  if (await hasAdmission(db, user.id)) return true;
  return Boolean(await selectOpenInvitation(db, normalizeEmail(user.email), now.toISOString()));
}

/** Refuses a purchase (403 NOT_INVITED) before anything is written, unless the family may buy. */
export async function assertMayBuyMembership(db: Db | Trx, user: { id: string; email: string }, now = new Date()): Promise<void> {
  if (!(await mayBuyMembership(db, user, now))) throw new AppError('NOT_INVITED', INVITATION_MESSAGES.notInvited);
}

/**
 * In the transaction that grants a membership, before its row is written: a family not yet admitted
 * uses its address's open invitation. False when there was none to use (the caller decides whether
 * a payment already taken still grants the membership).
 */
export async function admitOnPurchase(trx: Trx, userId: string, now = new Date()): Promise<boolean> {
  if (await hasAdmission(trx, userId)) return true;
  const email = await selectUserEmail(trx, userId);
  if (!email) return false;
  const nowIso = now.toISOString();
  const open = await selectOpenInvitation(trx, normalizeEmail(email), nowIso);
  if (!open) return false;
  // Of two purchases at once, one claims it; the other finds the family admitted by that claim.
  return (await claimInvitation(trx, open.id, userId, nowIso)) || hasAdmission(trx, userId);
}

/**
 * Keeps the application's invitation pointing at its trial session (null once the trial is
 * cancelled). Called by the sessions feature, which owns the trial.
 */
export async function setApplicationTrialIn(trx: Trx, applicationId: string, sessionId: string | null): Promise<void> {
  await setInvitationTrial(trx, applicationId, sessionId);
}

const SENT_ON = new Intl.DateTimeFormat('en-US', { timeZone: ACADEMY.timeZone, month: 'long', day: 'numeric', year: 'numeric' });

/**
 * A trial added to an application already invited: the applicant's e-mail names the session and
 * says that the invitation they already have still stands (or when it was sent), with no new link.
 */
export async function tellApplicantOfTrialIn(
  trx: Trx,
  deps: Omit<InvitationDeps, 'db'>,
  applicant: { email: string; parentName: string; playerName: string; invitedAt: string | null },
  trialLabel: string,
  now = new Date(),
): Promise<void> {
  const email = normalizeEmail(applicant.email);
  const open = await selectOpenInvitation(trx, email, now.toISOString());
  const sent = applicant.invitedAt ? SENT_ON.format(new Date(applicant.invitedAt)) : null;
  const invitation = open
    ? `The invitation we sent you${sent ? ` on ${sent}` : ''} still works until ${SENT_ON.format(new Date(open.expires_at))}: open the link in that e-mail to create your family account with this address (${email}) and choose a membership.`
    : `We sent your invitation to join${sent ? ` on ${sent}` : ' earlier'}.`;
  await deps.mail.queue(trx, {
    kind: 'trial-session',
    to: email,
    subject: `A trial session at ${ACADEMY.name} for ${applicant.playerName}`,
    ...composeMail({
      greeting: `Hello ${applicant.parentName},`,
      paragraphs: [`We have booked a trial session for ${applicant.playerName}: ${trialLabel}.`, invitation],
    }),
  });
}
