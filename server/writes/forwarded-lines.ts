/**
 * A request's equipment lines are read by the subcontractor of any planning of the request
 * (server/policies/request-visibility.ts), so they enter or leave its view when a planning is
 * forwarded, taken back or deleted, although the lines themselves do not change. The ChangeTracker
 * asks here, after a write, which lines to log: those of the requests of plannings whose
 * subcontractor changed or that went. A subcontractor that gains a planning pulls them, one that
 * lost its last planning of the request pulls their delete.
 *
 * Everything needed comes from the field snapshot the tracker takes anyway (field-versions.ts):
 * most planning writes do not change hands and cost no query here.
 */
import { audienceKey, audienceOf, type AudienceMap } from '../policies/index.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';
import type { ChangedFields, FieldValues } from './field-versions.js';

/**
 * `before`: the plannings' fields before the write; `changed` and `gone`: what the write did to
 * them. Answers the lines to log and their audience before the write: their audience now plus
 * the subcontractors the moved plannings had (a superset is harmless: a key still in the row's
 * audience gets the row, only keys that left it get a delete).
 */
export async function forwardedLines(db: Executor, before: FieldValues, changed: ChangedFields, gone: readonly number[]): Promise<{ ids: number[]; audience: AudienceMap }> {
  const moved = [...gone, ...[...changed].filter(([, fields]) => fields.includes('subcontractor_id')).map(([id]) => id)];
  /** Request id -> the subcontractors its moved plannings had before the write. */
  const formerHolders = new Map<number, Set<number>>();
  for (const id of moved) {
    const fields = before.get(id);
    const requestId = fields?.request_id;
    if (typeof requestId !== 'number') continue;
    const holders = formerHolders.get(requestId) ?? new Set<number>();
    if (typeof fields?.subcontractor_id === 'number') holders.add(fields.subcontractor_id);
    formerHolders.set(requestId, holders);
  }
  if (formerHolders.size === 0) return { ids: [], audience: new Map() };
  const lines = await inChunks([...formerHolders.keys()], (chunk) => db.selectFrom('request_equipment').select(['id', 'request_id']).where('request_id', 'in', chunk).execute());
  const audience = await audienceOf(db, 'request_equipment', lines.map((line) => line.id));
  for (const line of lines) {
    const keys = new Set(audience.get(line.id) ?? []);
    for (const subcontractorId of formerHolders.get(line.request_id) ?? []) keys.add(audienceKey.subcontractor(subcontractorId));
    audience.set(line.id, [...keys]);
  }
  return { ids: lines.map((line) => line.id), audience };
}
