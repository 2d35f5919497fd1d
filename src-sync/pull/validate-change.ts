/** Validates one change of a feed page. Rows are checked with the same schemas the server builds
 * them from (src-sync/protocol/entities.ts), so a broken row never reaches the UI. */
import { ENTITY_ROW_SCHEMAS } from '../protocol/entities.js';
import { fastRowCheck, type FastCheck } from '../protocol/fast-row-check.js';
import { changeSchema, SYNC_ENTITIES, type Change } from '../protocol/sync.js';
import type { ServerValue } from '../outbox/rebase.js';

export type CheckedChange = { ok: true; value: ServerValue } | { ok: false; reason: string; raw: unknown };

const ENTITIES: ReadonlySet<string> = new Set(SYNC_ENTITIES);

/** Each entity's quick yes (fast-row-check.ts), built on first use: zod judges whatever it refuses. */
let quickChecks: Record<string, FastCheck> | null = null;
function quickCheckOf(entity: string): FastCheck {
  quickChecks ??= Object.fromEntries(SYNC_ENTITIES.map((name) => [name, fastRowCheck(ENTITY_ROW_SCHEMAS[name])]));
  return quickChecks[entity] as FastCheck;
}

/** The envelope `changeSchema` describes, checked by hand: a first sync checks a million of them,
 * and only a broken one needs the schema's words for what is wrong. */
function envelopeOf(raw: unknown): Change | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { entity, op, id, data } = raw as Record<string, unknown>;
  if (typeof entity !== 'string' || !ENTITIES.has(entity) || (op !== 'upsert' && op !== 'delete') || !Number.isInteger(id)) return null;
  if (data !== undefined) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    for (const key in data) if (key.length > 100) return null;
  }
  return raw as Change;
}

export function checkChange(raw: unknown): CheckedChange {
  const envelope = envelopeOf(raw);
  if (envelope === null) {
    const change = changeSchema.safeParse(raw);
    return { ok: false, reason: `malformed change: ${change.success ? 'not a change' : change.error.message}`, raw };
  }
  const { entity, op, id, data } = envelope;
  if (op === 'delete') return { ok: true, value: { table: entity, id, row: null } };
  let value: Record<string, unknown> & { id: number };
  // The row as it came when zod would give back the same (no default to fill, nothing to strip).
  if (quickCheckOf(entity)(data)) value = data as typeof value;
  else {
    const row = ENTITY_ROW_SCHEMAS[entity].safeParse(data);
    if (!row.success) return { ok: false, reason: `invalid ${entity} row ${id}: ${row.error.message}`, raw };
    value = row.data;
  }
  if (value.id !== id) return { ok: false, reason: `${entity} change ${id} carries row ${value.id}`, raw };
  return { ok: true, value: { table: entity, id, row: value } };
}
