/**
 * Skill evaluations and the skill passport (issue 42, points 1-2; decision 090). A coach or an admin
 * evaluates an athlete who trains (a membership not expired): a draft, saved as often as needed,
 * then published, which notifies the family once. A correction after publishing keeps the earlier
 * version for staff. The family sees only published evaluations of its own athletes, and nothing of
 * anyone else's: no comparison, no ranking.
 */
import { sql } from 'kysely';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { effectiveMembershipStatus } from '#shared/membership';
import { academyDate, addDays } from '#shared/progress/time';
import { bandFor, evaluationDue, LIGHT_DUE_DAYS, LIGHT_OVERDUE_DAYS, LIGHT_SKILLS, seasonStart, type SkillDefinition } from '#shared/skills';
import {
  EVALUATION_MESSAGES,
  type TEvaluation,
  type TEvaluationBody,
  type TEvaluationRoster,
  type TEvaluationRosterQuery,
  type TPassport,
  type TSkillCatalogue,
  type TStaffEvaluations,
} from '#shared/validation/evaluations';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction, type Trx } from '#server/db/transaction';
import { queueNotifications } from '#server/notifications/queue';
import {
  type EvaluationRow,
  findDraft,
  findEvaluation,
  findEvaluationForUpdate,
  countRoster,
  keepDraftInSummary,
  keepPublishInSummary,
  listAthleteEvaluations,
  listLessonTitles,
  listPassportRows,
  listRosterMemberships,
  listRosterPage,
  listVersions,
  type RosterCursor,
} from './queries';

export type Catalogue = readonly SkillDefinition[];
type Staff = { id: string; name: string };
type Executor = Db | Trx;
/** What the body column holds: the input without its kind (a column of its own). */
type StoredBody = Omit<TEvaluationBody, 'kind'>;

/** The catalogue as the pages show it, each skill's lessons with their current titles. */
export async function readSkillCatalogue(db: Executor, catalogue: Catalogue): Promise<TSkillCatalogue> {
  const titles = await lessonTitles(
    db,
    catalogue.flatMap((s) => s.lessons),
  );
  return { skills: catalogue.map((s) => ({ ...s, lessons: linked(titles, s.lessons) })) };
}

async function lessonTitles(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  return new Map((await listLessonTitles(db, ids)).map((l) => [l.id, l.title]));
}

/** Lessons still published, in the order given; a lesson retired since is left out. */
function linked(titles: Map<string, string>, ids: readonly string[]) {
  return ids.flatMap((id) => (titles.has(id) ? [{ id, title: titles.get(id)! }] : []));
}

function parseBody(body: string): StoredBody {
  return JSON.parse(body) as StoredBody;
}

/** Athletes who train now, by id: the roster a coach or an admin may see. */
async function rosterAthletes(db: Executor, now: Date, athleteId?: string) {
  const athletes = new Map<string, { id: string; name: string; birthYear: number; parentId: string }>();
  for (const row of await listRosterMemberships(db, athleteId)) {
    if (effectiveMembershipStatus({ status: row.status, currentPeriodEnd: row.current_period_end, provider: row.provider }, now) === 'expired') continue;
    athletes.set(row.athlete_id, { id: row.athlete_id, name: row.name, birthYear: Number(row.birth_year), parentId: row.parent_id });
  }
  return athletes;
}

async function requireRosterAthlete(db: Executor, athleteId: string, now: Date) {
  const athlete = (await rosterAthletes(db, now, athleteId)).get(athleteId);
  if (!athlete) throw new AppError('NOT_FOUND', EVALUATION_MESSAGES.notOnRoster);
  return athlete;
}

const encodeCursor = (c: RosterCursor) => Buffer.from(JSON.stringify([c.rank, c.name, c.id])).toString('base64url');

function decodeCursor(cursor: string | undefined): RosterCursor | undefined {
  if (!cursor) return undefined;
  const bad = () => new AppError('VALIDATION', EVALUATION_MESSAGES.badCursor, { cursor: EVALUATION_MESSAGES.badCursor });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw bad();
  const [rank, name, id] = parsed as unknown[];
  if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 0 || rank > 3 || typeof name !== 'string' || typeof id !== 'string' || !id) throw bad();
  return { rank, name, id };
}

/**
 * The coach's roster, a page at a time (decision 096): athletes who train, the overdue first, then
 * the full evaluations due, the skill checks due, the up to date, each by name. One read of the
 * athletes and their stored summaries; nothing reads the evaluations themselves.
 */
