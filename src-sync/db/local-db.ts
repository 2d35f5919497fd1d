/**
 * What the UI holds of a user's local database: the entity tables, for reading. No write method
 * (put, delete, modify: every write goes through a mutation and the outbox) and none of the
 * engine's own tables (outbox, bases, sync state, image cache): what the UI needs of those, the
 * engine answers through queries (src-sync/outbox/pending-writes.ts, images/cached-image.ts).
 * A VigilDb is a LocalDb; the workspace hands the UI its database under this type.
 */
import type { AgentPositionRow, SosAlertRow } from '../protocol/field/field-rows.js';
import type { IndexableType, IndexableTypeArray, PromiseExtended } from 'dexie';
import type {
  AccountRow, AgentRow, BranchRow, ChannelGroupRow, ChannelRow, ClientRow, ContactRow, EquipmentRow, HistoryRow,
  LicenseRow, LocationRow, MessageRow, NotificationRow, PlanningRow, RequestEquipmentRow, RequestRow,
  RequestTimeslotRow, ShiftRow, SubcontractorRow,
} from '../protocol/entities.js';
import type { Local } from './vigil-db.js';

export interface ReadonlyCollection<T, K = number> {
  and(filter: (row: T) => boolean): ReadonlyCollection<T, K>;
  filter(filter: (row: T) => boolean): ReadonlyCollection<T, K>;
  limit(count: number): ReadonlyCollection<T, K>;
  offset(count: number): ReadonlyCollection<T, K>;
  reverse(): ReadonlyCollection<T, K>;
  distinct(): ReadonlyCollection<T, K>;
  until(filter: (row: T) => boolean, includeStopEntry?: boolean): ReadonlyCollection<T, K>;
  count(): PromiseExtended<number>;
  first(): PromiseExtended<T | undefined>;
  last(): PromiseExtended<T | undefined>;
  toArray(): PromiseExtended<T[]>;
  sortBy(keyPath: string): PromiseExtended<T[]>;
  primaryKeys(): PromiseExtended<K[]>;
  keys(): PromiseExtended<IndexableTypeArray>;
  each(callback: (row: T) => unknown): PromiseExtended<void>;
}

export interface ReadonlyWhereClause<T, K = number> {
  above(key: unknown): ReadonlyCollection<T, K>;
  aboveOrEqual(key: unknown): ReadonlyCollection<T, K>;
  below(key: unknown): ReadonlyCollection<T, K>;
  belowOrEqual(key: unknown): ReadonlyCollection<T, K>;
  between(lower: unknown, upper: unknown, includeLower?: boolean, includeUpper?: boolean): ReadonlyCollection<T, K>;
  equals(key: IndexableType): ReadonlyCollection<T, K>;
  notEqual(key: IndexableType): ReadonlyCollection<T, K>;
  anyOf(keys: ReadonlyArray<IndexableType>): ReadonlyCollection<T, K>;
  noneOf(keys: ReadonlyArray<IndexableType>): ReadonlyCollection<T, K>;
  startsWith(prefix: string): ReadonlyCollection<T, K>;
  startsWithAnyOf(prefixes: string[]): ReadonlyCollection<T, K>;
}

export interface ReadonlyTable<T, K = number> {
  readonly name: string;
  get(key: K): PromiseExtended<T | undefined>;
  bulkGet(keys: K[]): PromiseExtended<(T | undefined)[]>;
  where(index: string | string[]): ReadonlyWhereClause<T, K>;
  filter(filter: (row: T) => boolean): ReadonlyCollection<T, K>;
  orderBy(index: string | string[]): ReadonlyCollection<T, K>;
  toCollection(): ReadonlyCollection<T, K>;
  limit(count: number): ReadonlyCollection<T, K>;
  offset(count: number): ReadonlyCollection<T, K>;
  reverse(): ReadonlyCollection<T, K>;
  count(): PromiseExtended<number>;
  toArray(): PromiseExtended<T[]>;
}

export interface LocalDb {
  readonly name: string;
  readonly clients: ReadonlyTable<Local<ClientRow>>;
  readonly branches: ReadonlyTable<Local<BranchRow>>;
  readonly locations: ReadonlyTable<Local<LocationRow>>;
  readonly subcontractors: ReadonlyTable<Local<SubcontractorRow>>;
  readonly agents: ReadonlyTable<Local<AgentRow>>;
  readonly licenses: ReadonlyTable<Local<LicenseRow>>;
  readonly equipment: ReadonlyTable<Local<EquipmentRow>>;
  readonly contacts: ReadonlyTable<Local<ContactRow>>;
  readonly accounts: ReadonlyTable<Local<AccountRow>>;
  readonly requests: ReadonlyTable<Local<RequestRow>>;
  readonly request_timeslots: ReadonlyTable<Local<RequestTimeslotRow>>;
  readonly request_equipment: ReadonlyTable<Local<RequestEquipmentRow>>;
  readonly plannings: ReadonlyTable<Local<PlanningRow>>;
  readonly shifts: ReadonlyTable<Local<ShiftRow>>;
  readonly planning_history: ReadonlyTable<Local<HistoryRow>>;
  readonly channels: ReadonlyTable<Local<ChannelRow>>;
  readonly channel_groups: ReadonlyTable<Local<ChannelGroupRow>>;
  readonly messages: ReadonlyTable<Local<MessageRow>>;
  readonly notifications: ReadonlyTable<Local<NotificationRow>>;
  readonly sos_alerts: ReadonlyTable<Local<SosAlertRow>>;
  readonly agent_positions: ReadonlyTable<Local<AgentPositionRow>>;
}
