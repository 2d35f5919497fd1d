/** Reads a 409 write_conflict answer (src-sync/protocol/write-conflict.ts) with the shared
 * schema; the record it carries is checked with the entity's row schema before anyone uses it. */
import type { HttpErrorLike } from '../engine/http-client.js';
import { ENTITY_ROW_SCHEMAS } from '../protocol/entities.js';
import { writeConflictBodySchema, type WriteConflict } from '../protocol/write-conflict.js';

/** The conflict, or null when the body is not a valid one (then it counts as a plain refusal). */
export function parseConflict(error: HttpErrorLike): WriteConflict | null {
  const parsed = writeConflictBodySchema.safeParse(error.body);
  if (!parsed.success) return null;
  const { conflict } = parsed.data;
  const row = ENTITY_ROW_SCHEMAS[conflict.entity].safeParse(conflict.current);
  return row.success ? { ...conflict, current: row.data } : null;
}
