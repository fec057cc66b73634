/**
 * Coaches write lessons in the app (issue 18, point 4; docs/decisions/036-coach-written-lessons.md).
 * A coach or admin creates a lesson as a draft, edits it, and publishes it: from then on every
 * family finds it in its category (the families' queries read published lessons only), and their
 * open pages are told to refresh. A built-in lesson edited here keeps the edit: its edited_at stops
 * the curriculum seed from rewriting it. XP is never written here: the server pays a coach's
 * lesson by the same rules as a file's (progress/lesson-xp.ts), from its difficulty and measurement.
 */
import { randomBytes } from 'node:crypto';
import { CURRICULUM, type CurriculumModuleDefinition, modulesLeftEmptyWithout } from '#shared/curriculum';
import { AppError } from '#shared/errors';
import { LESSON_AUTHORING_MESSAGES as M } from '#shared/lesson-authoring';
import { JUGGLING_MILESTONE_BONUS_XP, MEASUREMENT_TIME_BONUS_XP } from '#shared/progress/lesson-xp';
import { slugify } from '#shared/resources';
import type { TDrillDiagram } from '#shared/drill-diagram';
import type { Difficulty, LessonType, Measurement } from '#shared/training';
import type { TLessonDependents, TLessonInputParsed, TStaffLesson, TStaffLessonListResponse, TStaffLessonRow } from '#shared/validation/lesson-authoring';
import { changesOf, recordAudit } from '#server/audit/audit';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction } from '#server/db/transaction';
import {
  findAnyLesson,
  findCategoryTitle,
  insertLesson,
  isLessonIdTaken,
  listAllLessons,
  listCategoryOptions,
  listLessonLearners,
  listPublishedAmong,
  nextSortOrder,
  updateLesson,
} from './authoring-queries';

const notFound = () => new AppError('NOT_FOUND', M.notFound);

type StaffRow = {
  id: string;
  category_id: string;
  category_title: string;
  title: string;
  type: string;
  difficulty: string;
  duration_minutes: number;
  is_published: number;
  source: string;
  edited_at: string | null;
};

function toRow(row: StaffRow): TStaffLessonRow {
  return {
    id: row.id,
    categoryId: row.category_id,
    categoryTitle: row.category_title,
    title: row.title,
    type: row.type as LessonType,
    difficulty: row.difficulty as Difficulty,
    durationMinutes: row.duration_minutes,
    isPublished: row.is_published === 1,
    source: row.source === 'app' ? 'app' : 'file',
    editedAt: row.edited_at,
  };
}

/** Every lesson, drafts included, with the categories a lesson may go in. */
export async function listLessonsForStaff(db: Db): Promise<TStaffLessonListResponse> {
  const [rows, categories] = await Promise.all([listAllLessons(db), listCategoryOptions(db)]);
  return { lessons: rows.map(toRow), categories };
}

export async function getLessonForStaff(db: Db, lessonId: string): Promise<TStaffLesson> {
  const row = await findAnyLesson(db, lessonId);
  if (!row) throw notFound();
  return {
    ...toRow(row),
    description: row.description,
    steps: JSON.parse(row.steps) as TStaffLesson['steps'],
    instructions: JSON.parse(row.instructions) as string[],
    tips: JSON.parse(row.tips) as string[],
    equipment: JSON.parse(row.equipment) as string[],
    space: row.space,
    measurement: row.measurement ? (JSON.parse(row.measurement) as Measurement) : null,
    diagram: row.diagram ? (JSON.parse(row.diagram) as TDrillDiagram) : null,
  };
}

/** The category must exist: an unknown one is the coach's mistake, a 400 naming the field. */
async function requireCategory(db: Db, categoryId: string): Promise<string> {
  const title = await findCategoryTitle(db, categoryId);
  if (!title) throw new AppError('VALIDATION', M.category, { categoryId: M.category });
  return title;
}

/** The lesson's content columns, as the curriculum seed writes them (training/seed.ts). */
function contentColumns(input: TLessonInputParsed) {
  const measurement: Measurement | null = input.measurement
    ? { ...input.measurement, timeBonus: MEASUREMENT_TIME_BONUS_XP, milestoneBonus: JUGGLING_MILESTONE_BONUS_XP }
    : null;
  return {
    category_id: input.categoryId,
    title: input.title,
    description: input.description,
    type: input.type,
    difficulty: input.difficulty,
    duration_minutes: input.durationMinutes,
    steps: JSON.stringify(input.steps),
    instructions: JSON.stringify(input.instructions),
    tips: JSON.stringify(input.tips),
    equipment: JSON.stringify(input.equipment),
    space: input.space,
    measurement: measurement ? JSON.stringify(measurement) : null,
    // Checked by ZDrillDiagram with the rest of the input; a request without it keeps the lesson's.
    ...(input.diagram === undefined ? {} : { diagram: input.diagram ? JSON.stringify(input.diagram) : null }),
  };
}

/** A lesson's address: its title's words and a short random tail, so it never meets a file's id. */
function newLessonId(title: string): string {
  const words = slugify(title).slice(0, 60).replace(/-+$/g, '') || 'lesson';
  return `${words}-${randomBytes(3).toString('hex')}`;
}

/** Families' open training pages refresh: a lesson appeared, changed or went. */
function announceLessonsChanged(ctx: AppContext): void {
  ctx.events.publish('everyone', [{ type: 'lessons' }]);
}

