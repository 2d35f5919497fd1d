/**
 * Writes one page of the bootstrap's window step (src-sync/db/window-pages.ts says why the
 * window is staged). Inside the page's transaction, which also covers `window_pages`.
 *
 * - The first page is also written as rows: the list's first screenful, shown while the rest of
 *   the window comes, is read from rows (use-planning-head.ts), and so is a planning opened from it.
 * - With anything queued on the device (outbox bases), the page is written as rows through the
 *   rebase path, as every other page: a staged copy must never stand for a row a write is about.
 */
import type { WindowPageRow } from '../db/engine-tables.js';
import type { VigilDb } from '../db/vigil-db.js';
import type { PlanningRow } from '../protocol/entities.js';
import { applyServerValues, type ServerValue } from '../outbox/rebase.js';
import type { BootstrapWindow } from './bootstrap-state.js';

/** Resolves with the record staged, or null when the page was written as rows only. */
export async function stageWindowPage(db: VigilDb, values: readonly ServerValue[], page: number, window: BootstrapWindow): Promise<WindowPageRow | null> {
  if ((await db.outbox_base.count()) > 0) {
    await applyServerValues(db, values);
    return null;
  }
  const rows: PlanningRow[] = [];
  const others: ServerValue[] = [];
  for (const value of values) {
    // Rows that passed the feed's row check for their entity: a planning row is a PlanningRow.
    if (value.table === 'plannings' && value.row !== null) rows.push((value.row.id === value.id ? value.row : { ...value.row, id: value.id }) as PlanningRow);
    else others.push(value);
  }
  if (page === 0) await applyServerValues(db, values);
  else if (others.length > 0) await applyServerValues(db, others);
  if (rows.length === 0) return null;
  const record: WindowPageRow = { page, from: window.from, to: window.to, rows };
  await db.window_pages.put(record);
  return record;
}
