/**
 * POST /api/agent/sos: an agent in danger, after the phone's 5-second countdown. One request, with
 * the phone's time and, when it had one, its fix; the SOS is kept in the planning's history of the
 * shift it belongs to. After commit every user who may see it (staff, the agent's subcontractor,
 * the agent) gets `sos-raised` with the row, and the agent's position moves on the team map.
 * A retry with the same Idempotency-Key replays the first answer, and one sent again after the key
 * is forgotten answers the SOS its tempId made (created-once.ts): one SOS, however often sent.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { clockOf, utcAt } from '../../lib/clock.js';
import { unprocessable } from '../../lib/http-errors.js';
import { assertMay } from '../../policies/planning-actions.js';
import { parseBody } from '../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { createOnce, createdAnswer } from '../../writes/created-once.js';
import { shiftOfSos } from '../../field/current-shift.js';
import { fixOf, recordPosition } from '../../field/positions.js';
import { addSosHistory } from '../../field/sos-history.js';
import { DEVICE_CLOCK_SKEW_MINUTES, EVENT_IN_FUTURE, sosRaiseSchema } from '../../../src-sync/protocol/field/field-writes.js';

export function registerRaiseSos(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/agent/sos', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const body = parseBody(sosRaiseSchema, request.body);
    const clock = clockOf(ctx);
    const fix = fixOf(body);
    const receivedAt = utcAt(clock);
    const { answer } = await runWrite(ctx, request, (trx, changes) => createOnce(trx, { user, entity: 'sos_alerts', tempId: body.tempId }, async () => {
      assertMay(user, 'sos.raise', {});
      const agentId = user.user.agent_id;
      if (agentId === null) throw unprocessable('Only an agent raises an SOS.');
      if (body.raised_at > utcAt(clock, DEVICE_CLOCK_SKEW_MINUTES * 60)) {
        throw unprocessable('The SOS time is ahead of the server\'s clock: check the phone\'s date and time.', [{ path: 'raised_at', message: EVENT_IN_FUTURE }]);
      }
      const shift = await shiftOfSos(trx, agentId, body.shift_id, clock.now());
      const row = await trx
        .insertInto('sos_alerts')
        .values({
          agent_id: agentId,
          user_id: user.id,
          planning_id: shift?.planning_id ?? null,
          shift_id: shift?.id ?? null,
          latitude: fix?.latitude ?? null,
          longitude: fix?.longitude ?? null,
          accuracy: fix?.accuracy ?? null,
          raised_at: body.raised_at,
          received_at: receivedAt,
          escalated_at: null,
          acknowledged_at: null,
          acknowledged_by: null,
          temp_id: body.tempId ?? null,
          updated_at: receivedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      changes.created('sos_alerts', [row.id]);
      if (fix !== null) await recordPosition(trx, changes, agentId, fix, body.raised_at, receivedAt);
      if (shift !== null) {
        await addSosHistory(trx, changes, {
          status: 'sos', agentId, shift, createdAt: body.raised_at, receivedAt, note: null,
          fix: { latitude: fix?.latitude ?? null, longitude: fix?.longitude ?? null, accuracy: fix?.accuracy ?? null },
        });
      }
      return row.id;
    }), (trx, created) => createdAnswer(trx, 'sos_alerts', created));
    return sendAnswer(reply, answer);
  });
}
