/**
 * POST /api/planning/history (anyone on the planning) and POST /api/agent/request/history (an
 * agent posting for itself; agent_id defaults to the caller's). One handler: the rules are the
 * same, only the default agent differs. An image entry is created here; its file follows through
 * POST /api/planning/history/image/{historyId}.
 *
 * An agent's own event stores the server's receive time (`received_at`) beside its `created_at`
 * (the phone's: an event queued with no signal arrives late, and Planning Details says when). It
 * also passes the field rules (agent-event-rules.ts) and keeps its geolocation fix, the geofence
 * verdict, and the agent's last position for the team map. An entry staff type in is dated by
 * what they type, often hours back: it has no receive time, or every back-dated entry would read
 * as a phone's late event.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { badRequest } from '../../../lib/http-errors.js';
import { utcNow } from '../../../lib/time.js';
import { assertMay, shiftAgentIds } from '../../../policies/planning-actions.js';
import { agentHistoryCreateSchema, historyCreateSchema } from '../../../../src-sync/protocol/planning-writes.js';
import { loadPlanning, loadShiftRef } from '../lib/load-rows.js';
import { parseBody } from '../../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { createOnce, createdAnswer } from '../../../writes/created-once.js';
import { agentShiftId, assertBreakEnd, assertShiftOfPlanning } from './history-rules.js';
import { assertAgentEvent, fenceOf } from './agent-event-rules.js';
import { clockOf, utcAt } from '../../../lib/clock.js';
import { fixOf, recordPosition } from '../../../field/positions.js';

function createHistory(ctx: AppContext, mode: 'planning' | 'agent') {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = currentUser(request);
    const parsed = mode === 'agent' ? parseBody(agentHistoryCreateSchema, request.body) : parseBody(historyCreateSchema, request.body);
    const agentId = parsed.agent_id ?? user.user.agent_id;
    if (agentId === undefined || agentId === null) throw badRequest('Invalid body: agent_id: required', [{ path: 'agent_id', message: 'required' }]);
    const body = { ...parsed, agent_id: agentId };
    const clock = clockOf(ctx);
    const receivedAt = utcAt(clock);
    const fix = 'latitude' in parsed ? fixOf(parsed) : null;
    // A late copy of this entry (its answer lost, its key forgotten) is answered, not stored again.
    const { answer } = await runWrite(ctx, request, (trx, changes) => createOnce(trx, { user, entity: 'planning_history', tempId: body.tempId }, async () => {
      const shift = await loadShiftRef(trx, body.shift_id);
      assertShiftOfPlanning(shift, body);
      const planning = await loadPlanning(trx, shift.planning_id);
      assertMay(user, 'history.create', { planning, entry: { agent_id: body.agent_id, shift_agent_ids: await shiftAgentIds(trx, shift.id) } });
      const assignment = await agentShiftId(trx, shift.id, body.agent_id);
      assertBreakEnd(body.status, body.created_at, body.break_finished_at);
      if (mode === 'agent') await assertAgentEvent(trx, clock, shift, body.agent_id, body);
      const fence = mode === 'agent' && (body.status === 'started' || body.status === 'ended') ? await fenceOf(trx, planning.location_id, fix) : null;
      if (fix !== null) await recordPosition(trx, changes, body.agent_id, fix, body.created_at, receivedAt);
      const row = await trx
        .insertInto('planning_history')
        .values({
          planning_id: planning.id,
          request_id: planning.request_id,
          shift_id: shift.id,
          agent_id: body.agent_id,
          agent_shift_id: assignment,
          status: body.status,
          created_at: body.created_at,
          break_finished_at: body.break_finished_at ?? null,
          break_reason: body.break_reason ?? null,
          note: body.note ?? null,
          cost: body.cost ?? null,
          image: null,
          updated_at: utcNow(),
          temp_id: body.tempId ?? null,
          received_at: mode === 'agent' ? receivedAt : null,
          latitude: fix?.latitude ?? null,
          longitude: fix?.longitude ?? null,
          accuracy: fix?.accuracy ?? null,
          fence,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      changes.created('planning_history', [row.id]);
      return row.id;
    }), (trx, created) => createdAnswer(trx, 'planning_history', created));
    return sendAnswer(reply, answer);
  };
}

export function registerCreateHistory(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/planning/history', { preHandler: requireUser(ctx) }, createHistory(ctx, 'planning'));
  app.post('/api/agent/request/history', { preHandler: requireUser(ctx) }, createHistory(ctx, 'agent'));
}
