/** Shapes shared by the per-domain visibility modules. */
import type { Expression, SqlBool } from 'kysely';
import type { Executor } from '../sync/change-log.js';
import type { AudienceKey, Viewer } from './viewer.js';

/**
 * A WHERE condition over the entity's own table (the table is named like the entity), or null
 * when the viewer is not restricted at all. Use only in queries that select FROM that table.
 */
export type RowFilter = Expression<SqlBool> | null;

/** Audience keys per existing row id; ids of rows that no longer exist are absent. */
export type AudienceMap = Map<number, AudienceKey[]>;

export interface EntityPolicy {
  filter(viewer: Viewer): RowFilter;
  audience(db: Executor, ids: readonly number[]): Promise<AudienceMap>;
}
