/**
 * A read task's prepared statements on PostgreSQL, folded into one (decision 093). The statements a
 * task issues in the same turn of the event loop (the dashboard's Promise.all) go to PostgreSQL as
 * one statement, each of them a subquery whose rows come back as a JSON array:
 *
 *   select (select json_agg(s) from (<first>) as s) as "0", (select json_agg(s) from (<second>) as s) as "1"
 *
 * PostgreSQL then parses, binds and answers one statement instead of a dozen, and pg reads one row
 * instead of a dozen results: most of what a PostgreSQL dashboard cost the server was that machinery
 * around each statement. Each caller still gets the rows its own statement returns, in its order,
 * with the values the app's type parsers give (database.ts): JSON carries numbers, text, flags and
 * dates as those do; timestamps are made ISO-8601 UTC strings as the parsers make them, and the
 * numbers JSON can only write as strings (NaN, Infinity) numbers again.
 *
 * What a statement's columns are is learnt from its first run on its own (pg reports each column's
 * type); a statement with a column JSON would carry differently (arrays, binary data, types not
 * listed below), or with a string literal, is never folded. The folded statements are prepared and
 * planned once per connection, like every prepared query; a task's batches take a handful of shapes.
 *
 * Only read tasks fold (read-pool.ts, snapshotReads): their statements all read one snapshot's rows,
 * and a task fails as a whole when any of its statements fails, so one error for the batch loses
 * nothing.
 */
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { NamedQuery, PipelinedLanes } from './pg-driver';
import type { Database } from './schema';

/**
 * What a column's JSON value becomes: kept as it is (null), or, where JSON carries it as a string,
 * converted as the app's type parser converts the text.
 */
type Conversion = ((json: string) => unknown) | null;

/** PostgreSQL types whose JSON matches what the app's type parsers return, by type id. */
const CONVERSIONS = new Map<number, Conversion>([
  [16, null], // boolean
  [20, null], // bigint: a JSON number, as the parser's Number()
  [21, null], // smallint
  [23, null], // integer
  [25, null], // text
  [114, null], // json: parsed in both
  [700, Number], // real: a JSON number, or "NaN" and "Infinity" as strings, as the parser's parseFloat()
  [701, Number], // double precision: the same
  [1042, null], // char(n)
  [1043, null], // varchar
  [1082, null], // date: YYYY-MM-DD in both
  [1114, (json) => new Date(`${json}Z`).toISOString()], // timestamp: JSON has no zone, and is UTC here
  [1184, (json) => new Date(json).toISOString()], // timestamptz: JSON carries the session's offset
  [1700, Number], // numeric: a JSON number, or "NaN" and "Infinity" as strings, as the parser's Number()
  [2950, null], // uuid
  [3802, null], // jsonb: parsed in both
]);

/** A statement's columns that need converting, or 'alone' for a statement that is never folded. */
type Shape = { name: string; convert: (json: string) => unknown }[] | 'alone';

/** Learnt per statement text, for the life of the worker. */
const shapes = new Map<string, Shape>();

/**
 * Folded statements by the names of the statements they fold, in order: PostgreSQL keeps each one
 * prepared per connection, and its text is built once.
 */
const folds = new Map<string, { name: string; text: string }>();

/** Beyond this many shapes, batches run unfolded rather than prepare ever more statements. */
const MAX_FOLDED_SHAPES = 200;

function learn(sql: string, fields: readonly pg.FieldDef[]): void {
  if (shapes.has(sql)) return;
  // A quote may open a string holding `$1`, which renumbering would rewrite: keep those apart.
  if (sql.includes("'") || sql.includes('$$')) {
    shapes.set(sql, 'alone');
    return;
  }
  const convert: Exclude<Shape, 'alone'> = [];
  for (const field of fields) {
    const conversion = CONVERSIONS.get(field.dataTypeID);
    if (conversion === undefined) {
      shapes.set(sql, 'alone');
      return;
    }
    if (conversion) convert.push({ name: field.name, convert: conversion });
  }
  shapes.set(sql, convert);
}

