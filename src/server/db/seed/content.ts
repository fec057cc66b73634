/**
 * Seeds content rows from the files under `content/`: runs at every start, inserts what is new and
 * rewrites the content of what exists, but never a column staff own (see STAFF_OWNED_COLUMNS).
 * Rows whose file was removed stay: progress and ledger rows refer to them.
 */
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';
import { inTransaction, type Trx } from '../transaction';

export type ContentTable = 'training_categories' | 'lessons' | 'challenges' | 'achievements' | 'resources';

/**
 * Columns that belong to staff once a row exists, so a restart must not reset them. Staff decide
 * which challenges are featured, part of every athlete's week (migration 0004, decision 009), and
 * which challenges and achievements are active (the catalogue queries read only active rows);
 * neither is in the files; nor is whether a lesson is published (coaches publish and unpublish it in
 * the app, migration 0030). Everything else, including a lesson's minimum_seconds (migration 0011),
 * is content: the files are its source and each seed writes it again.
 */
export const STAFF_OWNED_COLUMNS = {
  training_categories: [],
  lessons: ['is_published'],
  challenges: ['is_featured', 'is_active'],
  achievements: ['is_active'],
  resources: ['is_featured', 'is_published'],
} as const satisfies { [T in ContentTable]: readonly (keyof Database[T] & string)[] };

/**
 * Tables whose rows staff may rewrite in the app: once a row's marker is set, the files no longer
 * update it (a missing row is still inserted). A resource an admin edited keeps the admin's text; a
 * lesson a coach edited keeps the coach's steps (decision 036).
 */
const STAFF_EDITED_MARKER: { [T in ContentTable]?: keyof Database[T] & string } = { resources: 'edited_at', lessons: 'edited_at' };

type StaffOwned<T extends ContentTable> = (typeof STAFF_OWNED_COLUMNS)[T][number];

export type ContentRow<T extends ContentTable> = {
  /** Written on insert and again on every seed. */
  content: Omit<Insertable<Database[T]>, StaffOwned<T>> & { id: string };
  /** Written only when the row is new: a starting value that staff may change afterwards. */
  initial?: Partial<Pick<Insertable<Database[T]>, Extract<StaffOwned<T>, keyof Insertable<Database[T]>>>>;
};

/** Inserts or updates the rows of one content table (in one transaction), leaving staff-owned columns alone. */
export async function seedContent<T extends ContentTable>(db: Db | Trx, table: T, rows: readonly ContentRow<T>[]): Promise<void> {
  const staffOwned: readonly string[] = STAFF_OWNED_COLUMNS[table];
  const marker = STAFF_EDITED_MARKER[table];
  await inTransaction(db, async (trx) => {
    // The per-table column types are checked by ContentRow above; the statement itself is generic.
    const generic = trx as unknown as Kysely<Record<string, { id: string } & Record<string, unknown>>>;
    for (const row of rows) {
      const update: Record<string, unknown> = Object.fromEntries(Object.entries(row.content).filter(([column]) => column !== 'id' && !staffOwned.includes(column)));
      await generic
        .insertInto(table as string)
        .values({ ...row.initial, ...row.content })
        .onConflict((oc) => {
          // A row the files have not changed is left as it is: rewritten on every start, it left a
          // dead row version each time on PostgreSQL, which the dashboard's reads then scanned past.
          const onId = oc
            .column('id')
            .doUpdateSet(update)
            .where((eb) => eb.or(Object.keys(update).map((column) => eb(sql.ref(`${table}.${column}`), 'is distinct from', sql.ref(`excluded.${column}`)))));
          return marker ? onId.where(sql.ref(`${table}.${marker}`), 'is', null) : onId;
        })
        .execute();
    }
  });
}
