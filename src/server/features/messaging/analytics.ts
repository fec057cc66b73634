/** Read-only message counts for the admin dashboard's card (issue 14, point 6; issue 15: threads). */
import type { Db } from '#server/db/database';

/**
 * Messages and conversations (threads with at least one message) in all, and as they stood before
 * `before`: counts and ranges on the time indexes (messages_time, conversations_first_message).
 */
export async function countStaffMessages(db: Db, before: string) {
  const count = (n: { n: string | number } | undefined) => Number(n?.n ?? 0);
  const [all, since, threads, threadsBefore] = await Promise.all([
    db.selectFrom('messages').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
    db.selectFrom('messages').where('created_at', '>=', before).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
    db.selectFrom('conversations').where('first_message_at', 'is not', null).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
    db.selectFrom('conversations').where('first_message_at', '<', before).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  const messages = count(all);
  return {
    messages: { value: messages, previous: messages - count(since) },
    conversations: { value: count(threads), previous: count(threadsBefore) },
  };
}
