/** The wire row type of each entity (src-sync/protocol/entities.ts) and the serializer shape. */
import type { z } from 'zod';
import type { ENTITY_ROW_SCHEMAS } from '../../src-sync/protocol/entities.js';
import type { SyncEntity } from '../../src-sync/protocol/sync.js';
import type { Executor } from '../sync/change-log.js';
import type { RowFilter } from '../policies/types.js';

export type EntityRow<E extends SyncEntity> = z.infer<(typeof ENTITY_ROW_SCHEMAS)[E]>;

/**
 * Loads the rows with these ids in their wire shape, in bulk (a fixed number of queries per
 * call, never one per row). `filter` is a visibility filter over the entity's own table, applied
 * in the same query; rows it excludes, and ids that do not exist, are simply absent.
 */
export type Serializer<E extends SyncEntity> = (db: Executor, ids: readonly number[], filter: RowFilter) => Promise<EntityRow<E>[]>;

/** DB text columns holding a closed set of values; the schema tests prove the data fits. */
export const asEnum = <T extends string>(value: string): T => value as T;

export const asFlag = (value: number): 0 | 1 => (value === 0 ? 0 : 1);

export function parseJsonArray(raw: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** A JSON object column (a notification's params); null when empty or not an object. */
export function parseJsonObject(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
