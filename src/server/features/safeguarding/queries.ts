/** The SQL of safeguarding cases (service.ts): cases, their history, and who may own them. */
import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database';
import type { SafetyCaseEntriesTable, SafetyCasesTable } from '#server/db/schema';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;

export const CASES_PAGE_SIZE = 50;

/** The family's case not yet closed, which a new flag joins. */
export function findActiveFamilyCase(db: Executor, familyId: string) {
  return db.selectFrom('safety_cases').select('id').where('family_id', '=', familyId).where('state', '!=', 'closed').orderBy('id', 'desc').executeTakeFirst();
}

export async function insertCase(db: Executor, row: Insertable<SafetyCasesTable>): Promise<void> {
  await db.insertInto('safety_cases').values(row).execute();
}

export async function insertEntry(db: Executor, row: Insertable<SafetyCaseEntriesTable>): Promise<void> {
  await db.insertInto('safety_case_entries').values(row).execute();
}

export async function touchCase(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('safety_cases').set({ updated_at: at }).where('id', '=', id).execute();
}

const SUMMARY_COLUMNS = [
  'c.id',
  'c.state',
  'c.concern',
  'c.family_id',
  'c.family_ref',
  'c.owner_id',
  'c.created_at',
  'c.updated_at',
  'c.closed_at',
  'f.name as family_name',
  'f.email as family_email',
  'o.name as owner_name',
] as const;

function cases(db: Executor) {
  return db
    .selectFrom('safety_cases as c')
    .leftJoin('users as f', 'f.id', 'c.family_id')
    .leftJoin('users as o', 'o.id', 'c.owner_id')
    .select(SUMMARY_COLUMNS)
    .select((eb) => eb.selectFrom('safety_case_entries as e').whereRef('e.case_id', '=', 'c.id').where('e.kind', '=', 'flag').select((e) => e.fn.countAll<number>().as('n')).as('flags'));
}

/** Open and in-review cases, oldest first: the longest waiting is at the top. */
export function listActiveCases(db: Executor) {
  return cases(db).where('c.state', '!=', 'closed').orderBy('c.id').execute();
}

/** Closed cases, newest first, a page at a time (`cursor`: the last id of the page before). */
export function listClosedCases(db: Executor, cursor: string | undefined) {
  let query = cases(db).where('c.state', '=', 'closed');
  if (cursor) query = query.where('c.id', '<', cursor);
  return query.orderBy('c.id', 'desc').limit(CASES_PAGE_SIZE + 1).execute();
}

export function findCase(db: Executor, id: string) {
  return cases(db).where('c.id', '=', id).executeTakeFirst();
}
export type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

export function listEntries(db: Executor, caseId: string) {
  return db
    .selectFrom('safety_case_entries as e')
    .leftJoin('users as a', 'a.id', 'e.author_id')
    .select(['e.id', 'e.kind', 'e.concern', 'e.body', 'e.created_at', 'a.name as author'])
    .where('e.case_id', '=', caseId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
}

export function listStaff(db: Executor) {
  return db.selectFrom('users').select(['id', 'name', 'role']).where('role', 'in', ['coach', 'admin']).orderBy('name').execute();
}

export function findSupportThread(db: Executor, familyId: string) {
  return db.selectFrom('conversations').select('id').where('family_id', '=', familyId).where('kind', '=', 'support').executeTakeFirst();
}

/** Applies a change if the case is still in the state the staff member saw; false when another came first. */
export async function updateCase(
  db: Executor,
  id: string,
  seenState: SafetyCasesTable['state'],
  set: Partial<Pick<SafetyCasesTable, 'state' | 'owner_id' | 'closed_at' | 'updated_at'>>,
): Promise<boolean> {
  const result = await db.updateTable('safety_cases').set(set).where('id', '=', id).where('state', '=', seenState).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
