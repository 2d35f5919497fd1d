/**
 * Indexes in the order the window-first bootstrap reads (server/sync/bootstrap-step-rows.ts), so
 * each page of a step is an index range read from where the last one stopped, never a scan of the
 * company's history nor a sort of the step's rows:
 *
 * - plannings by (end, id): the window's and the horizon's plannings are those ending after a
 *   given time, read in that order; `start` rides along so the window's `start <= to` is checked
 *   in the index. Unique because id is.
 * - shifts and history by (planning_id, id): a planning's children in id order, read for each
 *   planning as the planning steps walk them.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('plannings_end_id').on('plannings').columns(['end', 'id', 'start']).unique().execute();
  await db.schema.createIndex('shifts_planning_id').on('shifts').columns(['planning_id', 'id']).unique().execute();
  await db.schema.createIndex('history_planning_id').on('planning_history').columns(['planning_id', 'id']).unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('history_planning_id').execute();
  await db.schema.dropIndex('shifts_planning_id').execute();
  await db.schema.dropIndex('plannings_end_id').execute();
}
