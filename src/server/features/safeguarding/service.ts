/**
 * Safeguarding cases (issue 39, point 4; docs/product.md, Safeguarding cases; decision 071). A
 * safety flag opens a case, or joins the family's case not yet closed, in the transaction that stores
 * the flag; a concern about a child at risk alerts every admin at once (e-mail and push, through quiet
 * hours), naming the kind of concern, never the family's words. Coaches and admins read a case, take
 * it on, move it through open, in review and closed (closing says what was done), and write notes;
 * every change is an entry of the case's own history, apart from the general audit log. A coach never
 * receives the family's e-mail. An admin exports a case, and the export is itself an entry.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import {
  CASE_MESSAGES,
  CASE_STATE_LABELS,
  type CaseConcern,
  type TCaseDetail,
  type TCaseList,
  type TCaseListQuery,
  type TCaseSummary,
  type TCaseUpdate,
} from '#shared/validation/safety-cases';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { recordAudit } from '#server/audit/audit';
import { type Trx, inTransaction } from '#server/db/transaction';
import { announceToStaff, supportThreadOf } from '#server/features/messaging/service';
import { alertAdmins } from '#server/notifications/alerts';
import {
  CASES_PAGE_SIZE,
  type CaseRow,
  findActiveFamilyCase,
  findCase,
  findSupportThread,
  insertCase,
  insertEntry,
  listActiveCases,
  listClosedCases,
  listEntries,
  listStaff,
  touchCase,
  updateCase,
} from './queries';

type Viewer = Pick<SessionUser, 'id' | 'role'>;

/** What the alert says of each concern: its kind, never the family's words. */
const CONCERN_TEXT: Record<CaseConcern, string> = {
  'self-harm': 'self-harm or suicide',
  abuse: 'abuse or an adult’s inappropriate contact',
  neglect: 'neglect',
  bullying: 'bullying',
  profanity: 'language',
  moderation: 'a concern the moderation check raised',
};

