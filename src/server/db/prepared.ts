/**
 * Queries on hot paths, built once. Building a statement with Kysely (parsing the builder calls into
 * an immutable node tree, then compiling that to SQL) takes several times longer than SQLite takes to
 * run a lookup by index, and every request built the same SQL again. A prepared query is written with
 * the builder as usual, naming its values by placeholder; it is compiled once per dialect, and each
 * run only binds the values and executes, through Kysely's executor (so it also runs in transactions).
 *
 * On a SQLite connection that nothing else uses at the time (a read worker's read-only one, or the
 * writing one while a group transaction holds it: transaction.ts), the statement runs directly on
 * better-sqlite3 instead, without Kysely's connection queue and executor.
 *
 * On PostgreSQL each prepared query is a named statement, parsed and planned once per connection,
 * and outside a transaction it is pipelined beside the others in flight (db/pg-driver.ts).
 *
 * A placeholder stands for exactly one bound value: use it where a single value goes (`=`, `<`,
 * `limit`), not as the list of an `in`.
 */
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { isPostgres, ownedConnection } from './database';
import type { NamedQuery } from './pg-driver';
import { statementFolder } from './pg-fold';
import type { Database } from './schema';

type Executor = Kysely<Database>;

const MARK = '\u0000prepared:';

/** Each key of P read from this object is a placeholder for that value. */
export type Placeholders<P> = { readonly [K in keyof P]: P[K] };

type Compiled<P> = { query: CompiledQuery; bind: ((params: P) => unknown)[] };

/** Names for PostgreSQL's server-side statements: one per prepared query, so the set is fixed. */
let statements = 0;

export type PreparedQuery<P, R> = {
  /** Every row. */
  all(db: Executor, params: P): Promise<R[]>;
  /** The first row, or undefined. */
  first(db: Executor, params: P): Promise<R | undefined>;
  /** The SQL for a dialect (for tests and plans). */
  sqlFor(db: Executor): string;
};

const placeholders = new Proxy({}, { get: (_target, key) => `${MARK}${String(key)}` });

export function prepareQuery<P extends Record<string, unknown>, R>(
  build: (db: Executor, values: Placeholders<P>) => Compilable<R>,
): PreparedQuery<P, R> {
  const byDialect: { sqlite?: Compiled<P>; postgres?: Compiled<P> } = {};

  function compiled(db: Executor): Compiled<P> {
    const dialect = isPostgres(db) ? 'postgres' : 'sqlite';
    const known = byDialect[dialect];
    if (known) return known;
    const built = build(db, placeholders as Placeholders<P>).compile();
    // PostgreSQL parses and plans a named statement once per connection (db/pg-driver.ts).
    const query: CompiledQuery | NamedQuery = dialect === 'postgres' ? { ...built, statementName: `prepared_${(statements += 1)}` } : built;
    const bind = query.parameters.map((value): ((params: P) => unknown) => {
      if (typeof value !== 'string' || !value.startsWith(MARK)) return () => value;
      const key = value.slice(MARK.length);
      return (params) => {
        const bound = params[key];
        if (bound === undefined) throw new Error(`prepared query: no value for "${key}"`);
        return bound;
      };
    });
    return (byDialect[dialect] = { query, bind });
  }

  async function all(db: Executor, params: P): Promise<R[]> {
    const { query, bind } = compiled(db);
    const parameters = bind.map((value) => value(params));
    const folder = statementFolder(db);
    if (folder) return (await folder.all(query as NamedQuery, parameters)) as R[];
    const connection = ownedConnection(db);
    if (connection) {
      const statement = connection.prepare(query.sql);
      if (statement.reader) return statement.all(parameters) as R[];
      statement.run(parameters);
      return [];
    }
    const result = await db.executeQuery<R>({ ...query, parameters });
    return result.rows;
  }

  return {
    all,
    async first(db, params) {
      return (await all(db, params))[0];
    },
    sqlFor: (db) => compiled(db).query.sql,
  };
}

/**
 * A prepared query for a number of rows (a multi-row insert), built once for each number it is
 * asked for: row i's values are the placeholders named with the suffix i (`amount0`, `amount1`...).
 * Callers ask for the few numbers their batches have (an award moves three to five period totals;
 * a completion unlocks a handful of achievements), so the set of statements stays small.
 */
export function prepareForCount<P extends Record<string, unknown>, R>(
  build: (db: Executor, values: Placeholders<P>, count: number) => Compilable<R>,
): (count: number) => PreparedQuery<P, R> {
  const byCount = new Map<number, PreparedQuery<P, R>>();
  return (count) => {
    let query = byCount.get(count);
    if (!query) byCount.set(count, (query = prepareQuery<P, R>((db, values) => build(db, values, count))));
    return query;
  };
}
