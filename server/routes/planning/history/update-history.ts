/** PUT /api/planning/history/{id}: anyone on the planning (an agent: its own entries). Only the
 * fields sent change. The status of an existing entry cannot change and image entries cannot be
 * edited (spec section 4): both 422. A break entry may get its break_finished_at. With
 * `base_version`, a field changed by someone else since is a conflict (409). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { utcNow } from '../../../lib/time.js';
import { parseInput } from '../../../lib/validate.js';
import { assertMay, shiftAgentIds } from '../../../policies/planning-actions.js';
import { serializeRows } from '../../../serialize/index.js';
import { REQUIRED } from '../../../../src-sync/protocol/auth.js';
import { historyUpdateSchema } from '../../../../src-sync/protocol/planning-writes.js';
import { loadHistory, loadPlanning, loadShiftRef } from '../lib/load-rows.js';
import { idParamsSchema } from '../lib/params.js';
import { parseBody } from '../../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { assertNoConflict } from '../../../writes/write-conflicts.js';
import { agentShiftId, assertBreakEnd, assertShiftOfPlanning } from './history-rules.js';

const FIELDS = ['shift_id', 'agent_id', 'created_at', 'break_finished_at', 'break_reason', 'note', 'cost'] as const;

export function registerUpdateHistory(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/planning/history/:id', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const body = parseBody(historyUpdateSchema, request.body);
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const entry = await loadHistory(trx, id);
      const planning = await loadPlanning(trx, entry.planning_id);
      // Permission first: someone off the planning learns nothing about the entry.
      assertMay(user, 'history.update', { planning, entry: { agent_id: entry.agent_id, shift_agent_ids: await shiftAgentIds(trx, entry.shift_id) } });
      if (entry.status === 'image') throw unprocessable('Image entries cannot be edited.', [{ path: 'status', message: 'image entries cannot be edited' }]);
      if (body.status !== undefined && body.status !== entry.status) {
        throw unprocessable('The status of an existing entry cannot change.', [{ path: 'status', message: 'cannot change on an existing entry' }]);
      }
      await assertNoConflict(trx, { entity: 'planning_history', id, baseVersion: body.base_version, fields: FIELDS.filter((f) => body[f] !== undefined), writer: changes.writer });
      const assignment = body.shift_id !== undefined || body.agent_id !== undefined ? await newAssignment() : undefined;
      const createdAt = body.created_at ?? entry.created_at;
      assertBreakEnd(entry.status, createdAt, body.break_finished_at === undefined ? entry.break_finished_at : body.break_finished_at);

      async function newAssignment() {
        const shiftId = body.shift_id ?? entry.shift_id;
        const agentId = body.agent_id ?? entry.agent_id;
        if (shiftId === null) throw unprocessable('Choose the shift of the entry.', [{ path: 'shift_id', message: REQUIRED }]);
        if (agentId === null) throw unprocessable('Choose the agent of the entry.', [{ path: 'agent_id', message: REQUIRED }]);
        const shift = await loadShiftRef(trx, shiftId);
        assertShiftOfPlanning(shift, body, entry.planning_id);
        assertMay(user, 'history.update', { planning, entry: { agent_id: agentId, shift_agent_ids: await shiftAgentIds(trx, shift.id) } });
        return { shift_id: shift.id, agent_id: agentId, agent_shift_id: await agentShiftId(trx, shift.id, agentId) };
      }

      await changes.before('planning_history', [id]);
      await trx
        .updateTable('planning_history')
        .set({
          ...(assignment ?? {}),
          created_at: createdAt,
          ...(body.break_finished_at === undefined ? {} : { break_finished_at: body.break_finished_at }),
          ...(body.break_reason === undefined ? {} : { break_reason: body.break_reason }),
          ...(body.note === undefined ? {} : { note: body.note }),
          ...(body.cost === undefined ? {} : { cost: body.cost }),
          updated_at: utcNow(),
        })
        .where('id', '=', id)
        .execute();
    }, async (trx) => ({ status: 200, body: { data: (await serializeRows(trx, 'planning_history', [id]))[0] } }));
    return sendAnswer(reply, answer);
  });
}
