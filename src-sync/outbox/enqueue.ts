/**
 * The one way a user write enters the engine: the optimistic change and the outbox row are
 * written in the SAME Dexie transaction, so a reload or crash can never keep one without the
 * other (DESIGN.md section 3).
 */
import type { Effect, HttpWriteMethod, OutboxRow } from '../db/engine-tables.js';
import { parseRecordKey, recordKey } from '../db/record-key.js';
import type { VigilDb } from '../db/vigil-db.js';
import type { SyncEntity } from '../protocol/sync.js';
import { effectKey } from './fold-effects.js';
import { ensureBases, recomputeKeys } from './rebase.js';
import { resolveTempId, resolveTempIdsDeep } from './temp-ids.js';
import { newUuid } from './uuid.js';
import { announceAppended } from './outbox-appended.js';
import { absorbWindowPages } from '../db/window-pages.js';

export interface MutationSpec {
  op: string;
  /** The record the write is about, and the entity of the rows the server answers with. */
  entity: SyncEntity;
  recordId: number;
  method: HttpWriteMethod;
  /** `{id}` stands for `targetId`. */
  path: string;
  targetId: number | null;
  body: unknown;
  effects: Effect[];
  /** Records the write depends on without changing them (a shift's planning): writes sharing a
   * key are delivered in order. */
  relatedKeys?: string[];
  tempId?: number;
  tempKey?: string;
  /** The Idempotency-Key, when the caller needs it before the row exists (send-ahead.ts). */
  uuid?: string;
}

/** The delivery state of a write not tried yet (a new one, or one queued again by the user). */
export const NOT_YET_TRIED = {
  state: 'pending',
  attempts: 0,
  next_attempt_at: 0,
  last_error: null,
  last_code: null,
  last_status: null,
  conflict: null,
} as const satisfies Partial<OutboxRow>;

export interface MutationResult {
  /** The queued write's Idempotency-Key; null when the change changed nothing and nothing was queued. */
  uuid: string | null;
  /** The record's id: negative (temporary) for a record created here until the server answers. */
  id: number;
  tempId: string | null;
}

/** Every table a mutation may read or write; one transaction scope for all of them. */
export function mutationTables(db: VigilDb): string[] {
  return [...db.tables.map((table) => table.name)].filter((name) => name !== 'image_cache');
}

/**
 * The narrower scope of a write whose records are all in `entities` (the record, its effects and
 * its related keys): the outbox's own tables and those. A transaction over every table waits
 * behind any other write in progress (a pull page, a realtime row) and holds every reader up
 * while it runs; a frequent small write (a chat message, a read) should not.
 */
export function enqueueTables(db: VigilDb, entities: readonly SyncEntity[]): string[] {
  return [db.outbox.name, db.outbox_base.name, db.meta.name, ...new Set(entities)];
}

/**
 * Appends the row and applies its effects. Must run inside a rw transaction over mutationTables
 * (or enqueueTables naming every table of its keys), from an `async` scope function
 * (`async () => { await enqueue(...) }`): Dexie only keeps the transaction alive across native
 * awaits that way, otherwise it commits early (PrematureCommitError).
 */
export async function enqueue(db: VigilDb, input: MutationSpec): Promise<OutboxRow> {
  // A temp id swapped since the caller read it stands for the server's record now.
  const spec = await resolveSpec(db, input);
  const effectKeys = spec.effects.map(effectKey);
  const keys = [...new Set([recordKey(spec.entity, spec.recordId), ...effectKeys, ...(spec.relatedKeys ?? [])])];
  // A planning's base must be its row, not "absent" because its copy is still staged (the
  // rollback would then delete it). runMutation has done this before its build read anything;
  // this covers a write queued without it (a history image names its planning).
  if (keys.some((key) => parseRecordKey(key)?.table === 'plannings')) await absorbWindowPages(db);
  await ensureBases(db, keys);
  const row: OutboxRow = {
    uuid: spec.uuid ?? newUuid(),
    record_key: recordKey(spec.entity, spec.recordId),
    entity: spec.entity,
    op: spec.op,
    method: spec.method,
    path: spec.path,
    target_id: spec.targetId,
    body: spec.body,
    temp_id: spec.tempId ?? null,
    temp_key: spec.tempKey ?? null,
    effects: spec.effects,
    keys,
    ...NOT_YET_TRIED,
    issues: [],
    created_at: Date.now(),
  };
  row.seq = await db.outbox.add(row);
  await recomputeKeys(db, keys);
  await announceAppended(db, row);
  return row;
}

async function resolveSpec(db: VigilDb, spec: MutationSpec): Promise<MutationSpec> {
  const recordId = await resolveTempId(db, spec.recordId);
  const targetId = spec.targetId === null ? null : await resolveTempId(db, spec.targetId);
  const body = await resolveTempIdsDeep(db, spec.body);
  const effects = await resolveTempIdsDeep(db, spec.effects);
  const relatedKeys: string[] = [];
  for (const key of spec.relatedKeys ?? []) {
    const parsed = parseRecordKey(key);
    relatedKeys.push(parsed ? recordKey(parsed.table, await resolveTempId(db, parsed.id)) : key);
  }
  return { ...spec, recordId, targetId, body, effects, relatedKeys };
}

/** What a mutation builds when the user's input changes nothing: no write is queued. */
export interface Unchanged {
  unchanged: number;
}

export function unchanged(recordId: number): Unchanged {
  return { unchanged: recordId };
}

/**
 * Runs `build` (which reads local rows and returns the write) and enqueues its result in one rw
 * transaction. Input must be validated before: nothing here rejects a bad form.
 */
export function runMutation(db: VigilDb, build: () => Promise<MutationSpec | Unchanged>): Promise<MutationResult> {
  return db.transaction('rw', mutationTables(db), async () => {
    // A write reads and changes rows, never a first sync's staged copies (window-pages.ts).
    await absorbWindowPages(db);
    const spec = await build();
    if ('unchanged' in spec) return { uuid: null, id: spec.unchanged, tempId: null };
    const row = await enqueue(db, spec);
    return { uuid: row.uuid, id: parseRecordKey(row.record_key)?.id ?? spec.recordId, tempId: spec.tempKey ?? null };
  });
}