/** "F-" and six letters or digits that name no one: how staff refer to a family that deleted its account. */
function familyReference(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  return `F-${[...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export type FlagForCase = { familyId: string; concern: CaseConcern; excerpt: string; at: Date };

/**
 * Opens a case for a flag, or adds it to the family's case not yet closed; returns the case's id.
 * With `alertAs` (a child at risk), every admin is alerted in the same transaction.
 */
export async function caseForFlag(trx: Trx, appUrl: string, flag: FlagForCase, alertAs: CaseConcern | null): Promise<string> {
  const at = flag.at.toISOString();
  const existing = await findActiveFamilyCase(trx, flag.familyId);
  const caseId = existing?.id ?? timeOrderedId(flag.at.getTime());
  if (existing) {
    await touchCase(trx, caseId, at);
  } else {
    await insertCase(trx, { id: caseId, family_id: flag.familyId, family_ref: familyReference(), concern: flag.concern, state: 'open', created_at: at, updated_at: at });
    // The family's thread exists from the start, so staff can reply from the case at once.
    await supportThreadOf(trx, flag.familyId, flag.at);
  }
  const entryId = timeOrderedId(flag.at.getTime());
  await insertEntry(trx, { id: entryId, case_id: caseId, author_id: null, kind: 'flag', concern: flag.concern, body: flag.excerpt, created_at: at });
  if (alertAs) {
    await alertAdmins(
      trx,
      appUrl,
      {
        sourceId: entryId,
        title: 'Safety concern from the AI Assistant',
        body: `A message to the AI Assistant may be about a child at risk (${CONCERN_TEXT[alertAs]}). It was answered with the safeguarding contacts and emergency numbers.`,
        path: paths.safetyCase(caseId),
      },
      flag.at,
    );
  }
  return caseId;
}

function summary(row: CaseRow): TCaseSummary {
  return {
    id: row.id,
    state: row.state,
    concern: row.concern as CaseConcern,
    family: { id: row.family_id, name: row.family_name ?? `Deleted family ${row.family_ref}`, reference: row.family_ref },
    owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? '' } : null,
    flags: Number(row.flags),
    openedAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
  };
}

export async function listCases(db: Db, query: TCaseListQuery): Promise<TCaseList> {
  if (query.view === 'active') return { cases: (await listActiveCases(db)).map(summary), nextCursor: null };
  const rows = await listClosedCases(db, query.cursor);
  const page = rows.slice(0, CASES_PAGE_SIZE);
  return { cases: page.map(summary), nextCursor: rows.length > CASES_PAGE_SIZE ? page.at(-1)!.id : null };
}

async function requireCase(db: Db | Trx, id: string): Promise<CaseRow> {
  const row = await findCase(db, id);
  if (!row) throw new AppError('NOT_FOUND', CASE_MESSAGES.notFound);
  return row;
}

export async function getCase(db: Db, viewer: Viewer, id: string): Promise<TCaseDetail> {
  const row = await requireCase(db, id);
  const [entries, staff, thread] = await Promise.all([listEntries(db, id), listStaff(db), row.family_id ? findSupportThread(db, row.family_id) : undefined]);
  const base = summary(row);
  return {
    ...base,
    family: {
      ...base.family,
      // A coach never receives a family's e-mail (issue 37, point 17).
      ...(viewer.role === 'admin' && row.family_email ? { email: row.family_email } : {}),
      supportThreadId: thread?.id ?? null,
    },
    entries: entries.map((e) => ({ id: e.id, kind: e.kind, author: e.author, body: e.body, concern: (e.concern as CaseConcern | null) ?? null, createdAt: e.created_at })),
    staff: staff.map((s) => ({ id: s.id, name: s.name })),
  };
}

/** A change of state or owner, each an entry of the case's history; closing needs a note saying what was done. */
export async function changeCase(ctx: Pick<AppContext, 'db' | 'events'>, staff: SessionUser, id: string, update: TCaseUpdate, now = new Date()): Promise<TCaseDetail> {
  const at = now.toISOString();
  await inTransaction(ctx.db, async (trx) => {
    const row = await requireCase(trx, id);
    const state = update.state ?? row.state;
    if (state === 'closed' && row.state !== 'closed' && !update.note) throw new AppError('VALIDATION', CASE_MESSAGES.closingNote, { note: CASE_MESSAGES.closingNote });
    let ownerName: string | null = null;
    if (update.ownerId) {
      const owner = (await listStaff(trx)).find((s) => s.id === update.ownerId);
      if (!owner) throw new AppError('VALIDATION', CASE_MESSAGES.notStaff, { ownerId: CASE_MESSAGES.notStaff });
      ownerName = owner.name;
    }
    const ownerId = update.ownerId === undefined ? row.owner_id : update.ownerId;
    const changes = {
      state,
      owner_id: ownerId,
      updated_at: at,
      closed_at: state === 'closed' ? (row.closed_at ?? at) : null,
    };
    if (!(await updateCase(trx, id, row.state, changes))) throw new AppError('CONFLICT', 'Someone else changed this case a moment ago. Reload it and try again.');
    const entry = (kind: 'state' | 'owner' | 'note', body: string) =>
      insertEntry(trx, { id: timeOrderedId(now.getTime()), case_id: id, author_id: staff.id, kind, concern: null, body, created_at: at });
    if (state !== row.state) await entry('state', `${CASE_STATE_LABELS[row.state]} → ${CASE_STATE_LABELS[state]}`);
    if (ownerId !== row.owner_id) await entry('owner', ownerId ? `Owner: ${ownerName}` : 'Owner removed');
    if (update.note) await entry('note', update.note);
  });
  await announceToStaff(ctx);
  return getCase(ctx.db, staff, id);
}

export async function addCaseNote(ctx: Pick<AppContext, 'db' | 'events'>, staff: SessionUser, id: string, body: string, now = new Date()): Promise<TCaseDetail> {
  const at = now.toISOString();
  await inTransaction(ctx.db, async (trx) => {
    await requireCase(trx, id);
    await insertEntry(trx, { id: timeOrderedId(now.getTime()), case_id: id, author_id: staff.id, kind: 'note', concern: null, body, created_at: at });
    await touchCase(trx, id, at);
  });
  await announceToStaff(ctx);
  return getCase(ctx.db, staff, id);
}

/**
 * The whole case as one document, for an admin asked for it (a safeguarding lead, the authorities):
 * recorded in the case's history, as every other reading of it outside the app would need to be.
 */
export async function exportCase(db: Db, admin: SessionUser, id: string, now = new Date()) {
  const row = await requireCase(db, id);
  await inTransaction(db, async (trx) => {
    await insertEntry(trx, { id: timeOrderedId(now.getTime()), case_id: id, author_id: admin.id, kind: 'export', concern: null, body: `Exported by ${admin.name}`, created_at: now.toISOString() });
    // The general log records that a case left the academy, never what is in it.
    await recordAudit(
      trx,
      { actor: { id: admin.id, email: admin.email }, action: 'safety-case.exported', target: { type: 'safety_case', id }, subjectUserId: row.family_id, summary: 'Exported a safety case' },
      now,
    );
  });
  const { staff: _staff, ...detail } = await getCase(db, admin, id);
  return { exportedAt: now.toISOString(), exportedBy: admin.name, case: detail };
}