export async function readEvaluationRoster(ctx: Pick<AppContext, 'db'>, query: TEvaluationRosterQuery, now = new Date()): Promise<TEvaluationRoster> {
  const today = academyDate(now);
  const days = { now: now.toISOString(), season: seasonStart(today), overdueFrom: addDays(today, -LIGHT_OVERDUE_DAYS), dueFrom: addDays(today, -LIGHT_DUE_DAYS) };
  const after = decodeCursor(query.cursor);
  const [rows, counts] = await Promise.all([listRosterPage(ctx.db, days, { q: query.q || undefined, after, limit: query.limit + 1 }), countRoster(ctx.db, days)]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    counts,
    nextCursor: rows.length > query.limit && last ? encodeCursor({ rank: Number(last.rank), name: last.name, id: last.id }) : null,
    athletes: page.map((a) => ({
      athleteId: a.id,
      name: a.name,
      birthYear: Number(a.birth_year),
      due: evaluationDue({ any: a.last_published_on === null ? null : String(a.last_published_on), full: a.last_full_on === null ? null : String(a.last_full_on) }, now),
      lastPublishedAt: a.last_published_at ? new Date(a.last_published_at).toISOString() : null,
      draftId: a.draft_id,
    })),
  };
}

/** What the coach's home counts (coaching's home reads it through this door). */
export async function countEvaluationsDue(ctx: Pick<AppContext, 'db'>, now = new Date()): Promise<{ due: number; total: number }> {
  const today = academyDate(now);
  return countRoster(ctx.db, { now: now.toISOString(), season: seasonStart(today), overdueFrom: addDays(today, -LIGHT_OVERDUE_DAYS), dueFrom: addDays(today, -LIGHT_DUE_DAYS) });
}

function toEvaluation(row: EvaluationRow, titles: Map<string, string>): TEvaluation {
  const body = parseBody(row.body);
  return {
    id: row.id,
    athleteId: row.athlete_id,
    kind: row.kind,
    status: row.status,
    ratings: body.ratings,
    strengths: body.strengths,
    goals: body.goals,
    lessons: linked(titles, body.lessonIds),
    version: Number(row.version),
    authorName: row.author_name,
    updatedAt: new Date(row.updated_at).toISOString(),
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
  };
}

/** Staff: one athlete's evaluations, the draft included, each with its earlier published versions. */
export async function readStaffEvaluations(ctx: Pick<AppContext, 'db'>, athleteId: string, now = new Date()): Promise<TStaffEvaluations> {
  const athlete = await requireRosterAthlete(ctx.db, athleteId, now);
  const rows = await listAthleteEvaluations(ctx.db, athleteId);
  const versions = await listVersions(
    ctx.db,
    rows.map((r) => r.id),
  );
  const bodies = [...rows.map((r) => parseBody(r.body)), ...versions.map((v) => parseBody(v.body))];
  const titles = await lessonTitles(
    ctx.db,
    bodies.flatMap((b) => b.lessonIds),
  );
  return {
    athlete: { id: athlete.id, name: athlete.name, birthYear: athlete.birthYear },
    evaluations: rows.map((row) => ({
      ...toEvaluation(row, titles),
      versions: versions
        .filter((v) => v.evaluation_id === row.id)
        .map((v) => {
          const body = parseBody(v.body);
          return {
            version: Number(v.version),
            ratings: body.ratings,
            strengths: body.strengths,
            goals: body.goals,
            lessons: linked(titles, body.lessonIds),
            replacedAt: new Date(v.replaced_at).toISOString(),
            replacedBy: v.replaced_by,
          };
        }),
    })),
  };
}

/** Skills and lessons must exist: a clear error naming the field, and nothing written. */
async function checkBody(db: Executor, catalogue: Catalogue, body: StoredBody): Promise<void> {
  const skills = new Set(catalogue.map((s) => s.id));
  const unknown = body.ratings.findIndex((r) => !skills.has(r.skillId));
  if (unknown >= 0) throw new AppError('VALIDATION', EVALUATION_MESSAGES.unknownSkill, { [`ratings.${unknown}.skillId`]: EVALUATION_MESSAGES.unknownSkill });
  const titles = await lessonTitles(db, body.lessonIds);
  const missing = body.lessonIds.findIndex((id) => !titles.has(id));
  if (missing >= 0) throw new AppError('VALIDATION', EVALUATION_MESSAGES.unknownLesson, { [`lessonIds.${missing}`]: EVALUATION_MESSAGES.unknownLesson });
}

