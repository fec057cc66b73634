import { sql } from 'kysely';
import { columnTypes, isPostgres, type MigrationDb } from './helpers';

/**
 * The Families tab's search (issue 14, point 3: p95 at most 20 ms with 10,000 families) finds a
 * term anywhere in a family's name, e-mail, display name, phone digits or athletes' first names.
 * Searching four tables each time read every account, profile and athlete; now each family has one
 * line of lower-case text holding all of them, kept by triggers on the three tables (both dialects),
 * and a search reads that one column: on SQLite a scan of short rows, on PostgreSQL a trigram index
 * (pg_trgm, a trusted extension the database's owner may create).
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('contact_search')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('haystack', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  // One family's line, from its rows: the phone as digits, so "858 555" finds "(858) 555-0101".
  const digits = isPostgres(db)
    ? sql`translate(p.phone, ' ()-.+', '')`
    : sql`replace(replace(replace(replace(replace(replace(p.phone, ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')`;
  const athleteNames = isPostgres(db)
    ? sql`(select string_agg(lower(a.name), ' ') from athletes a where a.parent_id = u.id)`
    : sql`(select group_concat(lower(a.name), ' ') from athletes a where a.parent_id = u.id)`;
  const now = isPostgres(db) ? sql`now()` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  const line = sql`lower(u.name) || ' ' || lower(u.email) || ' ' || coalesce(lower(p.display_name), '') || ' ' ||
    coalesce(${digits}, '') || ' ' || coalesce(${athleteNames}, '')`;
  const refresh = (userId: ReturnType<typeof sql>) => sql`
    insert into contact_search (user_id, haystack, updated_at)
    select u.id, ${line}, ${now} from users u left join profiles p on p.user_id = u.id where u.id = ${userId}
    on conflict (user_id) do update set haystack = excluded.haystack, updated_at = excluded.updated_at;`;

  if (isPostgres(db)) {
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    // The extension lives in `public` whatever schema the tables use (tests give each run its own).
    if (!rows[0]) await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    else if (rows[0].schema !== 'public') await sql`alter extension pg_trgm set schema public`.execute(db);
    await sql`create index contact_search_trgm on contact_search using gin (haystack public.gin_trgm_ops)`.execute(db);
    // One function per table: PL/pgSQL resolves a field of OLD or NEW against the table's row type.
    const functions: [string, string, string, ReturnType<typeof sql>][] = [
      ['users', 'insert or update of name, email', 'contact_search_users_sync', refresh(sql`new.id`)],
      [
        'profiles',
        'insert or update of display_name, phone or delete',
        'contact_search_profiles_sync',
        sql`if tg_op = 'DELETE' then ${refresh(sql`old.user_id`)} else ${refresh(sql`new.user_id`)} end if;`,
      ],
      [
        'athletes',
        'insert or update of name, parent_id or delete',
        'contact_search_athletes_sync',
        sql`if tg_op in ('UPDATE', 'DELETE') then ${refresh(sql`old.parent_id`)} end if;
          if tg_op in ('UPDATE', 'INSERT') then ${refresh(sql`new.parent_id`)} end if;`,
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
      ['contact_search_users_insert', 'after insert on users', refresh(sql`new.id`)],
      ['contact_search_users_update', 'after update of name, email on users', refresh(sql`new.id`)],
      ['contact_search_profiles_insert', 'after insert on profiles', refresh(sql`new.user_id`)],
      ['contact_search_profiles_update', 'after update of display_name, phone on profiles', refresh(sql`new.user_id`)],
      ['contact_search_profiles_delete', 'after delete on profiles', refresh(sql`old.user_id`)],
      ['contact_search_athletes_insert', 'after insert on athletes', refresh(sql`new.parent_id`)],
      ['contact_search_athletes_update', 'after update of name, parent_id on athletes', sql`${refresh(sql`new.parent_id`)} ${refresh(sql`old.parent_id`)}`],
      ['contact_search_athletes_delete', 'after delete on athletes', refresh(sql`old.parent_id`)],
    ];
    for (const [name, when, body] of triggers) {
      await sql`create trigger ${sql.raw(name)} ${sql.raw(when)} begin ${body} end`.execute(db);
    }
  }
  // Every family there is now.
  await sql`
    insert into contact_search (user_id, haystack, updated_at)
    select u.id, ${line}, ${now} from users u left join profiles p on p.user_id = u.id`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    for (const table of ['users', 'profiles', 'athletes']) {
      await sql`drop trigger if exists ${sql.raw(`contact_search_${table}_sync`)} on ${sql.raw(table)}`.execute(db);
      await sql`drop function if exists ${sql.raw(`contact_search_${table}_sync`)}()`.execute(db);
    }
  } else {
    for (const table of ['users', 'profiles', 'athletes']) {
      for (const op of ['insert', 'update', 'delete']) {
        await sql`drop trigger if exists ${sql.raw(`contact_search_${table}_${op}`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable('contact_search').execute();
}
