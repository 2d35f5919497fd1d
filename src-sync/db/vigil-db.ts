/**
 * A signed-in user's local database. One database per user (`vigil-<userId>`), so signing in as
 * someone else never shows the previous user's rows, and sign-out can delete it whole.
 */
import { Dexie, type Table } from 'dexie';
import type {
  AccountRow, AgentRow, BranchRow, ChannelGroupRow, ChannelRow, ClientRow, ContactRow, EquipmentRow, HistoryRow,
  LicenseRow, LocationRow, MessageRow, NotificationRow, PlanningRow, RequestEquipmentRow, RequestRow,
  RequestTimeslotRow, ShiftRow, SubcontractorRow,
} from '../protocol/entities.js';
import type { SyncEntity } from '../protocol/sync.js';
import type { AgentPositionRow, SosAlertRow } from '../protocol/field/field-rows.js';
import type { ImageCacheRow, LoadedOnDemandRow, MetaRow, OutboxBaseRow, OutboxRow, SyncStateRow, UnreadCountRow, WindowPageRow } from './engine-tables.js';
import { dbNameForUser } from './db-name.js';
import { SCHEMA, SCHEMA_VERSION } from './schema.js';
import type { LocalDb } from './local-db.js';

export { dbNameForUser };

/** A row as stored: the wire row, plus the spec's string tempId on records created locally
 * (whose numeric id is negative until the server's id replaces it). */
export type Local<T> = T & { tempId?: string | null };

/** Any entity row, for code that handles every table alike (pull, rebase). */
export type StoredRow = Record<string, unknown> & { id: number };


export interface VigilDbOptions {
  /** Injected IndexedDB (e.g. fake-indexeddb in tests); defaults to the global one. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

export class VigilDb extends Dexie {
  clients!: Table<Local<ClientRow>, number>;
  branches!: Table<Local<BranchRow>, number>;
  locations!: Table<Local<LocationRow>, number>;
  subcontractors!: Table<Local<SubcontractorRow>, number>;
  agents!: Table<Local<AgentRow>, number>;
  licenses!: Table<Local<LicenseRow>, number>;
  equipment!: Table<Local<EquipmentRow>, number>;
  contacts!: Table<Local<ContactRow>, number>;
  accounts!: Table<Local<AccountRow>, number>;
  requests!: Table<Local<RequestRow>, number>;
  request_timeslots!: Table<Local<RequestTimeslotRow>, number>;
  request_equipment!: Table<Local<RequestEquipmentRow>, number>;
  plannings!: Table<Local<PlanningRow>, number>;
  shifts!: Table<Local<ShiftRow>, number>;
  planning_history!: Table<Local<HistoryRow>, number>;
  channels!: Table<Local<ChannelRow>, number>;
  channel_groups!: Table<Local<ChannelGroupRow>, number>;
  messages!: Table<Local<MessageRow>, number>;
  notifications!: Table<Local<NotificationRow>, number>;
  sos_alerts!: Table<Local<SosAlertRow>, number>;
  agent_positions!: Table<Local<AgentPositionRow>, number>;
  unread_counts!: Table<UnreadCountRow, number>;
  outbox!: Table<OutboxRow, number>;
  outbox_base!: Table<OutboxBaseRow, string>;
  sync_state!: Table<SyncStateRow, string>;
  image_cache!: Table<ImageCacheRow, string>;
  meta!: Table<MetaRow, string>;
  loaded_on_demand!: Table<LoadedOnDemandRow, string>;
  window_pages!: Table<WindowPageRow, number>;

  constructor(name: string, options: VigilDbOptions = {}) {
    super(name, {
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
    });
    // Only the current version is declared: no version so far has an upgrade function, and Dexie
    // derives the index changes from the installed database (schema.ts).
    this.version(SCHEMA_VERSION).stores(SCHEMA);
  }

  /** An entity table by feed name, typed loosely for code that treats every entity alike. */
  entityTable(entity: SyncEntity): Table<StoredRow, number> {
    return this.table<StoredRow, number>(entity);
  }
}

export function openVigilDb(userId: number, options: VigilDbOptions = {}): VigilDb {
  return new VigilDb(dbNameForUser(userId), options);
}

/**
 * The database behind a LocalDb the UI handed to a mutation. Every LocalDb the UI holds is the
 * workspace's VigilDb (src-sync/workspace), shown to the UI under the read-only type; anything
 * else is a programming error.
 */
export function writableDb(db: LocalDb): VigilDb {
  if (!(db instanceof VigilDb)) throw new Error('Mutations take the database the workspace gave out.');
  return db;
}

// Compile-time proof that the engine's database is what the UI reads through.
const _vigilDbIsLocalDb = (db: VigilDb): LocalDb => db;
void _vigilDbIsLocalDb;
