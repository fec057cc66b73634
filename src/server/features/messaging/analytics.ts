/** Read-only message counts for the admin dashboard's card (issue 14, point 6): each family's staff messages form one conversation. */
import { sql } from 'kysely';
import type { Db } from '#server/db/database';

/**
 * Messages and conversations (families written to) in all, and as they stood before `before`: a
 * count, a range on the time index, and each family's first message on the (family, time) index.
 */
export async function countStaffMessages(db: Db, before: string) {
  const [all, since, families] = await Promise.all([
    db
      .selectFrom('staff_messages')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('staff_messages')
      .where('created_at', '>=', before)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom((q) =>
        q
          .selectFrom('staff_messages')
          .groupBy('family_id')
          .select((eb) => eb.fn.min('created_at').as('first'))
          .as('f'),
      )
      .select([
        sql<string | number>`count(*)`.as('n'),
        sql<string | number | null>`sum(case when first < ${before} then 1 else 0 end)`.as(
          'before',
        ),
      ])
      .executeTakeFirst(),
  ]);
  const messages = Number(all?.n ?? 0);
  return {
    messages: { value: messages, previous: messages - Number(since?.n ?? 0) },
    conversations: { value: Number(families?.n ?? 0), previous: Number(families?.before ?? 0) },
  };
}
