/**
 * The current state of named rows for one user (GET /api/sync/rows, the engine's repair of rows
 * it holds broken): an upsert for each row the user may see, a delete for every other key, so a
 * row the user lost or that is gone never lingers. Visibility is checked inside the serializing
 * query, as for the feed.
 */
import type { Change, SyncEntity } from '../../src-sync/protocol/sync.js';
import type { Who } from '../policies/index.js';
import { serializeRows } from '../serialize/index.js';
import type { Executor } from './change-log.js';

export async function readRows(db: Executor, who: Who, keys: readonly { entity: SyncEntity; id: number }[]): Promise<{ changes: Change[] }> {
  const byEntity = new Map<SyncEntity, number[]>();
  for (const key of keys) byEntity.set(key.entity, [...(byEntity.get(key.entity) ?? []), key.id]);
  const changes: Change[] = [];
  for (const [entity, ids] of byEntity) {
    const unique = [...new Set(ids)];
    const rows = await serializeRows(db, entity, unique, { visibleTo: who });
    const seen = new Set(rows.map((row) => row.id));
    for (const row of rows) changes.push({ entity, op: 'upsert', id: row.id, data: row });
    for (const id of unique) if (!seen.has(id)) changes.push({ entity, op: 'delete', id });
  }
  return { changes };
}
