/** Reserved for issue 11; filled in by the change that needs it. */
import type { MigrationDb } from './helpers';

export async function up(_db: MigrationDb): Promise<void> {}

export async function down(_db: MigrationDb): Promise<void> {}
