/**
 * Orders guarding (POST /api/requests, spec section 7 "Create request"): the request shows at
 * once under Pending, offline too, with its timeslots and equipment under temp ids; the server's
 * rows (and the plannings it makes) replace them when the create is acknowledged. The spec's
 * tempId travels with the body, so the server keeps it on the row, and the Idempotency-Key makes
 * a resend create nothing twice.
 */
import type { Effect } from '../db/engine-tables.js';
import type { LocalDb } from '../db/local-db.js';
import { writableDb } from '../db/vigil-db.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { nextTempId } from '../outbox/temp-ids.js';
import { newUuid } from '../outbox/uuid.js';
import type { RequestBodyInput } from '../protocol/request-writes.js';
import { checkOrderLocally, optimisticEquipment, optimisticRequest, optimisticTimeslot } from './request-order.js';

export interface CreateRequestOptions {
  /** The signed-in user (the row's created_by until the server's answer). */
  userId: number;
}

export async function createRequest(local: LocalDb, input: RequestBodyInput, options: CreateRequestOptions): Promise<MutationResult> {
  const db = writableDb(local);
  // Checked before the transaction as well: a refused order queues nothing and opens no write.
  await checkOrderLocally(db, input);
  return runMutation(db, async () => {
    const { body, location } = await checkOrderLocally(db, input);
    const id = await nextTempId(db);
    const tempKey = `tmp-${newUuid()}`;
    const request = await optimisticRequest(db, id, body, location, { created_by: options.userId, tempId: tempKey });
    const effects: Effect[] = [{ table: 'requests', id, kind: 'put', row: request }];
    for (const slot of body.planning) {
      const slotId = await nextTempId(db);
      effects.push({ table: 'request_timeslots', id: slotId, kind: 'put', row: optimisticTimeslot(slotId, id, slot, location.timezone) });
    }
    for (const line of body.request.equipment) {
      const lineId = await nextTempId(db);
      effects.push({ table: 'request_equipment', id: lineId, kind: 'put', row: optimisticEquipment(lineId, id, line) });
    }
    return {
      op: 'create-request',
      entity: 'requests',
      recordId: id,
      method: 'POST',
      path: '/api/requests',
      targetId: null,
      body: { ...body, currency: 'EUR', tempId: tempKey },
      effects,
      tempId: id,
      tempKey,
    };
  });
}
