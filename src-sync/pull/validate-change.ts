/** Validates one change of a feed page. Rows are checked with the same schemas the server builds
 * them from (src-sync/protocol/entities.ts), so a broken row never reaches the UI. */
import { ENTITY_ROW_SCHEMAS } from '../protocol/entities.js';
import { changeSchema } from '../protocol/sync.js';
import type { ServerValue } from '../outbox/rebase.js';

export type CheckedChange = { ok: true; value: ServerValue } | { ok: false; reason: string; raw: unknown };

export function checkChange(raw: unknown): CheckedChange {
  const change = changeSchema.safeParse(raw);
  if (!change.success) return { ok: false, reason: `malformed change: ${change.error.message}`, raw };
  const { entity, op, id, data } = change.data;
  if (op === 'delete') return { ok: true, value: { table: entity, id, row: null } };
  const row = ENTITY_ROW_SCHEMAS[entity].safeParse(data);
  if (!row.success) return { ok: false, reason: `invalid ${entity} row ${id}: ${row.error.message}`, raw };
  const value = row.data as Record<string, unknown> & { id: number };
  if (value.id !== id) return { ok: false, reason: `${entity} change ${id} carries row ${value.id}`, raw };
  return { ok: true, value: { table: entity, id, row: value } };
}