/** What publishing needs: the kind's number of skills and two goals. */
function checkComplete(catalogue: Catalogue, kind: 'light' | 'full', body: StoredBody): void {
  const count = body.ratings.length;
  if (kind === 'light' && (count < LIGHT_SKILLS.min || count > LIGHT_SKILLS.max)) throw new AppError('VALIDATION', EVALUATION_MESSAGES.lightSkills, { ratings: EVALUATION_MESSAGES.lightSkills });
  if (kind === 'full' && count !== catalogue.length) throw new AppError('VALIDATION', EVALUATION_MESSAGES.fullSkills, { ratings: EVALUATION_MESSAGES.fullSkills });
  if (body.goals.filter((g) => g.length > 0).length < 2) throw new AppError('VALIDATION', EVALUATION_MESSAGES.twoGoals, { goals: EVALUATION_MESSAGES.twoGoals });
}

function storedBody(input: TEvaluationBody): string {
  return JSON.stringify({ ratings: input.ratings, strengths: input.strengths, goals: input.goals, lessonIds: input.lessonIds } satisfies StoredBody);
}

async function readOne(db: Executor, id: string): Promise<TEvaluation> {
  const row = await findEvaluation(db, id);
  if (!row) throw new AppError('NOT_FOUND', EVALUATION_MESSAGES.noEvaluation);
  return toEvaluation(row, await lessonTitles(db, parseBody(row.body).lessonIds));
}

/**
 * Saves the athlete's draft: the one open draft is edited, or made. Twenty saves at once leave one
 * draft (a unique index; the insert that loses the race edits the winner's row).
 */
export async function saveDraft(ctx: Pick<AppContext, 'db'>, catalogue: Catalogue, staff: Staff, athleteId: string, input: TEvaluationBody, now = new Date()): Promise<TEvaluation> {
  await requireRosterAthlete(ctx.db, athleteId, now);
  await checkBody(ctx.db, catalogue, input);
  const body = storedBody(input);
  const at = now.toISOString();
  const id = await inTransaction(ctx.db, async (trx) => {
    const inserted = await trx
      .insertInto('skill_evaluations')
      .values({ id: timeOrderedId(now.getTime()), athlete_id: athleteId, kind: input.kind, status: 'draft', body, created_by: staff.id, author_name: staff.name, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column('athlete_id').where(sql<boolean>`status = 'draft'`).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await keepDraftInSummary(trx, athleteId, inserted.id);
      return inserted.id;
    }
    const draft = await findDraft(trx, athleteId);
    if (!draft) throw new AppError('CONFLICT', EVALUATION_MESSAGES.noEvaluation);
    await trx.updateTable('skill_evaluations').set({ kind: input.kind, body, author_name: staff.name, updated_at: at }).where('id', '=', draft.id).where('status', '=', 'draft').execute();
    return draft.id;
  });
  return readOne(ctx.db, id);
}

/**
 * Publishes a draft and notifies the family, once: of twenty publishes at once one changes the row,
 * the others find it published and answer the same; the notification is unique per evaluation.
 */
export async function publishEvaluation(ctx: Pick<AppContext, 'db'>, catalogue: Catalogue, evaluationId: string, now = new Date()): Promise<TEvaluation> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await findEvaluationForUpdate(trx, evaluationId);
    if (!row) throw new AppError('NOT_FOUND', EVALUATION_MESSAGES.noEvaluation);
    if (row.status === 'published') return;
    const athlete = await requireRosterAthlete(trx, row.athlete_id, now);
    checkComplete(catalogue, row.kind, parseBody(row.body));
    const published = await trx
      .updateTable('skill_evaluations')
      .set({ status: 'published', version: 1, published_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', evaluationId)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (Number(published.numUpdatedRows) === 0) return;
    await keepPublishInSummary(trx, { athleteId: row.athlete_id, at: now.toISOString(), on: academyDate(now), isFull: row.kind === 'full' });
    const first = athlete.name.split(/\s+/)[0] ?? athlete.name;
    await queueNotifications(
      trx,
      [
        {
          familyId: athlete.parentId,
          kind: 'evaluation',
          sourceId: evaluationId,
          title: `${first}’s new skill evaluation`,
          body: `${row.author_name} published ${first}’s ${row.kind === 'full' ? 'full evaluation' : 'skill check'}, with two new goals.`,
          url: paths.passport(athlete.id),
        },
      ],
      now,
    );
  });
  return readOne(ctx.db, evaluationId);
}

/**
 * A correction of a published evaluation: the version it replaces is kept (staff see it), the
 * family sees the corrected one; no second notification. A correction that changes nothing writes
 * nothing, so twenty identical ones leave one version.
 */
