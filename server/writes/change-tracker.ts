/**
 * Collects every synced row a write touches and records them in the change log at the end of the
 * write's transaction. Rows are registered BEFORE they change (`before`), so their previous
 * audience is captured: a row that leaves someone's view (a planning forwarded away, an agent
 * taken off a shift) reaches them as a delete (the `{ previous }` scope contract of
 * server/sync/change-scope.ts). Whether a row is recorded as upsert or delete is
 * decided at the end by whether it still exists, so a handler cannot get the op wrong.
 *
 * Registering a row also snapshots its fields when it is versioned (field-versions.ts): at the
 * end, every row whose fields changed gets its version raised and the changed fields recorded
 * with the writing user, before the change log is written.
 *
 * Chat groups follow their requests' work: the requests a write touched (directly or through
 * their plannings) have their groups' Active flag recomputed at the end, and a group whose flag
 * flips is logged too (server/chat/channel-activity.ts).
 */
import type { SyncEntity } from '../../src-sync/protocol/sync.js';
import { audienceOf, type AudienceMap } from '../policies/index.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';
import { recordRowChanges, type RecordedChange } from '../sync/record-row-changes.js';
import { refreshChannelActivity, requestsOfPlannings } from '../chat/channel-activity.js';
import { isVersioned, readFieldValues, recordFieldChanges, type FieldValues, type VersionedEntity } from './field-versions.js';
import { carriersOf } from './carried-copies.js';
import { forwardedLines } from './forwarded-lines.js';
import { SYSTEM_WRITER, type Writer } from './writer.js';

export type { RecordedChange } from '../sync/record-row-changes.js';

export class ChangeTracker {
  private readonly previous = new Map<SyncEntity, AudienceMap>();
  /** `entity:id` of the rows this write created, for the named `*-created` events. */
  private readonly createdKeys = new Set<string>();
  /** Fields of versioned rows as they were before the write. */
  private readonly fieldsBefore = new Map<VersionedEntity, FieldValues>();
  /** Requests this write touched, directly or through their plannings: their groups may move
   * between Active and Recent (server/chat/channel-activity.ts). */
  private readonly touchedRequests = new Set<number>();
  private readonly createdPlannings: number[] = [];
  /** `entity:id` of rows logged only because they carry a copy of a changed row's name. */
  private readonly carriedKeys = new Set<string>();

  /** `writer`: who writes, recorded per changed field (the system's when absent). */
  constructor(
    private readonly trx: Executor,
    readonly writer: Writer = SYSTEM_WRITER,
  ) {}

  /** Registers existing rows before they change or disappear. Idempotent per row. */
  async before(entity: SyncEntity, ids: readonly number[]): Promise<void> {
    const known = this.rowsOf(entity);
    const fresh = [...new Set(ids)].filter((id) => !known.has(id));
    if (fresh.length === 0) return;
    await this.noteRequests(entity, fresh);
    const audience = await audienceOf(this.trx, entity, fresh);
    for (const id of fresh) known.set(id, audience.get(id) ?? []);
    if (isVersioned(entity)) {
      const snapshot = this.fieldsBefore.get(entity) ?? new Map<number, Record<string, unknown>>();
      for (const [id, fields] of await readFieldValues(this.trx, entity, fresh)) snapshot.set(id, fields);
      this.fieldsBefore.set(entity, snapshot);
    }
  }

  /** Registers rows the write created (nobody saw them before). */
  created(entity: SyncEntity, ids: readonly number[]): void {
    const known = this.rowsOf(entity);
    for (const id of ids) {
      if (known.has(id)) continue;
      known.set(id, []);
      this.createdKeys.add(`${entity}:${id}`);
      if (entity === 'requests') this.touchedRequests.add(id);
      if (entity === 'plannings') this.createdPlannings.push(id);
    }
  }

  /** Raises versions of changed rows, then writes one change-log entry per touched row, inside
   * the transaction. */
  async record(): Promise<RecordedChange[]> {
    for (const id of await requestsOfPlannings(this.trx, this.createdPlannings.splice(0))) this.touchedRequests.add(id);
    if (this.touchedRequests.size > 0) await refreshChannelActivity(this.trx, this, [...this.touchedRequests]);
    this.touchedRequests.clear();
    const carried: { entity: SyncEntity; ids: number[] }[] = [];
    for (const [entity, before] of this.fieldsBefore) {
      const { changed, gone } = await recordFieldChanges(this.trx, entity, before, this.writer);
      carried.push(...(await carriersOf(this.trx, entity, changed)));
      if (entity === 'plannings') this.logForwardedLines(await forwardedLines(this.trx, before, changed, gone));
    }
    this.fieldsBefore.clear();
    for (const { entity, ids } of carried) await this.carrying(entity, ids);
    const out: RecordedChange[] = [];
    for (const [entity, rows] of this.previous) {
      const ids = [...rows.keys()];
      if (ids.length === 0) continue;
      // Every synced table is named like its entity and has an integer id.
      const existing = await inChunks(ids, (chunk) => this.trx.selectFrom(entity as 'plannings').select('id').where('id', 'in', chunk).execute());
      const alive = new Set(existing.map((r) => r.id));
      const upserts = await recordRowChanges(this.trx, entity, ids.filter((id) => alive.has(id)), 'upsert', rows);
      out.push(...upserts.map((change) => {
        const key = `${entity}:${change.id}`;
        if (this.createdKeys.has(key)) return { ...change, created: true };
        return this.carriedKeys.has(key) ? { ...change, carried: true } : change;
      }));
      out.push(...(await recordRowChanges(this.trx, entity, ids.filter((id) => !alive.has(id)), 'delete', rows)));
    }
    return out;
  }

  /** Rows logged again because they carry a copy of a changed row's fields (carried-copies.ts):
   * their own fields and who sees them do not change, so no version and no field snapshot. */
  private async carrying(entity: SyncEntity, ids: readonly number[]): Promise<void> {
    const known = this.rowsOf(entity);
    const fresh = [...new Set(ids)].filter((id) => !known.has(id));
    if (fresh.length === 0) return;
    const audience = await audienceOf(this.trx, entity, fresh);
    for (const id of fresh) {
      known.set(id, audience.get(id) ?? []);
      this.carriedKeys.add(`${entity}:${id}`);
    }
  }

  /** Equipment lines entering or leaving a subcontractor's view with a planning (forwarded-lines.ts). */
  private logForwardedLines(lines: { ids: number[]; audience: AudienceMap }): void {
    const known = this.rowsOf('request_equipment');
    for (const id of lines.ids.filter((line) => !known.has(line))) {
      known.set(id, lines.audience.get(id) ?? []);
      this.carriedKeys.add(`request_equipment:${id}`);
    }
  }

  /** Before a planning changes or goes, its request (a deleted one can no longer be asked). */
  private async noteRequests(entity: SyncEntity, ids: readonly number[]): Promise<void> {
    if (entity === 'requests') for (const id of ids) this.touchedRequests.add(id);
    if (entity === 'plannings') for (const id of await requestsOfPlannings(this.trx, ids)) this.touchedRequests.add(id);
  }

  private rowsOf(entity: SyncEntity): AudienceMap {
    let rows = this.previous.get(entity);
    if (!rows) {
      rows = new Map();
      this.previous.set(entity, rows);
    }
    return rows;
  }
}
