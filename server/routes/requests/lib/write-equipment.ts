/** A request's equipment lines, set to what the order lists: a line kept with another quantity is
 * updated, one no longer listed removed, a new one added (so unchanged lines keep their ids). */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types.js';
import { utcNow } from '../../../lib/time.js';
import type { RequestBody } from '../../../../src-sync/protocol/request-writes.js';
import type { ChangeTracker } from '../../../writes/change-tracker.js';

export async function setEquipment(trx: Transaction<Database>, changes: ChangeTracker, requestId: number, lines: RequestBody['request']['equipment']): Promise<void> {
  const now = utcNow();
  const existing = await trx.selectFrom('request_equipment').select(['id', 'equipment_id', 'quantity']).where('request_id', '=', requestId).execute();
  const wanted = new Map(lines.map((line) => [line.equipment_id, line.quantity]));
  const gone = existing.filter((row) => !wanted.has(row.equipment_id)).map((row) => row.id);
  if (gone.length > 0) {
    await changes.before('request_equipment', gone);
    await trx.deleteFrom('request_equipment').where('id', 'in', gone).execute();
  }
  for (const row of existing) {
    const quantity = wanted.get(row.equipment_id);
    if (quantity === undefined || quantity === row.quantity) continue;
    await changes.before('request_equipment', [row.id]);
    await trx.updateTable('request_equipment').set({ quantity, updated_at: now }).where('id', '=', row.id).execute();
  }
  const known = new Set(existing.map((row) => row.equipment_id));
  const added = lines.filter((line) => !known.has(line.equipment_id));
  if (added.length === 0) return;
  const rows = await trx
    .insertInto('request_equipment')
    .values(added.map((line) => ({ request_id: requestId, equipment_id: line.equipment_id, quantity: line.quantity, created_at: now, updated_at: now })))
    .returning('id')
    .execute();
  changes.created('request_equipment', rows.map((row) => row.id));
}
