/** Read-only message counts for the admin dashboard's card (issue 14, point 6): each family's staff messages form one conversation. */
import { sql } from 'kysely';
import type { Db } from '#server/db/database';

/** Messages and conversations (families written to) in all, and as they stood before `before`. */
export async function countStaffMessages(db: Db, before: string) {
  const row = await db
    .selectFrom('staff_messages')
    .select([
      sql<string | number>`count(*)`.as('messages'),
      sql<string | number>`count(distinct family_id)`.as('conversations'),
      sql<string | number>`sum(case when created_at < ${before} then 1 else 0 end)`.as('messagesBefore'),
      sql<string | number>`count(distinct case when created_at < ${before} then family_id end)`.as('conversationsBefore'),
    ])
    .executeTakeFirst();
  return {
    messages: { value: Number(row?.messages ?? 0), previous: Number(row?.messagesBefore ?? 0) },
    conversations: { value: Number(row?.conversations ?? 0), previous: Number(row?.conversationsBefore ?? 0) },
  };
}
