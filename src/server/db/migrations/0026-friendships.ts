import { sql } from 'kysely';
import { columnTypes, isPostgres, type MigrationDb, nowDefault } from './helpers';

/**
 * Friendships between families (issue 16, part 3; docs/product.md, Social Hub). One row per pair of
 * families whichever asked: (low_id, high_id) is the pair in a fixed order and is unique, so a
 * request in either direction, or twenty at once, finds the row already there. Both families' rows
 * go with either account (cascade).
 *
 * The player search finds a family by the start of any of the first three words of its display name
 * (the profile's, else the account's name): one lower-case line per starting word in
 * `family_name_terms`, kept by triggers on both dialects (as contact_search is, migration 0024), and
 * read by a range of its primary key. It never holds an e-mail address.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  const pg = isPostgres(db);
  await db.schema
    .createTable('family_relationships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('requester_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('addressee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('low_id', 'text', (c) => c.notNull())
    .addColumn('high_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // 1 when asked by e-mail: the requester's Sent tab does not list it (it would tell whether the address exists).
    .addColumn('is_by_email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('responded_at', t.timestamp)
    .execute();
  await db.schema.createIndex('family_relationships_pair').on('family_relationships').columns(['low_id', 'high_id']).unique().execute();
  await db.schema.createIndex('family_relationships_high').on('family_relationships').columns(['high_id', 'status']).execute();
  await db.schema.createIndex('family_relationships_addressee').on('family_relationships').columns(['addressee_id', 'status']).execute();
  await db.schema.createIndex('family_relationships_requester').on('family_relationships').columns(['requester_id', 'status']).execute();

  await db.schema
    .createTable('family_name_terms')
    // Byte order on PostgreSQL too, so a prefix is one contiguous range whatever the server's locale.
    .addColumn('term', pg ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('family_name_terms_pk', ['term', 'user_id'])
    .execute();
  await db.schema.createIndex('family_name_terms_user').on('family_name_terms').column('user_id').execute();

  const instr = (s: string) => (pg ? `strpos(${s}, ' ')` : `instr(${s}, ' ')`);
  const after = (s: string) => `substr(${s}, ${instr(s)} + 1)`;
  const n0 = `lower(trim(coalesce(nullif(trim(p.display_name), ''), u.name)))`;
  const n1 = after(n0);
  const n2 = after(n1);
  // The name from its first, second and third word on: "maria garcia" is found by "mar" and by "gar".
  const refresh = (userId: ReturnType<typeof sql>) => sql`
    delete from family_name_terms where user_id = ${userId};
    insert into family_name_terms (term, user_id)
    select distinct term, user_id from (
      select ${sql.raw(n0)} as term, u.id as user_id from users u left join profiles p on p.user_id = u.id where u.id = ${userId}
      union all
      select ${sql.raw(n1)}, u.id from users u left join profiles p on p.user_id = u.id where u.id = ${userId} and ${sql.raw(instr(n0))} > 0
      union all
      select ${sql.raw(n2)}, u.id from users u left join profiles p on p.user_id = u.id where u.id = ${userId} and ${sql.raw(instr(n0))} > 0 and ${sql.raw(instr(n1))} > 0
    ) terms where term <> '';`;

  if (pg) {
    const functions: [string, string, string, ReturnType<typeof sql>][] = [
      ['users', 'insert or update of name', 'family_name_terms_users_sync', refresh(sql`new.id`)],
      [
        'profiles',
        'insert or update of display_name or delete',
        'family_name_terms_profiles_sync',
        sql`if tg_op = 'DELETE' then ${refresh(sql`old.user_id`)} else ${refresh(sql`new.user_id`)} end if;`,
      ],
    ];
    for (const [table, events, name, body] of functions) {
      await sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
        begin
          ${body}
          return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.raw(name)} after ${sql.raw(events)} on ${sql.raw(table)}
        for each row execute function ${sql.raw(name)}()`.execute(db);
    }
  } else {
    const triggers: [string, string, ReturnType<typeof sql>][] = [
      ['family_name_terms_users_insert', 'after insert on users', refresh(sql`new.id`)],
      ['family_name_terms_users_update', 'after update of name on users', refresh(sql`new.id`)],
      ['family_name_terms_profiles_insert', 'after insert on profiles', refresh(sql`new.user_id`)],
      ['family_name_terms_profiles_update', 'after update of display_name, user_id on profiles', refresh(sql`new.user_id`)],
      ['family_name_terms_profiles_delete', 'after delete on profiles', refresh(sql`old.user_id`)],
    ];
    for (const [name, when, body] of triggers) {
      await sql`create trigger ${sql.raw(name)} ${sql.raw(when)} begin ${body} end`.execute(db);
    }
  }
  // Every family there is now.
  await sql`
    insert into family_name_terms (term, user_id)
    select distinct term, user_id from (
      select ${sql.raw(n0)} as term, u.id as user_id from users u left join profiles p on p.user_id = u.id
      union all
      select ${sql.raw(n1)}, u.id from users u left join profiles p on p.user_id = u.id where ${sql.raw(instr(n0))} > 0
      union all
      select ${sql.raw(n2)}, u.id from users u left join profiles p on p.user_id = u.id where ${sql.raw(instr(n0))} > 0 and ${sql.raw(instr(n1))} > 0
    ) terms where term <> ''`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    for (const table of ['users', 'profiles']) {
      await sql`drop trigger if exists ${sql.raw(`family_name_terms_${table}_sync`)} on ${sql.raw(table)}`.execute(db);
      await sql`drop function if exists ${sql.raw(`family_name_terms_${table}_sync`)}()`.execute(db);
    }
  } else {
    for (const table of ['users', 'profiles']) {
      for (const op of ['insert', 'update', 'delete']) {
        await sql`drop trigger if exists ${sql.raw(`family_name_terms_${table}_${op}`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('family_name_terms').execute();
  await db.schema.dropTable('family_relationships').execute();
}