export async function correctEvaluation(ctx: Pick<AppContext, 'db'>, catalogue: Catalogue, staff: Staff, evaluationId: string, input: TEvaluationBody, now = new Date()): Promise<TEvaluation> {
  await checkBody(ctx.db, catalogue, input);
  await inTransaction(ctx.db, async (trx) => {
    const row = await findEvaluationForUpdate(trx, evaluationId);
    if (!row) throw new AppError('NOT_FOUND', EVALUATION_MESSAGES.noEvaluation);
    await requireRosterAthlete(trx, row.athlete_id, now);
    if (row.status !== 'published') throw new AppError('CONFLICT', EVALUATION_MESSAGES.notPublished);
    checkComplete(catalogue, row.kind, input);
    const body = storedBody(input);
    if (body === row.body) return;
    const at = now.toISOString();
    await trx.insertInto('skill_evaluation_versions').values({ evaluation_id: row.id, version: Number(row.version), body: row.body, replaced_at: at, replaced_by: staff.name }).execute();
    await trx.updateTable('skill_evaluations').set({ body, version: Number(row.version) + 1, updated_at: at }).where('id', '=', row.id).execute();
  });
  return readOne(ctx.db, evaluationId);
}

/**
 * The family's skill passport of one of its athletes (404 for anyone else's): one read of the athlete
 * with its published evaluations, beside the catalogue's lesson titles; the latest evaluation's own
 * lessons are read only when the catalogue does not name them.
 */
export async function readPassport(ctx: Pick<AppContext, 'db'>, catalogue: Catalogue, parentId: string, athleteId: string): Promise<TPassport> {
  const catalogueLessons = [...new Set(catalogue.flatMap((s) => s.lessons))];
  const [rows, titles] = await Promise.all([listPassportRows.all(ctx.db, { athleteId, parentId }), lessonTitles(ctx.db, catalogueLessons)]);
  const athlete = rows[0];
  if (!athlete) throw new AppError('NOT_FOUND', EVALUATION_MESSAGES.noPassport);
  const history = new Map<string, TPassport['skills'][number]['history']>();
  let latest: { row: (typeof rows)[number]; body: StoredBody } | null = null;
  for (const row of rows) {
    if (row.id === null || row.body === null) continue;
    const body = parseBody(row.body);
    const date = new Date(row.published_at!).toISOString();
    for (const r of body.ratings) {
      const points = history.get(r.skillId) ?? [];
      points.push({ evaluationId: row.id, date, level: r.level, note: r.note });
      history.set(r.skillId, points);
    }
    latest = { row, body };
  }
  const asked = new Set(catalogueLessons);
  const extra = (latest?.body.lessonIds ?? []).filter((id) => !asked.has(id));
  if (extra.length > 0) for (const [id, title] of await lessonTitles(ctx.db, extra)) titles.set(id, title);
  const band = bandFor(Number(athlete.birth_year));
  return {
    athlete: { id: athlete.athlete_id, name: athlete.name, band },
    skills: catalogue.map((skill) => ({
      id: skill.id,
      pillar: skill.pillar,
      name: skill.name,
      description: skill.description,
      lessons: linked(titles, skill.lessons),
      levels: skill.levels[band],
      history: history.get(skill.id) ?? [],
    })),
    current: latest
      ? {
          evaluationId: latest.row.id!,
          publishedAt: new Date(latest.row.published_at!).toISOString(),
          kind: latest.row.kind!,
          strengths: latest.body.strengths,
          goals: latest.body.goals,
          lessons: linked(titles, latest.body.lessonIds),
          authorName: latest.row.author_name!,
        }
      : null,
    evaluationCount: rows.filter((r) => r.id !== null).length,
  };
}

/** The family's data export: every published evaluation of its athletes (drafts are the coach's work). */
export async function exportEvaluations(db: Db, userId: string) {
  const rows = await db
    .selectFrom('skill_evaluations as e')
    .innerJoin('athletes as a', 'a.id', 'e.athlete_id')
    .select(['e.id', 'e.athlete_id', 'a.name', 'e.kind', 'e.body', 'e.version', 'e.author_name', 'e.published_at'])
    .where('a.parent_id', '=', userId)
    .where('e.status', '=', 'published')
    .orderBy('e.published_at')
    .execute();
  return rows.map((r) => ({ ...parseBody(r.body), id: r.id, athleteId: r.athlete_id, athleteName: r.name, kind: r.kind, version: Number(r.version), author: r.author_name, publishedAt: new Date(r.published_at!).toISOString() }));
}
