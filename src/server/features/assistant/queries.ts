/** The assistant's SQL: transcripts and safety flags, always narrowed to one family unless staff read flags. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '#server/db/database';
import type { AssistantFlagsTable, AssistantMessagesTable } from '#server/db/schema';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;
export type AssistantMessageRow = Selectable<AssistantMessagesTable>;

/** A page of the transcript, newest first (the caller reverses it); one more row than asked tells whether older ones exist. */
export async function listTranscript(db: Executor, familyId: string, limit: number, before: string | undefined): Promise<AssistantMessageRow[]> {
  let query = db.selectFrom('assistant_messages').selectAll().where('family_id', '=', familyId);
  if (before) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit + 1).execute();
}

/** The last `limit` messages' words, newest first: the context a question is answered in. */
export async function recentHistory(db: Executor, familyId: string, limit: number) {
  return db
    .selectFrom('assistant_messages')
    .select(['content', 'is_ai', 'source'])
    .where('family_id', '=', familyId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertAssistantMessages(db: Executor, rows: Insertable<AssistantMessagesTable>[]): Promise<void> {
  await db.insertInto('assistant_messages').values(rows).execute();
}

export async function findFamilyQuestion(db: Executor, familyId: string, id: string) {
  return db
    .selectFrom('assistant_messages')
    .selectAll()
    .where('id', '=', id)
    .where('family_id', '=', familyId)
    .where('is_ai', '=', 0)
    .executeTakeFirst();
}

/** Marks a question sent to Academy Support; false when it already was (two clicks send it once). */
export async function markHandedOff(db: Executor, familyId: string, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('assistant_messages')
    .set({ handed_off_at: at })
    .where('id', '=', id)
    .where('family_id', '=', familyId)
    .where('handed_off_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseHandOff(db: Executor, familyId: string, id: string): Promise<void> {
  await db.updateTable('assistant_messages').set({ handed_off_at: null }).where('id', '=', id).where('family_id', '=', familyId).execute();
}

export async function deleteTranscript(db: Executor, familyId: string): Promise<number> {
  const result = await db.deleteFrom('assistant_messages').where('family_id', '=', familyId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertFlag(db: Executor, row: Insertable<AssistantFlagsTable>): Promise<void> {
  await db.insertInto('assistant_flags').values(row).execute();
}

export async function listFamilyFlags(db: Executor, familyId: string) {
  return db.selectFrom('assistant_flags').select(['concern', 'excerpt', 'created_at']).where('family_id', '=', familyId).orderBy('id').execute();
}
