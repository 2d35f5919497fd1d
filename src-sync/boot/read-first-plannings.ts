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
import { deriveRoleFlags, type RoleFacts, type RoleFlags } from '../protocol/role-flags.js';
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
  first_name: string;
  last_name: string;
  /** The profile's UI language code as stored (spec section 3), null when absent. */
  language: string | null;
  /** Null when the stored account lacks what the flags are derived from (no menu is drawn). */
  flags: RoleFlags | null;
  /** The organisation the role label names, when the account is a client's or subcontractor's. */
  client: { name: string } | null;
  subcontractor: { company_name: string } | null;
}

export interface FirstPlannings {
  user: StoredUser;
  rows: PlanningRow[];
}

export interface FirstPlanningsDeps {
  storage: Pick<Storage, 'getItem'>;
  indexedDB: IDBFactory;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const named = (value: unknown): boolean => typeof value === 'object' && value !== null && isText((value as { name?: unknown }).name);
const STATUSES = new Set<string>(PLANNING_STATUSES);
const ENTITIES = new Set(['admin', 'subcontractor', 'client']);

function roleFacts(account: Record<string, unknown>): RoleFacts | null {
  const { entity, roles, agent_id: agentId } = account;
  if (typeof entity !== 'string' || !ENTITIES.has(entity)) return null;
  if (!Array.isArray(roles) || !roles.every(isText)) return null;
  if (agentId !== null && typeof agentId !== 'number') return null;
  return { entity: entity as RoleFacts['entity'], roles, agent_id: agentId };
}

function field<K extends string>(value: unknown, key: K): Record<K, string> | null {
  return typeof value === 'object' && value !== null && isText((value as Record<string, unknown>)[key]) ? (value as Record<K, string>) : null;
}

/** The signed-in user from the stored own account, or null (signed out, corrupt entry). The
 * session validates the whole account later; this checks each field it hands out. */
export function storedUser(storage: Pick<Storage, 'getItem'>): StoredUser | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OWN_ACCOUNT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const account = parsed as Record<string, unknown>;
    const { id } = account;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
    const facts = roleFacts(account);
    return {
      id,
      first_name: isText(account.first_name) ? account.first_name : '',
      last_name: isText(account.last_name) ? account.last_name : '',
      language: isText(account.language) ? account.language : null,
      flags: facts ? deriveRoleFlags(facts) : null,
      client: field(account.client, 'name'),
      subcontractor: field(account.subcontractor, 'company_name'),
    };
  } catch {
    return null;
  }
}

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

/**
 * The start-up read, begun: the stored user, and their database opening. `read` is called once,
 * with the window's bounds (null reads nothing) when they are known: opening takes the browser
 * a round trip to its storage process, and the page's entry starts it before it has loaded the
 * code that works out the bounds and draws the rows. `read` answers null when the database does
 * not exist, and never rejects; it closes the database either way.
 */
export interface OpenedFirstPlannings {
  user: StoredUser;
  read(query: FirstPlanningsQuery | null): Promise<PlanningRow[] | null>;
}

/** Null when there is no signed-in user on this device. */
export function openFirstPlannings(deps: FirstPlanningsDeps): OpenedFirstPlannings | null {
  const user = storedUser(deps.storage);
  if (user === null) return null;
  markTiming('first-read-start');
  const opening = openExisting(deps.indexedDB, dbNameForUser(user.id));
  return {
    user,
    async read(query) {
      const db = await opening;
      if (!db) return null;
      try {
        if (query === null) return null;
        const rows = (await readRows(db, query)).filter(looksLikeListRow);
        markTiming('first-read-end');
        return rows;
      } catch {
        return null;
      } finally {
        db.close();
      }
    },
  };
}

/** Null when there is no signed-in user with a local database; never rejects. */
export async function readFirstPlannings(deps: FirstPlanningsDeps, query: FirstPlanningsQuery): Promise<FirstPlannings | null> {
  const opened = openFirstPlannings(deps);
  const rows = await opened?.read(query);
  return opened && rows ? { user: opened.user, rows } : null;
}
