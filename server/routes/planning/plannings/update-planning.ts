/** PUT /api/planning/{id}: planning fields and status (through the state machine). Staff change
 * everything but cancellation; the subcontractor it is forwarded to only accepts or declines.
 * With `base_version`, a field changed by someone else since is a conflict (409). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { utcNow } from '../../../lib/time.js';
import { parseInput } from '../../../lib/validate.js';
import { assertMay, assertPossible, assertStatusChange } from '../../../policies/planning-actions.js';
import { forbidden } from '../../../lib/http-errors.js';
import { allows } from '../../../../src-sync/protocol/permissions/index.js';
import { toViewer } from '../../../policies/index.js';
import { serializeRows } from '../../../serialize/index.js';
import { SHIFT_END_NOT_VALID, planningUpdateSchema } from '../../../../src-sync/protocol/planning-writes.js';
import { loadPlanning } from '../lib/load-rows.js';
import { idParamsSchema } from '../lib/params.js';
import { parseBody } from '../../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../../writes/run-write.js';
import { assertNoConflict } from '../../../writes/write-conflicts.js';

const FIELDS = ['start', 'end', 'description', 'po_number', 'number_of_agents', 'status', 'contractor_status'] as const;

export function registerUpdatePlanning(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/planning/:id', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const body = parseBody(planningUpdateSchema, request.body);
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const planning = await loadPlanning(trx, id);
      const fields = FIELDS.filter((f) => body[f] !== undefined);
      const actor = toViewer(user);
      // The planning's own fields are the staff's; contractor_status (accept or decline) is also
      // the subcontractor's it is forwarded to. An empty body asks for nothing either may not do.
      const others = fields.filter((f) => f !== 'contractor_status');
      if (others.length === 0) assertMay(actor, 'planning.respond', { planning });
      else if (!allows(actor, 'planning.update', {}) && allows(actor, 'planning.respond', { planning })) {
        throw forbidden(`A subcontractor can only accept or decline a forwarded planning, not change ${others.join(', ')}.`);
      } else assertMay(actor, 'planning.update', {});
      if (fields.length === 0) return;
      await assertNoConflict(trx, { entity: 'plannings', id, baseVersion: body.base_version, fields, writer: changes.writer });
      if (body.status !== undefined) assertStatusChange(planning.status, body.status);
      if (body.contractor_status !== undefined) assertPossible('planning.respond', { planning });
      const start = body.start ?? planning.start;
      const end = body.end ?? planning.end;
      if (end <= start) throw unprocessable('The end must be after the start.', [{ path: body.end !== undefined ? 'end' : 'start', message: SHIFT_END_NOT_VALID }]);
      // Spec section 5: no shift starts before its planning. Moving the start past existing shifts
      // would break that rule behind the planner's back, so it is refused and the shifts named.
      if (body.start !== undefined && body.start > planning.start) {
        const early = await trx.selectFrom('shifts').select(({ fn }) => fn.countAll<number>().as('n')).where('planning_id', '=', planning.id).where('start', '<', start).executeTakeFirst();
        const count = Number(early?.n ?? 0);
        if (count > 0) {
          throw unprocessable(`${count} ${count === 1 ? 'shift starts' : 'shifts start'} before the new start: move or delete ${count === 1 ? 'it' : 'them'} first.`, [
            { path: 'start', message: 'shifts start before it' },
          ]);
        }
      }

      await changes.before('plannings', [planning.id]);
      await trx
        .updateTable('plannings')
        .set({
          start,
          end,
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(body.po_number === undefined ? {} : { po_number: body.po_number }),
          ...(body.number_of_agents === undefined ? {} : { number_of_agents: body.number_of_agents }),
          ...(body.status === undefined ? {} : { status: body.status }),
          ...(body.contractor_status === undefined ? {} : { contractor_status: body.contractor_status }),
          updated_at: utcNow(),
        })
        .where('id', '=', planning.id)
        .execute();
    }, async (trx) => ({ status: 200, body: { data: (await serializeRows(trx, 'plannings', [id]))[0] } }));
    return sendAnswer(reply, answer);
  });
}
