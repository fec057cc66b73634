import type { Transaction } from 'kysely';
import type { Database } from '#server/db/schema';
import type { TCreateApplicationRequest } from '#shared/validation/application';

export async function insertApplication(
  trx: Transaction<Database>,
  id: string,
  input: TCreateApplicationRequest,
): Promise<void> {
  await trx
    .insertInto('applications')
    .values({
      id,
      player_name: input.playerName,
      player_age: input.playerAge,
      parent_name: input.parentName,
      email: input.email,
      phone: input.phone,
      experience: input.experience,
      commitment: input.commitment,
      message: input.message,
    })
    .execute();
}
