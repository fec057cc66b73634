/**
 * PostgreSQL's driver, with the hot path's statements prepared on the server and pipelined
 * (docs/decisions/093-performance-architecture.md).
 *
 * A prepared query (prepared.ts) carries a statement name: PostgreSQL parses and plans it once per
 * connection instead of on every run. Outside a transaction it runs on one of a few pipelined
 * connections, which send each statement as soon as it is issued instead of after the previous one's
 * answer: the dashboard's parallel reads reach the server together, in about one round trip, and
 * each still has its own Sync, so an error reaches only its own caller. Prepared queries are short
 * lookups by key, so none holds up the statements queued behind it for long; every other statement,
 * and every transaction, takes a connection of its own from the pool, as Kysely's driver does.
 */
import { Socket } from 'node:net';
import { type CompiledQuery, type DatabaseConnection, type Driver, PostgresDriver, type QueryResult, type TransactionSettings } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './pg-introspector';

/** A compiled query that PostgreSQL keeps parsed and planned under this name, per connection. */
export type NamedQuery = CompiledQuery & { readonly statementName: string };

function statementName(query: CompiledQuery): string | undefined {
  return (query as Partial<NamedQuery>).statementName;
}

function configOf(query: CompiledQuery): pg.QueryConfig {
  const values = [...query.parameters];
  const name = statementName(query);
  return name ? { name, text: query.sql, values } : { text: query.sql, values };
}

function toQueryResult<R>({ command, rowCount, rows }: pg.QueryResult): QueryResult<R> {
  const isWrite = command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
  return { numAffectedRows: isWrite ? BigInt(rowCount ?? 0) : undefined, rows: (rows ?? []) as R[] };
}

async function run<R>(client: pg.ClientBase, query: CompiledQuery): Promise<QueryResult<R>> {
  return toQueryResult<R>(await client.query(configOf(query)));
}

/** A pipelined connection and the socket it writes to (ours: pg's public `stream` option takes it). */
type Lane = { client: Promise<pg.Client>; connected: pg.Client | undefined; socket: Socket; inFlight: number; isCorked: boolean };

/** A few pipelined connections; each statement goes to the one with the fewest in flight. */
export class PipelinedLanes {
  private readonly lanes: (Lane | undefined)[];

  constructor(
    private readonly config: pg.ClientConfig,
    count: number,
    private readonly onWarning: (message: string) => void,
  ) {
    this.lanes = Array.from({ length: count }, () => undefined);
  }

  async execute<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return toQueryResult<R>(await this.send(configOf(query)));
  }

  /** A statement as pg answers it: its rows and its fields' types too (pg-fold.ts reads them). */
  async send(config: pg.QueryConfig): Promise<pg.QueryResult> {
    const lane = this.pick();
    lane.inFlight += 1;
    try {
      // Once connected, the statement is queued before this returns (writeNow relies on it).
      const client = lane.connected ?? (await lane.client);
      this.holdWrites(lane);
      return await client.query(config);
    } finally {
      lane.inFlight -= 1;
    }
  }

  async end(): Promise<void> {
    const open = this.lanes.splice(0, this.lanes.length, ...this.lanes.map(() => undefined));
    await Promise.all(open.map(async (lane) => lane && (await lane.client.catch(() => undefined))?.end()));
  }

  /**
   * pg writes each statement with a system call of its own, which cost the dashboard's event loop
   * about a sixth of its time: the statements issued in the same turn of the event loop are held
   * and written together at its end.
   */
  private holdWrites(lane: Lane): void {
    if (lane.isCorked) return;
    lane.socket.cork();
    lane.isCorked = true;
    setImmediate(() => this.writeHeld(lane));
  }

  /** Writes what is held now, rather than at the next turn of the event loop (pg-fold.ts sends from an immediate). */
  writeNow(): void {
    for (const lane of this.lanes) if (lane?.isCorked) this.writeHeld(lane);
  }

  private writeHeld(lane: Lane): void {
    if (!lane.isCorked) return;
    lane.isCorked = false;
    lane.socket.uncork();
  }

  private pick(): Lane {
    let best = -1;
    for (let i = 0; i < this.lanes.length; i += 1) {
      const lane = this.lanes[i];
      if (!lane) return (this.lanes[i] = this.open(i));
      if (best < 0 || lane.inFlight < this.lanes[best]!.inFlight) best = i;
    }
    return this.lanes[best]!;
  }

  /** Connects a lane; one that fails or closes is replaced by the next statement that needs it. */
  private open(index: number): Lane {
    // `pipeline` is pg's documented pipeline mode (8.23); its typings do not list it yet. The socket
    // is made here and handed to pg through its `stream` option, so holding writes needs nothing of pg's.
    const socket = new Socket();
    const client = new pg.Client({ ...this.config, pipeline: true, stream: () => socket } as pg.ClientConfig);
    const lane: Lane = { client: client.connect().then(() => (lane.connected = client)), connected: undefined, socket, inFlight: 0, isCorked: false };
    const drop = () => {
      if (this.lanes[index] === lane) this.lanes[index] = undefined;
    };
    lane.client.catch(drop);
    client.on('error', (error) => {
      drop();
      this.onWarning(`database: a pipelined connection closed (${error.message})`);
    });
    client.on('end', drop);
    return lane;
  }
}

/**
 * Kysely's connection for one use (a statement, a transaction, or `db.connection()`'s session, such
 * as the migrator's advisory lock). A prepared statement that comes first goes to a lane; anything
 * else takes a pool connection, which serves the rest of the use, as Kysely's own driver does.
 */
class RoutedConnection implements DatabaseConnection {
  private held: pg.PoolClient | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly lanes: PipelinedLanes | undefined,
  ) {}

  async hold(): Promise<void> {
    this.held ??= await this.pool.connect();
  }

  release(): void {
    this.held?.release();
    this.held = undefined;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.held && this.lanes && statementName(query)) return this.lanes.execute<R>(query);
    await this.hold();
    return run<R>(this.held!, query);
  }

  // eslint-disable-next-line require-yield -- the app streams nothing; Kysely's own driver also refuses without a cursor
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not configured for PostgreSQL');
  }
}

export type PipelinedOptions = {
  pool: pg.Pool;
  /** The pipelined connections; without them, prepared queries take pool connections too (still named). */
  lanes: PipelinedLanes | undefined;
};

class PipelinedPostgresDriver extends PostgresDriver {
  private readonly lanes: PipelinedLanes | undefined;

  constructor(private readonly options: PipelinedOptions) {
    super({ pool: options.pool });
    this.lanes = options.lanes;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.options.pool, this.lanes);
  }

  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await (connection as RoutedConnection).hold();
    await super.beginTransaction(connection, settings);
  }

  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).release();
  }

  override async destroy(): Promise<void> {
    await this.lanes?.end();
    await super.destroy();
  }
}

/** Our PostgreSQL dialect (own-schema introspection) with the pipelined driver above. */
export class PipelinedPostgresDialect extends CurrentSchemaPostgresDialect {
  constructor(private readonly options: PipelinedOptions) {
    super({ pool: options.pool });
  }

  override createDriver(): Driver {
    return new PipelinedPostgresDriver(this.options);
  }
}
