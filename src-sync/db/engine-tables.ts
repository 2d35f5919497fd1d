/** Row types of the engine's own tables (see schema.ts for their indexes). */
import type { SyncEntity } from '../protocol/sync.js';
import type { WriteConflict } from '../protocol/write-conflict.js';
import type { PlanningRow } from '../protocol/entities.js';

/**
 * pending: ready to send (or due once `next_attempt_at` passes);
 * sending: a request is in flight (reset to pending when an engine starts: the send may or may not
 *   have landed, and the same Idempotency-Key makes the resend safe);
 * waiting: a retryable failure is backing off, or the row refers to a record not created yet;
 * failed: the server refused it for good (4xx); its optimistic change is rolled back, the row
 *   stays until the user retries or discards it. A refusal because someone else changed the same
 *   fields meanwhile (409 write_conflict) keeps the server's account in `conflict`, and the user
 *   keeps their values or takes the other ones (outbox-actions.ts resolveConflict).
 */
export type OutboxState = 'pending' | 'sending' | 'waiting' | 'failed';

/** States whose optimistic change is visible in the tables. */
export const ACTIVE_OUTBOX_STATES: readonly OutboxState[] = ['pending', 'sending', 'waiting'];

export type HttpWriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Additions to and removals from a list field whose items have an `id` (a shift's agents): items
 * in `remove` go, items of `add` not there yet are appended. Set operations, so applying them
 * again changes nothing, and a value someone else added meanwhile stays.
 */
export interface ListChange {
  add: (Record<string, unknown> & { id: number })[];
  remove: number[];
}

/**
 * One optimistic change to one local record. Effects are absolute (set these fields, put this row,
 * delete) or set operations on lists, never relative, so applying one again over a server row that
 * already contains it is harmless: that is what makes a lost ack followed by a pull safe.
 */
export type Effect =
  | { table: SyncEntity; id: number; kind: 'put'; row: Record<string, unknown> }
  | { table: SyncEntity; id: number; kind: 'merge'; fields: Record<string, unknown>; lists?: Record<string, ListChange> }
  | { table: SyncEntity; id: number; kind: 'delete' };

export interface OutboxRow {
  /** Auto-incremented: global order of the user's writes. */
  seq?: number;
  /** Idempotency-Key of the request. Replaced only by retry() after a final failure. */
  uuid: string;
  /** `table:id` of the record this write is about; writes to one record are delivered in seq order. */
  record_key: string;
  entity: SyncEntity;
  /** Mutation kind, e.g. 'create-shift'; selects how the answer is applied (mutations/registry.ts). */
  op: string;
  method: HttpWriteMethod;
  /** Path with `{id}` standing for `target_id`, so a temp id swap only rewrites `target_id`. */
  path: string;
  target_id: number | null;
  body: unknown;
  /** For creates: the negative local id the server id replaces, and the spec's string tempId. */
  temp_id: number | null;
  temp_key: string | null;
  effects: Effect[];
  /** `table:id` of every effect (multi-entry index). */
  keys: string[];
  state: OutboxState;
  attempts: number;
  /** Epoch ms; 0 = due now. */
  next_attempt_at: number;
  /** The server's message of the last failure (its own words, for logs and as a last resort). */
  last_error: string | null;
  /** What the last failure was, as a code the UI words: the server's error code
   * (`forbidden`, `unprocessable`, `write_conflict`, `network_error`…) or the engine's own
   * (`waiting_for_create`, `orphaned`, `image_missing`). Absent on rows stored before it existed. */
  last_code?: string | null;
  /** HTTP status of the last failure (0: network), for the UI and tests. */
  last_status: number | null;
  /** Field issues of a final 4xx, so a form can show them. */
  issues: { path: string; message: string }[];
  /** A 409 write_conflict: the record as it is now and who changed which field. */
  conflict?: WriteConflict | null;
  created_at: number;
}

/** The server's value of a record while outbox rows change it locally (null: absent on the server). */
export interface OutboxBaseRow {
  key: string;
  row: Record<string, unknown> | null;
}

/** `first_sync`: 1 while a first sync begun at cursor 0 has pages to go (it survives a reload). */
export type SyncStateKey = 'cursor' | 'last_sync_at' | 'invalid_rows' | 'first_sync';
export interface SyncStateRow {
  key: SyncStateKey;
  value: number | string | null;
}

export interface ImageCacheRow {
  key: string;
  blob: Blob;
  cached_at: number;
  /** The history entry a `history:` image belongs to: the image is dropped with the entry. */
  history_id?: number;
}

/** A row loaded from a list endpoint because the list showed dates before the sync horizon
 * (`table:id`); it stays while shown and the feed keeps it fresh like any other row. */
/** One page of the default window's plannings, staged by a first sync (window-pages.ts). */
export interface WindowPageRow {
  /** The count of window plannings before this page: orders the pages and names each once. */
  page: number;
  /** The window the page belongs to (UTC wire datetimes, the bootstrap's window). */
  from: string;
  to: string;
  /** Each checked against the planning schema when it came (the feed's row check). */
  rows: PlanningRow[];
}

export interface LoadedOnDemandRow {
  key: string;
  loaded_at: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export interface UnreadCountRow {
  channel_id: number;
  /** Kept as a string, as the spec's unread entries are. */
  total: string;
}
