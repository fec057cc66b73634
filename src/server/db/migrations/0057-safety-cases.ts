import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

/**
 * Safeguarding cases (issue 39, point 4; decision 071): a safety flag opens a case, or joins the
 * family's case not yet closed. A case has a state, an owner and its own history (the flagged words,
 * every change, every note), kept apart from the general audit log. A case outlives the family's
 * account: the family's link goes (set null), its pseudonymous `family_ref` stays.
 * Existing flags are gathered into one open case per family.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('safety_cases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('family_ref', 'text', (c) => c.notNull())
    .addColumn('concern', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open').check(sql`state in ('open', 'in-review', 'closed')`))
    .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('closed_at', t.timestamp)
    .execute();
  await db.schema.createIndex('safety_cases_state').on('safety_cases').columns(['state', 'id']).execute();
  await db.schema.createIndex('safety_cases_family').on('safety_cases').columns(['family_id', 'state']).execute();

  await db.schema
    .createTable('safety_case_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('safety_cases.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('flag', 'state', 'owner', 'note', 'export')`))
    .addColumn('concern', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('safety_case_entries_case').on('safety_case_entries').columns(['case_id', 'id']).execute();

  await db.schema.alterTable('assistant_flags').addColumn('case_id', 'text').execute();

  const flags = await db.selectFrom('assistant_flags').select(['id', 'family_id', 'concern', 'excerpt', 'created_at']).orderBy('id').execute();
  const caseOf = new Map<string, string>();
  for (const flag of flags) {
    let caseId = caseOf.get(flag.family_id);
    if (!caseId) {
      caseId = randomUUID();
      caseOf.set(flag.family_id, caseId);
      const at = flag.created_at;
      await db
        .insertInto('safety_cases')
        .values({ id: caseId, family_id: flag.family_id, family_ref: familyReference(), concern: flag.concern, state: 'open', created_at: at, updated_at: at })
        .execute();
    }
    await db.insertInto('safety_case_entries').values({ id: randomUUID(), case_id: caseId, kind: 'flag', concern: flag.concern, body: flag.excerpt, created_at: flag.created_at }).execute();
    await db.updateTable('assistant_flags').set({ case_id: caseId }).where('id', '=', flag.id).execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('assistant_flags').dropColumn('case_id').execute();
  await db.schema.dropTable('safety_case_entries').execute();
  await db.schema.dropTable('safety_cases').execute();
}

/** "F-" and six letters or digits that name no one (as the safeguarding service makes them). */
function familyReference(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  return `F-${[...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}
