/**
 * The first screenful of plannings, read straight from IndexedDB at start-up: before Dexie, zod,
 * the engine or the UI framework are loaded and evaluated (about 300 ms of script on a 2-core
 * machine), so a reload paints the planning list from the local database at once (DESIGN.md
 * section 6: reload to first rows painted under 300 ms). Read-only, and it never creates or
 * upgrades anything: a missing database or table reads as "nothing to paint", and the app's
 * own start-up does the rest.
 *
 * The rows are the stored ones, checked only for the fields a list row shows; a row that fails
 * is left out here and handled by the list (which reads the same rows through Dexie) later.
 */
import { dbNameForUser } from '../db/db-name.js';
import type { PlanningRow } from '../protocol/entities.js';
import { PLANNING_STATUSES } from '../protocol/planning-status-list.js';
import { OWN_ACCOUNT_KEY } from '../session/own-account-key.js';
import { markTiming } from '../timing.js';

export interface FirstPlanningsQuery {
  /** UTC wire bounds (`YYYY-MM-DD HH:mm:ss`) of the list's default window, both inclusive. */
  from: string;
  to: string;
  limit: number;
}

export interface StoredUser {
  id: number;
  /** First and last name, for the top bar; empty when the stored account has none. */
  name: string;
}

export interface FirstPlannings {
  user: StoredUser;
  rows: PlanningRow[];
}

export interface FirstPlanningsDeps {
  storage: Pick<Storage, 'getItem'>;
  indexedDB: IDBFactory;
}

/** The signed-in user from the stored own account, or null (signed out, corrupt entry). The
 * session validates the whole account later; only the id and the name are used before that. */
export function storedUser(storage: Pick<Storage, 'getItem'>): StoredUser | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OWN_ACCOUNT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, first_name: first, last_name: last } = parsed as { id?: unknown; first_name?: unknown; last_name?: unknown };
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
    const name = [first, last].filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
    return { id, name };
  } catch {
    return null;
  }
}

const STATUSES = new Set<string>(PLANNING_STATUSES);
const isText = (value: unknown): value is string => typeof value === 'string';
const named = (value: unknown): boolean => typeof value === 'object' && value !== null && isText((value as { name?: unknown }).name);

/** The fields a list row reads; anything else may be absent without harm. */
export function looksLikeListRow(value: unknown): value is PlanningRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  const request = row.request as { identifier?: unknown } | null | undefined;
  const location = row.location as { timezone?: unknown; address?: unknown } | null | undefined;
  return (
    typeof row.id === 'number' && isText(row.start) && isText(row.end) && isText(row.status) && STATUSES.has(row.status)
    && typeof row.number_of_agents === 'number' && isText(request?.identifier) && named(row.client)
    && (row.branch === null || named(row.branch)) && (row.contractor === null || named(row.contractor))
    && named(location) && isText(location?.timezone) && isText(location?.address)
  );
}

/** Opens the user's database only if it exists: opening by name alone would create it. */
function openExisting(factory: IDBFactory, name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(name);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

function readRows(db: IDBDatabase, query: FirstPlanningsQuery): Promise<unknown[]> {
  return new Promise((resolve) => {
    if (!db.objectStoreNames.contains('plannings')) {
      resolve([]);
      return;
    }
    const store = db.transaction('plannings', 'readonly').objectStore('plannings');
    if (!store.indexNames.contains('start')) {
      resolve([]);
      return;
    }
    const request = store.index('start').getAll(IDBKeyRange.bound(query.from, query.to), query.limit);
    request.onsuccess = () => resolve(request.result as unknown[]);
    request.onerror = () => resolve([]);
  });
}

/** Null when there is no signed-in user with a local database; never rejects. */
export async function readFirstPlannings(deps: FirstPlanningsDeps, query: FirstPlanningsQuery): Promise<FirstPlannings | null> {
  const user = storedUser(deps.storage);
  if (user === null) return null;
  markTiming('first-read-start');
  const db = await openExisting(deps.indexedDB, dbNameForUser(user.id));
  if (!db) return null;
  try {
    const rows = (await readRows(db, query)).filter(looksLikeListRow);
    markTiming('first-read-end');
    return { user, rows };
  } catch {
    return null;
  } finally {
    db.close();
  }
}
