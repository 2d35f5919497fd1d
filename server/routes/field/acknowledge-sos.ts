/**
 * PUT /api/sos/{id}/acknowledge: "team safe". Staff or the agent's subcontractor. Stops the alarm
 * for everyone (the row's acknowledged_at reaches every device that rings) and tells the agent who
 * acknowledged. A second acknowledgement changes nothing and answers the row as it is, naming the
 * first: two people pressing at once is the normal case in a control room, not an error.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { clockOf, utcAt } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { assertMay } from '../../policies/planning-actions.js';
import { toViewer } from '../../policies/viewer.js';
import { serializeRows } from '../../serialize/index.js';
import { parseBody } from '../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { addSosHistory } from '../../field/sos-history.js';
import { idParamsSchema } from '../planning/lib/params.js';
import { can } from '../../../src-sync/protocol/permissions/index.js';
import { sosAcknowledgeSchema } from '../../../src-sync/protocol/field/field-writes.js';

export function registerAcknowledgeSos(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/sos/:id/acknowledge', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    parseBody(sosAcknowledgeSchema, request.body ?? {});
    const clock = clockOf(ctx);
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const alert = await trx
        .selectFrom('sos_alerts')
        .innerJoin('agents', 'agents.id', 'sos_alerts.agent_id')
        .select(['sos_alerts.id', 'sos_alerts.agent_id', 'sos_alerts.shift_id', 'sos_alerts.planning_id', 'sos_alerts.acknowledged_at', 'agents.subcontractor_id'])
        .where('sos_alerts.id', '=', id)
        .executeTakeFirst();
      // Whoever may not see it learns nothing about it.
      const facts = { sos: { agent_id: alert?.agent_id ?? 0, subcontractor_id: alert?.subcontractor_id ?? null } };
      if (!alert || !can(toViewer(user), 'sos.read', facts)) throw notFound('SOS');
      assertMay(user, 'sos.acknowledge', facts);
      if (alert.acknowledged_at !== null) return;
      const now = utcAt(clock);
      await changes.before('sos_alerts', [id]);
      await trx.updateTable('sos_alerts').set({ acknowledged_at: now, acknowledged_by: user.id, updated_at: now }).where('id', '=', id).execute();
      if (alert.shift_id !== null && alert.planning_id !== null) {
        const shift = await trx.selectFrom('shifts').select(['id', 'planning_id', 'request_id']).where('id', '=', alert.shift_id).executeTakeFirst();
        const assignment = await trx.selectFrom('shift_agents').select('id').where('shift_id', '=', alert.shift_id).where('agent_id', '=', alert.agent_id).executeTakeFirst();
        if (shift) {
          await addSosHistory(trx, changes, {
            status: 'safe', agentId: alert.agent_id, shift: { ...shift, agent_shift_id: assignment?.id ?? null }, createdAt: now, receivedAt: now,
            note: `${user.user.first_name} ${user.user.last_name}`.trim(), fix: { latitude: null, longitude: null, accuracy: null },
          });
        }
      }
    }, async (trx) => ({ status: 200, body: { data: (await serializeRows(trx, 'sos_alerts', [id]))[0] } }));
    return sendAnswer(reply, answer);
  });
}
