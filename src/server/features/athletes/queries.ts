import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AthletesTable, Database } from '#server/db/schema';
import type { TAthlete, TAthleteRequest } from '#shared/validation/athletes';
import { birthYearOf } from '#shared/validation/athletes';

type Executor = Kysely<Database> | Transaction<Database>;

export function toAthlete(row: Selectable<AthletesTable>): TAthlete {
  return {
    id: row.id,
    name: row.name,
    dateOfBirth: row.date_of_birth,
    birthYear: row.birth_year,
    ageGroup: row.age_group,
    skillLevel: row.skill_level,
    preferredPosition: row.preferred_position,
    emergencyContact: row.emergency_contact,
    medicalNotes: row.medical_notes,
    createdAt: row.created_at,
  };
}

export async function listAthletes(db: Executor, parentId: string) {
  return db.selectFrom('athletes').selectAll().where('parent_id', '=', parentId).orderBy('name').orderBy('created_at').execute();
}

/** The athlete, only if it belongs to this parent. */
export async function findOwnedAthlete(db: Executor, parentId: string, athleteId: string) {
  return db
    .selectFrom('athletes')
    .selectAll()
    .where('id', '=', athleteId)
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
}

function columns(input: TAthleteRequest) {
  return {
    name: input.name,
    date_of_birth: input.dateOfBirth,
    birth_year: birthYearOf(input.dateOfBirth),
    age_group: input.ageGroup,
    skill_level: input.skillLevel,
    preferred_position: input.preferredPosition,
    emergency_contact: input.emergencyContact,
    medical_notes: input.medicalNotes,
  };
}

export async function insertAthlete(db: Executor, id: string, parentId: string, input: TAthleteRequest) {
  await db
    .insertInto('athletes')
    .values({ id, parent_id: parentId, ...columns(input) })
    .execute();
}

export async function updateOwnedAthlete(db: Executor, parentId: string, athleteId: string, input: TAthleteRequest) {
  const result = await db
    .updateTable('athletes')
    .set({ ...columns(input), updated_at: new Date().toISOString() })
    .where('id', '=', athleteId)
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteOwnedAthlete(db: Executor, parentId: string, athleteId: string) {
  const result = await db.deleteFrom('athletes').where('id', '=', athleteId).where('parent_id', '=', parentId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
