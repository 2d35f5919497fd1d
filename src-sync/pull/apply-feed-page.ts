/**
 * Writes one page of the change feed: all its rows (one bulkPut and one bulkDelete per table) and
 * the new cursor in ONE Dexie transaction, so the cursor never runs ahead of the rows it covers
 * and a crash mid-page just repeats the page.
 *
 * Invalid rows are logged, counted in sync_state.invalid_rows and skipped; the rest of the page
 * and the cursor still go through. Holding the cursor back would re-fetch the same broken row
 * forever and stall every later change. A skipped row whose entity and id can be read is put on
 * the repair list (repair-rows.ts), which the same pull asks the server for again; until then it
 * keeps its previous local value.
 */
import type { VigilDb } from '../db/vigil-db.js';
import type { EngineLogger } from '../engine/logger.js';
import { mutationTables } from '../outbox/enqueue.js';
import { applyServerValues, tempKeyOf, unmappedCreates, type ServerValue } from '../outbox/rebase.js';
import { SYNC_ENTITIES } from '../protocol/sync.js';
import { readInvalidRowCount } from './sync-state.js';
import { checkChange } from './validate-change.js';
import { markForRepair } from './repair-rows.js';
import { changeSchema } from '../protocol/sync.js';

export interface PageResult {
  applied: number;
  skipped: number;
}

/** A page's changes checked (CPU only, no database): what `writeCheckedPage` writes. */
export interface CheckedPage {
  values: ServerValue[];
  broken: { table: ServerValue['table']; id: number }[];
  skipped: number;
}

export function checkFeedPage(changes: readonly unknown[], logger: EngineLogger): CheckedPage {
  const values: ServerValue[] = [];
  // Where each record's value is in `values`, by table and id: numeric keys, no key string per
  // row (a first sync checks some 900,000 rows; string keys cost it about a second).
  const at = new Map<ServerValue['table'], Map<number, number>>();
  const broken: CheckedPage['broken'] = [];
  let skipped = 0;
  for (const raw of changes) {
    const checked = checkChange(raw);
    if (!checked.ok) {
      skipped += 1;
      logger.warn(`skipped a feed change: ${checked.reason}`);
      const named = changeSchema.pick({ entity: true, id: true }).safeParse(raw);
      if (named.success) broken.push({ table: named.data.entity, id: named.data.id });
      continue;
    }
    // The log is compacted per row, but if a page ever holds a row twice the later entry wins
    // (in the first one's place).
    const { table, id } = checked.value;
    let ids = at.get(table);
    if (!ids) at.set(table, (ids = new Map<number, number>()));
    const seen = ids.get(id);
    if (seen === undefined) {
      ids.set(id, values.length);
      values.push(checked.value);
    } else {
      values[seen] = checked.value;
    }
  }
  return { values, broken, skipped };
}

/**
 * `cursor`: the feed cursor the page brings the device to; absent for a bootstrap page, whose
 * progress `alsoInTransaction` records instead (in the same transaction, for the same reason).
 */
export async function applyFeedPage(
  db: VigilDb,
  page: { changes: readonly unknown[]; cursor?: number },
  logger: EngineLogger,
  alsoInTransaction?: () => Promise<unknown>,
  /** Tables `alsoInTransaction` writes besides the page's own. */
  extraTables: readonly string[] = [],
): Promise<PageResult> {
  // Validation runs before the transaction: it is CPU only, and IndexedDB transactions
  // auto-commit when left idle, so nothing slow may happen inside one.
  return writeCheckedPage(db, checkFeedPage(page.changes, logger), page.cursor, alsoInTransaction, extraTables);
}

export async function writeCheckedPage(
  db: VigilDb,
  page: CheckedPage,
  cursor: number | undefined,
  alsoInTransaction?: () => Promise<unknown>,
  extraTables: readonly string[] = [],
  /** How the page's values are written (the bootstrap stages its window's; window-pages.ts). */
  writeValues: (values: readonly ServerValue[]) => Promise<void> = (values) => applyServerValues(db, values),
): Promise<PageResult> {
  const { values, broken, skipped } = page;
  // A row that is a create still queued here swaps that create's temp id everywhere, in any
  // table: the page then needs them all (rare; otherwise only its own tables are locked).
  const creates = values.some((v) => tempKeyOf(v) !== null) ? await unmappedCreates(db) : new Map<string, unknown>();
  const adopts = values.some((v) => creates.has(tempKeyOf(v) ?? ''));
  const tables = adopts
    ? [...mutationTables(db)]
    : [...SYNC_ENTITIES.filter((entity) => values.some((v) => v.table === entity)), 'sync_state', 'outbox', 'outbox_base', 'meta', ...extraTables];
  await db.transaction('rw', tables, async () => {
    await writeValues(values);
    const rows: { key: 'cursor' | 'last_sync_at' | 'invalid_rows'; value: number }[] = [];
    if (cursor !== undefined) rows.push({ key: 'cursor', value: cursor });
    if (skipped > 0) rows.push({ key: 'invalid_rows', value: (await readInvalidRowCount(db)) + skipped });
    if (rows.length > 0) await db.sync_state.bulkPut(rows);
    await markForRepair(db, broken);
    await alsoInTransaction?.();
  });
  return { applied: values.length, skipped };
}
