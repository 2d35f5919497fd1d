/** Withdraws a pending request (PUT /api/requests/{id}/cancel): it moves to Canceled at once, with
 * its plannings cancelled through the planning state machine, as the server does; a refusal rolls
 * it back. A request still on its way is cancelled right after it arrives (the write waits for
 * its create). The body carries the version the user saw: staff who confirmed it meanwhile make
 * the cancel a conflict the user settles, never a silent overwrite. */
import type { Effect } from '../db/engine-tables.js';
import type { LocalDb } from '../db/local-db.js';
import { writableDb } from '../db/vigil-db.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { resolveTempId } from '../outbox/temp-ids.js';
import { canTransition, planningStatusSchema } from '../protocol/planning-status.js';
import { canRequestBecome } from '../protocol/request-status.js';
import { baseVersionOf } from './changed-fields.js';
import { MutationInputError, notAvailable } from './mutation-input.js';

export async function cancelRequest(local: LocalDb, requestId: number): Promise<MutationResult> {
  const db = writableDb(local);
  return runMutation(db, async () => {
    const id = await resolveTempId(db, requestId);
    const request = await db.requests.get(id);
    if (!request) throw notAvailable('Request', requestId);
    if (!canRequestBecome(request.status, 'cancelled')) {
      throw new MutationInputError(`This request is already ${request.status}.`, [{ path: 'status', message: `request is ${request.status}` }]);
    }
    const effects: Effect[] = [{ table: 'requests', id, kind: 'merge', fields: { status: 'cancelled' } }];
    for (const planning of await db.plannings.where('request_id').equals(id).toArray()) {
      const from = planningStatusSchema.safeParse(planning.status);
      if (from.success && from.data !== 'cancelled' && canTransition(from.data, 'cancelled')) {
        effects.push({ table: 'plannings', id: planning.id, kind: 'merge', fields: { status: 'cancelled' } });
      }
    }
    const version = await baseVersionOf(db, 'requests', id);
    return {
      op: 'cancel-request',
      entity: 'requests',
      recordId: id,
      method: 'PUT',
      path: '/api/requests/{id}/cancel',
      targetId: id,
      body: version === undefined ? {} : { base_version: version },
      effects,
    };
  });
}