type Pending = { query: NamedQuery; parameters: unknown[]; resolve(rows: unknown[]): void; reject(error: unknown): void };

class StatementFolder {
  private pending: Pending[] = [];

  constructor(readonly lanes: PipelinedLanes) {}

  all(query: NamedQuery, parameters: unknown[]): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      if (this.pending.push({ query, parameters, resolve, reject }) === 1) schedule(this);
    });
  }

  flush(): void {
    const batch = this.pending;
    this.pending = [];
    const foldable = batch.filter((p) => Array.isArray(shapes.get(p.query.sql)));
    const fold = foldable.length > 1 ? foldOf(foldable) : undefined;
    for (const p of batch) if (!fold || !foldable.includes(p)) this.alone(p);
    if (fold) this.folded(fold, foldable);
  }

  private alone(p: Pending): void {
    this.lanes.send({ name: p.query.statementName, text: p.query.sql, values: p.parameters }).then((result) => {
      learn(p.query.sql, result.fields);
      p.resolve(result.rows);
    }, p.reject);
  }

  private folded(fold: { name: string; text: string }, batch: Pending[]): void {
    this.lanes.send({ name: fold.name, text: fold.text, values: batch.flatMap((p) => p.parameters) }).then(
      (result) => {
        const row = result.rows[0] as Record<string, unknown[] | null>;
        batch.forEach((p, i) => {
          try {
            p.resolve(decode(row[String(i)] ?? [], shapes.get(p.query.sql) as Exclude<Shape, 'alone'>));
          } catch (error) {
            p.reject(error);
          }
        });
      },
      (error: unknown) => {
        for (const p of batch) p.reject(error);
      },
    );
  }
}

function foldOf(batch: Pending[]): { name: string; text: string } | undefined {
  const key = batch.map((p) => p.query.statementName).join(' ');
  let fold = folds.get(key);
  if (!fold && folds.size < MAX_FOLDED_SHAPES) folds.set(key, (fold = { name: `folded_${folds.size + 1}`, text: foldedText(batch) }));
  return fold;
}

/** One statement for the batch; each one's placeholders are numbered on from the one before. */
function foldedText(batch: Pending[]): string {
  let offset = 0;
  const columns = batch.map((p, i) => {
    const shifted = offset;
    offset += p.parameters.length;
    const sql = shifted === 0 ? p.query.sql : p.query.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shifted}`);
    return `(select json_agg(s) from (${sql}) as s) as "${i}"`;
  });
  return `select ${columns.join(', ')}`;
}

function decode(rows: unknown[], convert: Exclude<Shape, 'alone'>): unknown[] {
  if (convert.length === 0) return rows;
  for (const row of rows as Record<string, unknown>[]) {
    for (const { name, convert: to } of convert) {
      const value = row[name];
      if (typeof value === 'string') row[name] = to(value);
    }
  }
  return rows;
}

/** Folders with statements waiting: flushed together once this turn's work is done, then written at once. */
const waiting = new Set<StatementFolder>();

function schedule(folder: StatementFolder): void {
  if (waiting.size === 0) setImmediate(flushWaiting);
  waiting.add(folder);
}

function flushWaiting(): void {
  const lanes = new Set<PipelinedLanes>();
  for (const folder of waiting) {
    folder.flush();
    lanes.add(folder.lanes);
  }
  waiting.clear();
  for (const l of lanes) l.writeNow();
}

const folders = new WeakMap<Kysely<Database>, StatementFolder>();

/** Folds the prepared statements run on this database (a read task's own view of it) from now on. */
export function foldStatements(db: Kysely<Database>, lanes: PipelinedLanes): void {
  folders.set(db, new StatementFolder(lanes));
}

/** The folder of a read task's database, if its statements fold. */
export function statementFolder(db: Kysely<Database>): StatementFolder | undefined {
  return folders.get(db);
}
