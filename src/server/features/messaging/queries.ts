import type { Insertable } from 'kysely';
import type { Db } from '#server/db/database';
import type { StaffMessagesTable } from '#server/db/schema';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;
const CHUNK = 500;

/** Many rows, a few hundred per statement (PostgreSQL and SQLite cap a statement's parameters). */
export async function insertStaffMessages(db: Executor, rows: Insertable<StaffMessagesTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('staff_messages').values(rows.slice(i, i + CHUNK)).execute();
}

/** The family's messages, newest first; ids are time-ordered, so the cursor is the last id. */
export async function listFamilyMessages(db: Executor, familyId: string, limit: number, cursor: string | undefined) {
  let query = db
    .selectFrom('staff_messages')
    .select(['id', 'subject', 'body', 'sender_name', 'created_at', 'read_at'])
    .where('family_id', '=', familyId);
  if (cursor) query = query.where('id', '<', cursor);
  return query.orderBy('id', 'desc').limit(limit + 1).execute();
}

export async function countUnread(db: Executor, familyId: string): Promise<number> {
  const row = await db
    .selectFrom('staff_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('family_id', '=', familyId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks the family's own message read (once); undefined when the message is not theirs. */
export async function markRead(db: Executor, familyId: string, id: string, now: string) {
  await db.updateTable('staff_messages').set({ read_at: now }).where('id', '=', id).where('family_id', '=', familyId).where('read_at', 'is', null).execute();
  return db
    .selectFrom('staff_messages')
    .select(['id', 'subject', 'body', 'sender_name', 'created_at', 'read_at'])
    .where('id', '=', id)
    .where('family_id', '=', familyId)
    .executeTakeFirst();
}
