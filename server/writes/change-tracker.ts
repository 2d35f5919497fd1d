/**
 * Collects every synced row a write touches and records them in the change log at the end of the
 * write's transaction. Rows are registered BEFORE they change (`before`), so their previous
 * audience is captured: a row that leaves someone's view (a planning forwarded away, an agent
 * taken off a shift) reaches them as a delete (the `{ previous }` scope contract of
 * server/sync/change-scope.ts). Whether a row is recorded as upsert or delete is
 * decided at the end by whether it still exists, so a handler cannot get the op wrong.
 */
import type { SyncEntity } from '../../src-sync/protocol/sync.js';
import { audienceOf, type AudienceMap } from '../policies/index.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';
import { recordRowChanges, type RecordedChange } from '../sync/record-row-changes.js';

export type { RecordedChange } from '../sync/record-row-changes.js';

export class ChangeTracker {
  private readonly previous = new Map<SyncEntity, AudienceMap>();
  /** `entity:id` of the rows this write created, for the named `*-created` events. */
  private readonly createdKeys = new Set<string>();

  constructor(private readonly trx: Executor) {}

  /** Registers existing rows before they change or disappear. Idempotent per row. */
  async before(entity: SyncEntity, ids: readonly number[]): Promise<void> {
    const known = this.rowsOf(entity);
    const fresh = [...new Set(ids)].filter((id) => !known.has(id));
    if (fresh.length === 0) return;
    const audience = await audienceOf(this.trx, entity, fresh);
    for (const id of fresh) known.set(id, audience.get(id) ?? []);
  }

  /** Registers rows the write created (nobody saw them before). */
  created(entity: SyncEntity, ids: readonly number[]): void {
    const known = this.rowsOf(entity);
    for (const id of ids) {
      if (known.has(id)) continue;
      known.set(id, []);
      this.createdKeys.add(`${entity}:${id}`);
    }
  }

  /** Writes one change-log entry per touched row, inside the transaction. */
  async record(): Promise<RecordedChange[]> {
    const out: RecordedChange[] = [];
    for (const [entity, rows] of this.previous) {
      const ids = [...rows.keys()];
      if (ids.length === 0) continue;
      // Every synced table is named like its entity and has an integer id.
      const existing = await inChunks(ids, (chunk) => this.trx.selectFrom(entity as 'plannings').select('id').where('id', 'in', chunk).execute());
      const alive = new Set(existing.map((r) => r.id));
      const upserts = await recordRowChanges(this.trx, entity, ids.filter((id) => alive.has(id)), 'upsert', rows);
      out.push(...upserts.map((change) => (this.createdKeys.has(`${entity}:${change.id}`) ? { ...change, created: true } : change)));
      out.push(...(await recordRowChanges(this.trx, entity, ids.filter((id) => !alive.has(id)), 'delete', rows)));
    }
    return out;
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
