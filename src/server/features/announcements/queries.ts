/** The announcements' SQL (Kysely); used by service.ts only. */
import type { Selectable } from 'kysely';
import { type Db, isPostgres } from '#server/db/database';
import { prepareQuery } from '#server/db/prepared';
import { sharedRead } from '#server/db/read-pool';
import type { Trx } from '#server/db/transaction';
import type { AnnouncementsTable } from '#server/db/schema';

type Executor = Db | Trx;
export type AnnouncementRow = Selectable<AnnouncementsTable>;

export type AnnouncementValues = {
  title: string;
  message: string;
  type: string;
  priority: number;
  audience: string;
  start_date: string | null;
  end_date: string | null;
  is_active: number;
  email_families: number;
};

export async function listAll(db: Executor): Promise<AnnouncementRow[]> {
  return db.selectFrom('announcements').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findById(db: Executor, id: string): Promise<AnnouncementRow | undefined> {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAnnouncement(db: Executor, row: AnnouncementValues & { id: string; created_by: string; created_at: string }) {
  await db
    .insertInto('announcements')
    .values({ ...row, updated_at: row.created_at })
    .execute();
}

export async function updateAnnouncement(db: Executor, id: string, values: AnnouncementValues & { updated_at: string }): Promise<boolean> {
  const result = await db.updateTable('announcements').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteAnnouncement(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('announcements').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Every active announcement that has not ended, or ended less than a minute before `now`, priority
 * first, then newest (docs/product.md, Announcements): the candidates for what a family sees, the same for
 * every family (see sharedRead), so a read worker reads them once per change of the database. What
 * has ended stays ended, so a kept list only ever holds too much, never too little; the service
 * picks what is visible at its own instant (a task's instant may lag a kept list's by moments,
 * hence the minute).
 */
const runningOrScheduled = prepareQuery((db, p: { endedAfter: string }) =>
  db
    .selectFrom('announcements')
    .selectAll()
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', p.endedAfter)]))
    .orderBy('priority', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc'),
);

export async function listRunningOrScheduled(db: Executor, now: Date): Promise<AnnouncementRow[]> {
  const endedAfter = new Date(now.getTime() - 60_000).toISOString();
  return sharedRead(db, 'announcements:running-or-scheduled', () => runningOrScheduled.all(db, { endedAfter }));
}

/** Whether an active announcement starts or ends in (after, through]: what the open pages must hear. */
export async function hasBoundaryBetween(db: Executor, after: string, through: string): Promise<boolean> {
  const row = await db
    .selectFrom('announcements')
    .select('id')
    .where('is_active', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('start_date', '>', after), eb('start_date', '<=', through)]),
        eb.and([eb('end_date', '>', after), eb('end_date', '<=', through)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims a minute for this instance: true when its insert landed (a second instance's does not). */
export async function claimScheduleMinute(db: Executor, minute: string): Promise<boolean> {
  const rows = await db
    .insertInto('announcement_schedule')
    .values({ minute })
    .onConflict((oc) => oc.column('minute').doNothing())
    .returning('minute')
    .execute();
  return rows.length === 1;
}

/** The last minute checked before this one, if any; and the old minutes are let go. */
export async function previousScheduleMinute(db: Executor, minute: string): Promise<string | undefined> {
  const row = await db.selectFrom('announcement_schedule').select('minute').where('minute', '<', minute).orderBy('minute', 'desc').limit(1).executeTakeFirst();
  if (row) await db.deleteFrom('announcement_schedule').where('minute', '<', row.minute).execute();
  return row?.minute;
}

/** Active announcements whose start time passed in (after, through]: they became visible then. */
export async function listStartedBetween(db: Executor, after: string, through: string): Promise<AnnouncementRow[]> {
  return db.selectFrom('announcements').selectAll().where('is_active', '=', 1).where('start_date', '>', after).where('start_date', '<=', through).execute();
}

/** Announcements asked to be e-mailed, not yet e-mailed, and visible now. */
export async function listDueForEmail(db: Executor, now: string): Promise<AnnouncementRow[]> {
  return db
    .selectFrom('announcements')
    .selectAll()
    .where('email_families', '=', 1)
    .where('emailed_at', 'is', null)
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('start_date', 'is', null), eb('start_date', '<=', now)]))
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', now)]))
    .execute();
}

/** Families (parent accounts with a confirmed address) not yet e-mailed about this announcement. */
export async function listFamiliesNotEmailed(db: Executor, announcementId: string): Promise<{ id: string; email: string; name: string }[]> {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.email', 'users.name'])
    .where('users.role', '=', 'parent')
    .where('users.email_verified', '=', isPostgres(db) ? true : 1)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('announcement_emails').select('user_id').whereRef('announcement_emails.user_id', '=', 'users.id').where('announcement_emails.announcement_id', '=', announcementId))),
    )
    .execute();
}

/** Claims the e-mail of each family; returns the ids whose claim landed (a repeat claims nothing). */
export async function claimEmails(db: Executor, announcementId: string, userIds: string[], now: string): Promise<Set<string>> {
  const claimed = new Set<string>();
  for (let i = 0; i < userIds.length; i += 400) {
    const rows = await db
      .insertInto('announcement_emails')
      .values(userIds.slice(i, i + 400).map((userId) => ({ announcement_id: announcementId, user_id: userId, created_at: now })))
      .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
      .returning('user_id')
      .execute();
    for (const row of rows) claimed.add(row.user_id);
  }
  return claimed;
}

export async function markEmailed(db: Executor, id: string, now: string): Promise<void> {
  await db.updateTable('announcements').set({ emailed_at: now }).where('id', '=', id).where('emailed_at', 'is', null).execute();
}

/** The announcements this family was e-mailed, for its data export. */
export async function listEmailedTo(db: Executor, userId: string) {
  return db
    .selectFrom('announcement_emails as e')
    .innerJoin('announcements as a', 'a.id', 'e.announcement_id')
    .select(['a.title', 'e.created_at'])
    .where('e.user_id', '=', userId)
    .orderBy('e.created_at')
    .execute();
}