/** A new lesson, as a draft: families see it once it is published. */
export async function createLesson(ctx: AppContext, staff: SessionUser, input: TLessonInputParsed, now = new Date()): Promise<TStaffLesson> {
  await requireCategory(ctx.db, input.categoryId);
  const iso = now.toISOString();
  let id = newLessonId(input.title);
  await inTransaction(ctx.db, async (trx) => {
    while (await isLessonIdTaken(trx, id)) id = newLessonId(input.title);
    await insertLesson(trx, {
      id,
      ...contentColumns(input),
      content_url: null,
      minimum_seconds: null,
      sort_order: await nextSortOrder(trx),
      is_published: 0,
      source: 'app',
      created_by: staff.id,
      edited_at: iso,
      edited_by: staff.id,
      updated_at: iso,
    });
    await recordAudit(trx, { actor: staff, action: 'lesson.saved', target: { type: 'lesson', id }, summary: `Created the lesson “${input.title}”` }, now);
  });
  return getLessonForStaff(ctx.db, id);
}

/**
 * A coach's edit, of a built-in lesson too: from now on the curriculum seed no longer rewrites it
 * (edited_at, db/seed/content.ts). What the editor does not show (its video, its minimum time, its
 * place in the category) is kept.
 */
export async function editLesson(ctx: AppContext, staff: SessionUser, lessonId: string, input: TLessonInputParsed, now = new Date()): Promise<TStaffLesson> {
  await requireCategory(ctx.db, input.categoryId);
  const iso = now.toISOString();
  const isPublished = await inTransaction(ctx.db, async (trx) => {
    const current = await findAnyLesson(trx, lessonId);
    if (!current) throw notFound();
    const content = contentColumns(input);
    await updateLesson(trx, lessonId, { ...content, edited_at: iso, edited_by: staff.id, updated_at: iso });
    await recordAudit(
      trx,
      { actor: staff, action: 'lesson.saved', target: { type: 'lesson', id: lessonId }, summary: `Edited the lesson “${input.title}”`, details: changesOf(current, content) },
      now,
    );
    return current.is_published === 1;
  });
  if (isPublished) announceLessonsChanged(ctx);
  return getLessonForStaff(ctx.db, lessonId);
}

/** The curriculum's modules naming the lesson, each with its level. */
function modulesNaming(lessonId: string): { module: CurriculumModuleDefinition; levelTitle: string }[] {
  return CURRICULUM.flatMap((level) => level.modules.filter((m) => m.lessonIds.includes(lessonId)).map((module) => ({ module, levelTitle: level.title })));
}

/** The lessons of the modules naming this one that are published (locked in a transaction on PostgreSQL). */
async function publishedAlongside(db: Db, lessonId: string): Promise<Set<string>> {
  return listPublishedAmong(db, modulesNaming(lessonId).flatMap(({ module }) => module.lessonIds));
}

/** Why unpublishing the lesson would be refused: it is the last published lesson of a module. Null when it may go. */
function unpublishBlockedReason(lessonId: string, title: string, published: ReadonlySet<string>): string | null {
  const emptied = modulesLeftEmptyWithout(lessonId, published, CURRICULUM);
  return emptied.length ? M.lastInModule(title, emptied.map((m) => m.title)) : null;
}

/**
 * What depends on a lesson, shown before Unpublish (decision 073): its curriculum modules, the
 * families who practised it and have not completed it, the athletes who completed it, and the reason
 * an unpublish would be refused. Challenges count any lesson, never a given one, so none is named.
 */
export async function getLessonDependents(db: Db, lessonId: string): Promise<TLessonDependents> {
  const lesson = await findAnyLesson(db, lessonId);
  if (!lesson) throw notFound();
  const [published, learners] = await Promise.all([publishedAlongside(db, lessonId), listLessonLearners(db, lessonId)]);
  const practising = learners.filter((l) => l.completed_at === null);
  return {
    lessonId,
    title: lesson.title,
    isPublished: lesson.is_published === 1,
    modules: modulesNaming(lessonId).map(({ module, levelTitle }) => ({
      id: module.id,
      title: module.title,
      levelTitle,
      publishedLessons: module.lessonIds.filter((id) => published.has(id)).length,
      totalLessons: module.lessonIds.length,
    })),
    inProgress: { families: new Set(practising.map((l) => l.parent_id)).size, athletes: practising.length },
    completedAthletes: learners.length - practising.length,
    blockedReason: unpublishBlockedReason(lessonId, lesson.title, published),
  };
}

/**
 * Publish: every family finds the lesson in its category at once. Unpublish: no family can open it;
 * refused, with nothing written, when it is the last published lesson of a curriculum module.
 */
export async function setLessonPublished(ctx: AppContext, staff: SessionUser, lessonId: string, isPublished: boolean, now = new Date()): Promise<TStaffLesson> {
  await inTransaction(ctx.db, async (trx) => {
    const current = await findAnyLesson(trx, lessonId);
    if (!current) throw notFound();
    if (!isPublished && current.is_published === 1) {
      const reason = unpublishBlockedReason(lessonId, current.title, await publishedAlongside(trx, lessonId));
      if (reason) throw new AppError('CONFLICT', reason);
    }
    await updateLesson(trx, lessonId, { is_published: isPublished ? 1 : 0, updated_at: now.toISOString() });
    await recordAudit(
      trx,
      {
        actor: staff,
        action: isPublished ? 'lesson.published' : 'lesson.unpublished',
        target: { type: 'lesson', id: lessonId },
        summary: `${isPublished ? 'Published' : 'Unpublished'} the lesson “${current.title}”`,
        details: { before: { isPublished: current.is_published === 1 }, after: { isPublished } },
      },
      now,
    );
  });
  announceLessonsChanged(ctx);
  return getLessonForStaff(ctx.db, lessonId);
}
