/**
 * Reads the server's answer to a queued write. Every planning-domain write answers
 * `{ data, related?, deleted? }` (src-sync/protocol/planning-writes.ts): `data` is the wire row, a list of
 * rows or null, `deleted` the ids each entity lost. Rows are validated with the same schemas as
 * the change feed before they are stored.
 */
import { ENTITY_ROW_SCHEMAS } from '../protocol/entities.js';
import { SYNC_ENTITIES, type SyncEntity } from '../protocol/sync.js';
import type { ServerValue } from './rebase.js';

export interface ParsedAnswer {
  values: ServerValue[];
  /** The id of the single row in `data`, used to replace a temp id after a create. */
  dataId: number | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Null when the answer does not have the agreed shape (then the engine pulls instead). */
export function parseAnswer(entity: SyncEntity, answer: unknown): ParsedAnswer | null {
  if (answer === undefined || answer === null || answer === '') return { values: [], dataId: null };
  if (!isRecord(answer)) return null;
  const values: ServerValue[] = [];
  const schema = ENTITY_ROW_SCHEMAS[entity];
  const data = answer.data;
  const list = Array.isArray(data) ? data : data === undefined || data === null ? [] : [data];
  for (const item of list) {
    const parsed = schema.safeParse(item);
    if (!parsed.success) return null;
    const row = parsed.data as Record<string, unknown> & { id: number };
    values.push({ table: entity, id: row.id, row });
  }
  // `related`: rows of other entities the write changed too (a request review answers its
  // timeslots and plannings), so the whole result applies at once, without a flicker back to
  // the old values until the next pull.
  const related = answer.related;
  if (related !== undefined) {
    if (!isRecord(related)) return null;
    for (const [table, rows] of Object.entries(related)) {
      if (!(SYNC_ENTITIES as readonly string[]).includes(table) || !Array.isArray(rows)) return null;
      const relatedSchema = ENTITY_ROW_SCHEMAS[table as SyncEntity];
      for (const item of rows) {
        const parsed = relatedSchema.safeParse(item);
        if (!parsed.success) return null;
        const row = parsed.data as Record<string, unknown> & { id: number };
        values.push({ table: table as SyncEntity, id: row.id, row });
      }
    }
  }
  const deleted = answer.deleted;
  if (deleted !== undefined) {
    if (!isRecord(deleted)) return null;
    for (const [table, ids] of Object.entries(deleted)) {
      if (!(SYNC_ENTITIES as readonly string[]).includes(table) || !Array.isArray(ids)) return null;
      for (const id of ids) {
        if (typeof id !== 'number' || !Number.isInteger(id)) return null;
        values.push({ table: table as SyncEntity, id, row: null });
      }
    }
  }
  const single = !Array.isArray(data) && values[0]?.table === entity && values[0].row !== null ? values[0].id : null;
  return { values, dataId: single };
}
