/**
 * POST /api/requests: a client orders guarding (spec section 7 "Create request"): the request
 * object plus the planning array of timeslots. A client user orders for its own organisation,
 * admin and planner for any (`request.create`). In one transaction: the request (pending, with
 * its REQ-<year>-<id> identifier and the client's tempId), its equipment lines, its timeslots and
 * the pending plannings they make, the staff's notifications and the request's chat group with
 * its "New request" system message (server/chat/request-groups.ts); after the commit,
 * `request-created` goes to everyone who may see it (runWrite).
 *
 * Errors: 400 for a malformed body, 403 for an organisation not the caller's, 422 naming each
 * field for an order that breaks a rule (no timeslot, one ending before it starts, a location
 * of another branch, a branch of another client, unknown equipment, a start in the past).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { utcNow } from '../../lib/time.js';
import { assertMay } from '../../policies/planning-actions.js';
import { requestBodyShape } from '../../../src-sync/protocol/request-writes.js';
import { parseBody } from '../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { createOnce, createdAnswer } from '../../writes/created-once.js';
import { checkOrder } from './lib/check-order.js';
import { notify, staffUsers } from './lib/request-notifications.js';
import { createRequestGroup } from '../../chat/request-groups.js';
import { requestAnswer } from './lib/request-answer.js';
import { setEquipment } from './lib/write-equipment.js';
import { insertTimeslot } from './lib/write-timeslots.js';

export function registerCreateRequest(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/requests', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const body = parseBody(requestBodyShape, request.body);
    // The earlier order first: a copy sent days later would find its start in the past.
    const { answer } = await runWrite(ctx, request, (trx, changes) => createOnce(trx, { user, entity: 'requests', tempId: body.tempId }, async () => {
      assertMay(user, 'request.create', { client_id: body.request.client_id });
      const { location } = await checkOrder(trx, body);
      const now = utcNow();
      const fields = body.request;
      const row = await trx
        .insertInto('requests')
        .values({
          // Unique placeholder until the id is known: the identifier carries it.
          identifier: `new-${request.id}-${Date.now()}`,
          client_id: fields.client_id,
          branch_id: fields.branch_id ?? null,
          location_id: fields.location_id,
          po_number: fields.po_number ?? null,
          note: fields.note ?? null,
          status: 'pending',
          created_by: user.id,
          temp_id: body.tempId ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const identifier = `REQ-${now.slice(0, 4)}-${String(row.id).padStart(6, '0')}`;
      await trx.updateTable('requests').set({ identifier }).where('id', '=', row.id).execute();
      changes.created('requests', [row.id]);
      await setEquipment(trx, changes, row.id, fields.equipment);
      const owner = { requestId: row.id, clientId: fields.client_id, branchId: fields.branch_id ?? null, locationId: location.id, timezone: location.timezone, poNumber: fields.po_number ?? null };
      for (const slot of body.planning) await insertTimeslot(trx, changes, owner, slot);
      await notify(trx, changes, await staffUsers(trx), { kind: 'request-created', request: { id: row.id, identifier, client_id: fields.client_id }, actor: user.user });
      await createRequestGroup(trx, changes, { id: row.id, identifier, client_id: fields.client_id }, user.id);
      return row.id;
    }), (trx, created, recorded) =>
      created.id === null ? createdAnswer(trx, 'requests', created) : requestAnswer(trx, created.id, recorded, created.created ? 201 : 200, { allPlannings: !created.created }),
    );
    return sendAnswer(reply, answer);
  });
}
