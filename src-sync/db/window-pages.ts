/**
 * The default window's plannings as a first sync stages them: one `window_pages` record per
 * bootstrap page, until they are written as rows.
 *
 * Why: IndexedDB's cost is per record. In Chromium on a 2-core machine the window's 49,629
 * plannings took 4.0-5.5 s to write as rows (9,000-12,500 a second, with or without indexes),
 * and 0.46 s as 50 records of 1,000. Staged, the window is on the device in about a second of
 * writes, and the list shows it from the records (use-window-plannings.ts) while the rows are
 * written behind it in one transaction (`expandWindowPages`).
 *
 * What keeps this safe:
 * - A staged row is the server's copy as the bootstrap read it. A row in `plannings` with the
 *   same id is that copy or a newer one (a realtime row, this device's own write): everywhere,
 *   the row wins over the record, and moving records into rows only adds rows that are missing.
 * - A write never works on a record: a mutation first moves every staged record into rows, in
 *   its own transaction (`absorbWindowPages`, from runMutation), so what it reads, changes and
 *   can roll back is a row like any other.
 * - Readers that look a planning up by id fall back to the records (`findStagedPlanning`): the
 *   list shows staged plannings, and opening one must find it.
 */
import Dexie from 'dexie';
import type { PlanningRow } from '../protocol/entities.js';
import type { WindowPageRow } from './engine-tables.js';
import type { LocalDb } from './local-db.js';
import { PUT_CHUNK } from './put-in-chunks.js';
import { writableDb, type Local, type VigilDb } from './vigil-db.js';

function onlyExistingKeys(error: unknown): boolean {
  return error instanceof Dexie.BulkError && Object.values(error.failuresByPos).every((failure) => failure.name === 'ConstraintError');
}

/**
 * Adds the rows whose id is not in `plannings` yet, leaving the others as they are. Inside the
 * caller's rw transaction: `bulkAdd` refuses a key that exists (ConstraintError) and goes on with
 * the rest; caught here, the refusals do not abort the transaction. Any other failure does.
 */
export async function addMissingPlannings(db: VigilDb, rows: readonly PlanningRow[]): Promise<void> {
  for (let at = 0; at < rows.length; at += PUT_CHUNK) {
    try {
      await db.plannings.bulkAdd(rows.slice(at, at + PUT_CHUNK));
    } catch (error) {
      if (!onlyExistingKeys(error)) throw error;
    }
  }
}

/**
 * Writes the staged plannings as rows and then lets the records go. The rows are written in one
 * transaction over `plannings` alone: readers of the records (the list) are not held up while it
 * runs, and readers of the rows see them all at once, one change instead of fifty (each change
 * makes every live read of the window run again). `pages`: the records, when the caller has them.
 */
export async function expandWindowPages(db: VigilDb, pages?: readonly WindowPageRow[]): Promise<void> {
  // Reading the records back costs as much main thread as the list's own read of them, at the
  // moment the list reads them: a caller that staged them passes them instead.
  const staged = pages ?? (await db.window_pages.toArray());
  if (staged.length > 0) {
    await db.transaction('rw', [db.plannings], async () => {
      for (const page of staged) await addMissingPlannings(db, page.rows);
    });
    await db.window_pages.bulkDelete(staged.map((page) => page.page));
  }
  // Records the caller did not have (staged before a reload) are read and written too.
  if (pages !== undefined && (await db.window_pages.count()) > 0) await expandWindowPages(db);
}

/** Every staged record into rows, inside the caller's rw transaction (over `plannings` and
 * `window_pages`): what a mutation does before it reads anything. */
export async function absorbWindowPages(db: VigilDb): Promise<void> {
  if ((await db.window_pages.count()) === 0) return;
  for (const page of await db.window_pages.toArray()) await addMissingPlannings(db, page.rows);
  await db.window_pages.clear();
}

/** The staged records' keys (none once the rows are written): a cheap live read for the list,
 * which then reads each record once (use-window-plannings.ts). */
export function windowPageKeys(local: LocalDb): Promise<number[]> {
  return writableDb(local).window_pages.toCollection().primaryKeys();
}

/** The staged records with these keys that are still there. */
export async function readWindowPagesByKey(local: LocalDb, keys: readonly number[]): Promise<WindowPageRow[]> {
  return (await writableDb(local).window_pages.bulkGet([...keys])).filter((page) => page !== undefined);
}

/** A staged planning by id, for a reader that did not find its row (undefined when none is). */
export async function findStagedPlanning(local: LocalDb, id: number): Promise<Local<PlanningRow> | undefined> {
  const db = writableDb(local);
  if ((await db.window_pages.count()) === 0) return undefined;
  for (const page of await db.window_pages.toArray()) {
    const row = page.rows.find((candidate) => candidate.id === id);
    if (row) return row;
  }
  return undefined;
}
