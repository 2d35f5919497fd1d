/** POST /api/shifts: admin, or the subcontractor the planning is forwarded to (spec section 6). */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { AuthUser } from '../../../auth/types.js';
import type { Database } from '../../../db/types.js';
import type { ChangeTracker } from '../../../writes/change-tracker.js';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { utcNow } from '../../../lib/time.js';
import { assertAllowed, assertMay } from '../../../policies/planning-actions.js';
import { shiftCreateSchema, type ShiftCreateBody } from '../../../../src-sync/protocol/planning-writes.js';
import { loadPlanningRef, type PlanningRecord } from '../lib/load-rows.js';
import { parseBody } from '../../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { createOnce, createdAnswer } from '../../../writes/created-once.js';
import { assertLicencesValid } from '../lib/licence-rule.js';
import { applyAgentSetChange, assertAgents, assertShiftTimes, assertSubcontractorExists, joinShiftWorkers } from '../lib/shift-rules.js';

/** The checks a new shift must pass and its insert; answers the new shift's id. */
async function insertShift(trx: Transaction<Database>, changes: ChangeTracker, user: AuthUser, planning: PlanningRecord, body: ShiftCreateBody): Promise<number> {
  if (planning.request_id !== body.request_id) {
    throw unprocessable('The shift must belong to the planning’s request.', [{ path: 'request_id', message: 'not the planning’s request' }]);
  }
  assertShiftTimes(body.start, planning);
  // Absent: the shift belongs to whoever the planning is forwarded to (null: own staff).
  if (body.subcontractor_id !== undefined && body.subcontractor_id !== planning.subcontractor_id) assertMay(user, 'shift.choose-subcontractor', {});
  await assertSubcontractorExists(trx, body.subcontractor_id);
  const agents = body.agents ?? [];
  await assertAgents(trx, user, agents);
  await assertLicencesValid(trx, agents, body.end);

  // New agents start to see the planning (and lose nothing): record it for them.
  if (agents.length > 0) await changes.before('plannings', [planning.id]);
  const now = utcNow();
  const shiftSubcontractor = body.subcontractor_id === undefined ? planning.subcontractor_id : body.subcontractor_id;
  const inserted = await trx
    .insertInto('shifts')
    .values({
      planning_id: planning.id,
      request_id: planning.request_id,
      subcontractor_id: shiftSubcontractor,
      start: body.start,
      end: body.end,
      created_at: now,
      updated_at: now,
      temp_id: body.tempId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await applyAgentSetChange(trx, inserted.id, { added: agents, removed: [] });
  changes.created('shifts', [inserted.id]);
  await joinShiftWorkers(trx, changes, planning.request_id, agents, shiftSubcontractor !== planning.subcontractor_id ? shiftSubcontractor : null, user.id);
  return inserted.id;
}

export function registerCreateShift(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/shifts', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const body = parseBody(shiftCreateSchema, request.body);
    const { answer } = await runWrite(ctx, request, (trx, changes) => createOnce(trx, { user, entity: 'shifts', tempId: body.tempId }, async () => {
      const planning = await loadPlanningRef(trx, body.planning_id);
      // Who may first: a stranger learns nothing of the planning (its request) from a wrong body.
      assertAllowed(user, 'shift.create', { planning });
      return insertShift(trx, changes, user, planning, body);
    }), (trx, created) => createdAnswer(trx, 'shifts', created));
    return sendAnswer(reply, answer);
  });
}
