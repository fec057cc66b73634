/** The rows a streak is replayed from (migration 0066): days trained, sessions attended, pauses. */
import { prepareQuery } from '#server/db/prepared';
import type { Executor } from './queries';

const trainedDays = prepareQuery((db, p: { athleteId: string }) =>
  db.selectFrom('training_days').select('day').where('athlete_id', '=', p.athleteId).orderBy('day'),
);

/** The academy day of each session the athlete attended (Present or Late). */
const attendedDays = prepareQuery((db, p: { athleteId: string }) =>
  db
    .selectFrom('session_attendance as a')
    .innerJoin('training_sessions as s', 's.id', 'a.session_id')
    .select('s.local_date as day')
    .where('a.athlete_id', '=', p.athleteId)
    .where('a.status', 'in', ['present', 'late'])
    .orderBy('s.local_date'),
);

const pauses = prepareQuery((db, p: { athleteId: string }) =>
  db.selectFrom('streak_pauses').select(['id', 'starts_on', 'ends_on']).where('athlete_id', '=', p.athleteId).orderBy('starts_on'),
);

const dayInsert = prepareQuery((db, p: { athleteId: string; day: string; source: 'training' | 'logged'; minutes: number | null; now: string }) =>
  db
    .insertInto('training_days')
    .values({ athlete_id: p.athleteId, day: p.day, source: p.source, minutes: p.minutes, created_at: p.now })
    .onConflict((oc) => oc.columns(['athlete_id', 'day']).doNothing())
    .returning('day'),
);

const day = (value: unknown) => String(value).slice(0, 10);

export async function listStreakRows(db: Executor, athleteId: string) {
  const [trained, attended, paused] = await Promise.all([trainedDays.all(db, { athleteId }), attendedDays.all(db, { athleteId }), pauses.all(db, { athleteId })]);
  return {
    trainedDays: trained.map((r) => day(r.day)),
    attendedDays: attended.map((r) => day(r.day)),
    pauses: paused.map((r) => ({ id: r.id, startsOn: day(r.starts_on), endsOn: day(r.ends_on) })),
  };
}

/** Records a day trained; false when the day already counted. */
export async function insertTrainingDay(
  db: Executor,
  row: { athleteId: string; day: string; source: 'training' | 'logged'; minutes: number | null; now: string },
): Promise<boolean> {
  return (await dayInsert.all(db, row)).length > 0;
}

export async function insertPause(db: Executor, row: { id: string; athleteId: string; startsOn: string; endsOn: string; createdBy: string; now: string }) {
  await db
    .insertInto('streak_pauses')
    .values({ id: row.id, athlete_id: row.athleteId, starts_on: row.startsOn, ends_on: row.endsOn, created_by: row.createdBy, created_at: row.now })
    .execute();
}

export async function endPause(db: Executor, pauseId: string, endsOn: string | null) {
  if (endsOn === null) await db.deleteFrom('streak_pauses').where('id', '=', pauseId).execute();
  else await db.updateTable('streak_pauses').set({ ends_on: endsOn }).where('id', '=', pauseId).execute();
}

export async function exportStreakRows(db: Executor, athleteId: string) {
  const [days, paused] = await Promise.all([
    db.selectFrom('training_days').select(['day', 'source', 'minutes', 'created_at']).where('athlete_id', '=', athleteId).orderBy('day').execute(),
    db.selectFrom('streak_pauses').select(['starts_on', 'ends_on', 'created_at']).where('athlete_id', '=', athleteId).orderBy('starts_on').execute(),
  ]);
  return {
    trainingDays: days.map((d) => ({ day: day(d.day), source: d.source, minutes: d.minutes, recordedAt: new Date(d.created_at).toISOString() })),
    streakPauses: paused.map((p) => ({ startsOn: day(p.starts_on), endsOn: day(p.ends_on), setAt: new Date(p.created_at).toISOString() })),
  };
}
