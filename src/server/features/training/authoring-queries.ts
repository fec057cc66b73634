/** SQL for the coaches' lesson editor: every lesson, drafts included (the families' queries read published ones only). */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import { isPostgres } from '#server/db/database';
import type { Database, LessonsTable } from '#server/db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** Every lesson with its category, in the families' order: category, then lesson. */
export async function listAllLessons(db: Executor) {
  return db
    .selectFrom('lessons as l')
    .innerJoin('training_categories as c', 'c.id', 'l.category_id')
    .select([
      'l.id',
      'l.category_id',
      'c.title as category_title',
      'l.title',
      'l.type',
      'l.difficulty',
      'l.duration_minutes',
      'l.is_published',
      'l.source',
      'l.edited_at',
    ])
    .orderBy('c.sort_order')
    .orderBy('l.sort_order')
    .orderBy('l.id')
    .execute();
}

export async function listCategoryOptions(db: Executor) {
  return db.selectFrom('training_categories').select(['id', 'title']).orderBy('sort_order').execute();
}

export async function findCategoryTitle(db: Executor, categoryId: string): Promise<string | undefined> {
  const row = await db.selectFrom('training_categories').select('title').where('id', '=', categoryId).executeTakeFirst();
  return row?.title;
}

export async function findAnyLesson(db: Executor, lessonId: string) {
  return db
    .selectFrom('lessons as l')
    .innerJoin('training_categories as c', 'c.id', 'l.category_id')
    .selectAll('l')
    .select('c.title as category_title')
    .where('l.id', '=', lessonId)
    .executeTakeFirst();
}

export async function isLessonIdTaken(db: Executor, lessonId: string): Promise<boolean> {
  return (await db.selectFrom('lessons').select('id').where('id', '=', lessonId).executeTakeFirst()) !== undefined;
}

/**
 * Coaches' lessons sort after the files' (which the seed numbers 0, 1, 2... and renumbers when files
 * are added), so a new lesson comes last in its category and stays there.
 */
const APP_SORT_ORDER_START = 100_000;

export async function nextSortOrder(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('lessons')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
    .executeTakeFirst();
  return Math.max(Number(row?.last ?? 0) + 1, APP_SORT_ORDER_START);
}

export async function insertLesson(db: Executor, row: Insertable<LessonsTable>): Promise<void> {
  await db.insertInto('lessons').values(row).execute();
}

export async function updateLesson(db: Executor, lessonId: string, set: Updateable<LessonsTable>): Promise<number> {
  const result = await db.updateTable('lessons').set(set).where('id', '=', lessonId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Which of these lessons are published. In a transaction on PostgreSQL the rows are locked, in id
 * order: two coaches unpublishing a module's last two lessons at once are checked one after the
 * other (SQLite's writes are serial anyway).
 */
export async function listPublishedAmong(db: Executor, lessonIds: readonly string[]): Promise<Set<string>> {
  if (lessonIds.length === 0) return new Set();
  const query = db.selectFrom('lessons').select('id').where('id', 'in', [...lessonIds]).where('is_published', '=', 1).orderBy('id');
  const rows = await (db.isTransaction && isPostgres(db) ? query.forUpdate() : query).execute();
  return new Set(rows.map((r) => r.id));
}

/** The athletes (with their families) who practised a lesson, and whether each completed it. */
export async function listLessonLearners(db: Executor, lessonId: string) {
  return db
    .selectFrom('lesson_progress as p')
    .innerJoin('athletes as a', 'a.id', 'p.athlete_id')
    .select(['p.athlete_id', 'a.parent_id', 'p.completed_at'])
    .where('p.lesson_id', '=', lessonId)
    .execute();
}

/**
 * Lessons written in the app, newest change first, with their author: one coach's (`authorId`) or
 * every coach's; and how many there are (the coach's home, issue 42 point 5).
 */
export async function listWrittenLessons(db: Executor, authorId: string | null, limit: number) {
  let rows = db.selectFrom('lessons as l').leftJoin('users as u', 'u.id', 'l.created_by').where('l.source', '=', 'app');
  if (authorId) rows = rows.where('l.created_by', '=', authorId);
  const [items, total] = await Promise.all([
    rows
      .select(['l.id', 'l.title', 'l.is_published', 'l.updated_at', 'l.edited_at', 'u.name as author_name'])
      .orderBy('l.updated_at', 'desc')
      .orderBy('l.id')
      .limit(limit)
      .execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { items, count: Number(total?.n ?? 0) };
}
