/**
 * `field_versions.device`: the device that made each change, when it named itself
 * (server/writes/writer.ts), so a change from another of the same user's devices is a conflict
 * (server/writes/write-conflicts.ts). Earlier changes keep no device: they stay their user's own.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('field_versions').addColumn('device', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('field_versions').dropColumn('device').execute();
}
