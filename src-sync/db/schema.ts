/**
 * The Dexie schema of a user's local database (DESIGN.md section 3). Indexes are the ones the UI
 * queries by; compound indexes serve "children of X ordered by time" and "status ordered by date"
 * without an in-memory sort. Booleans are stored 0/1 because IndexedDB cannot index booleans.
 *
 * Changing an index here means raising SCHEMA_VERSION: Dexie compares the declared stores with
 * the installed database and adds or drops the indexes that differ, keeping every row. Changing a
 * row's shape would need an upgrade function in vigil-db.ts as well.
 */
import type { SyncEntity } from '../protocol/sync.js';

/** One store per synced entity, named as the feed's `entity`. The first key is the primary key. */
export const ENTITY_STORES: Record<SyncEntity, string> = {
  clients: 'id, name',
  branches: 'id, client_id',
  // subcontractor_id: a subcontractor's own locations (version 6).
  locations: 'id, client_id, branch_id, subcontractor_id',
  subcontractors: 'id, company_name',
  agents: 'id, subcontractor_id, user_id',
  licenses: 'id, agent_id',
  equipment: 'id, name',
  contacts: 'id, client_id, branch_id',
  accounts: 'id, user_id, client_id, subcontractor_id',
  requests: 'id, status, client_id, branch_id, location_id, created_at, [status+created_at]',
  request_timeslots: 'id, request_id',
  request_equipment: 'id, request_id, equipment_id',
  // The three big tables keep only what is queried (version 8): every index is written with every
  // row of a bootstrap. plannings: the list's window and the start-up paint read `start`, a
  // request's review and related plannings read `request_id`; filters run in memory.
  plannings: 'id, start, request_id',
  // A planning's shifts by start; the compound index also finds them all (planning_id alone).
  shifts: 'id, [planning_id+start]',
  // A planning's entries by time (also all of a planning's). [planning_id+image] holds only
  // entries with an image (IndexedDB leaves out a row whose key has a null part): the image
  // prefetch reads those without reading every entry (version 2).
  planning_history: 'id, [planning_id+created_at], [planning_id+image]',
  channels: 'id, request_id, updated_at',
  channel_groups: 'id, channel_id, user_id',
  // A group's messages by time; the compound index also finds them all (channel_id alone), so
  // the plain channel_id index and the never-queried tempId index went (version 9: at a million
  // messages each index cost every message of the first sync a write).
  messages: 'id, [channel_id+created_at]',
  // read_at: IndexedDB leaves a row whose key is null out of an index, so the index holds the
  // read notifications only, and unread = all - read is two counts, no scan (version 5).
  notifications: 'id, created_at, read_at',
  // Field (version 7): open alerts are those without acknowledged_at; one position per agent.
  sos_alerts: 'id, agent_id, received_at',
  agent_positions: 'id, subcontractor_id',
};

/** Local-only stores: unread totals, and the engine's own bookkeeping. */
export const LOCAL_STORES = {
  unread_counts: 'channel_id',
  /** `seq` orders delivery; `uuid` is the Idempotency-Key; `*keys` finds the rows touching a record. */
  outbox: '++seq, &uuid, record_key, state, *keys',
  /** Server value of every record that has active outbox rows (the rollback pre-image). */
  outbox_base: 'key',
  sync_state: 'key',
  image_cache: 'key',
  meta: 'key',
  /** Rows loaded on demand from before the sync horizon (src-sync/bootstrap/load-before-horizon.ts). */
  loaded_on_demand: 'key',
  /** The default window's plannings as a first sync brings them, one record per bootstrap page,
   * until they are written as rows (src-sync/bootstrap/window-pages.ts; version 10). */
  window_pages: 'page',
} as const;

export type LocalStore = keyof typeof LOCAL_STORES;

/** 1: the first stores; 2: planning_history's [planning_id+image]; 5: notifications' read_at;
 * 6: locations' subcontractor_id; 7: sos_alerts and agent_positions (versions 3 and 4 were
 * never released); 8: plannings, shifts and history keep only the indexes queried (window-first
 * sync); 9: messages keep only [channel_id+created_at]; 10: window_pages. */
export const SCHEMA_VERSION = 10;

export const SCHEMA: Record<string, string> = { ...ENTITY_STORES, ...LOCAL_STORES };
