/**
 * Kysely's PostgreSQL introspector lists every schema's tables and asks each column for its serial
 * sequence. The migrator uses it to find its own tables, so while another database on the same
 * server (tests side by side, each in a schema of its own) drops a schema or a column, our migration
 * run failed on a table that was never ours. This one looks only at the connection's own schema.
 */
import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

type ColumnRow = {
  schema: string;
  table: string;
  isView: boolean;
  column: string | null;
  dataType: string | null;
  isNullable: boolean | null;
  hasDefault: boolean | null;
  isIdentity: boolean | null;
};

const KYSELY_TABLES = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

class CurrentSchemaIntrospector implements DatabaseIntrospector {
  // The introspector serves any database, typed or not, as Kysely's own does.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows;
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    // A left join keeps a table that has no columns; a serial column is one whose default takes nextval.
    const { rows } = await sql<ColumnRow>`
      select t.table_schema as schema, t.table_name as table, t.table_type = 'VIEW' as "isView",
             c.column_name as column, c.udt_name as "dataType", c.is_nullable = 'YES' as "isNullable",
             c.column_default is not null as "hasDefault",
             (c.is_identity = 'YES' or coalesce(c.column_default like 'nextval(%', false)) as "isIdentity"
      from information_schema.tables t
      left join information_schema.columns c
        on c.table_schema = t.table_schema and c.table_name = t.table_name
      where t.table_schema = current_schema()
      order by t.table_name, c.ordinal_position`.execute(this.db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.isView, columns: [] };
        tables.set(row.table, table);
      }
      if (row.column === null) continue;
      table.columns.push({
        name: row.column,
        dataType: row.dataType ?? '',
        isNullable: row.isNullable ?? true,
        hasDefaultValue: row.hasDefault ?? false,
        isAutoIncrementing: row.isIdentity ?? false,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL as Kysely speaks it, introspecting only the connection's own schema. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
