/**
 * A family's athletes. Every operation is scoped to the parent: another family's athlete id is
 * simply not found (404), whatever the method. Other features check ownership through
 * requireOwnedAthlete.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '#shared/errors';
import type { TAthlete, TAthleteRequest } from '#shared/validation/athletes';
import type { Db } from '#server/db/database';
import {
  deleteOwnedAthlete,
  findOwnedAthlete,
  insertAthlete,
  listAthletes,
  toAthlete,
  updateOwnedAthlete,
} from './queries';

export const ATHLETE_NOT_FOUND = 'Athlete not found';

export async function getFamilyAthletes(db: Db, parentId: string): Promise<TAthlete[]> {
  return (await listAthletes(db, parentId)).map(toAthlete);
}

/** The athlete if this parent owns it; otherwise 404, so ids of other families reveal nothing. */
export async function requireOwnedAthlete(db: Db, parentId: string, athleteId: string): Promise<TAthlete> {
  const row = await findOwnedAthlete(db, parentId, athleteId);
  if (!row) throw new AppError('NOT_FOUND', ATHLETE_NOT_FOUND);
  return toAthlete(row);
}

export async function addAthlete(db: Db, parentId: string, input: TAthleteRequest): Promise<TAthlete> {
  const id = randomUUID();
  await insertAthlete(db, id, parentId, input);
  return requireOwnedAthlete(db, parentId, id);
}

export async function editAthlete(db: Db, parentId: string, athleteId: string, input: TAthleteRequest): Promise<TAthlete> {
  if (!(await updateOwnedAthlete(db, parentId, athleteId, input))) throw new AppError('NOT_FOUND', ATHLETE_NOT_FOUND);
  return requireOwnedAthlete(db, parentId, athleteId);
}

export async function removeAthlete(db: Db, parentId: string, athleteId: string): Promise<void> {
  if (!(await deleteOwnedAthlete(db, parentId, athleteId))) throw new AppError('NOT_FOUND', ATHLETE_NOT_FOUND);
}
