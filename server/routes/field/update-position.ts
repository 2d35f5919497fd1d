/**
 * PUT /api/agent/position: the agent's newest fix, sent by the phone while an SOS is open and the
 * page is visible (the web has no background geolocation). Moves the agent's marker on the team
 * map (`team-location-updated`); an older fix than the one held changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { clockOf, utcAt } from '../../lib/clock.js';
import { unprocessable } from '../../lib/http-errors.js';
import { assertMay } from '../../policies/planning-actions.js';
import { serializeRows } from '../../serialize/index.js';
import { parseBody } from '../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { recordPosition } from '../../field/positions.js';
import { DEVICE_CLOCK_SKEW_MINUTES, EVENT_IN_FUTURE, positionSchema } from '../../../src-sync/protocol/field/field-writes.js';

export function registerUpdatePosition(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/agent/position', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const body = parseBody(positionSchema, request.body);
    assertMay(user, 'field.use', {});
    const agentId = user.user.agent_id ?? 0;
    const clock = clockOf(ctx);
    if (body.recorded_at > utcAt(clock, DEVICE_CLOCK_SKEW_MINUTES * 60)) {
      throw unprocessable('The fix\'s time is ahead of the server\'s clock: check the phone\'s date and time.', [{ path: 'recorded_at', message: EVENT_IN_FUTURE }]);
    }
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      await recordPosition(trx, changes, agentId, body, body.recorded_at, utcAt(clock));
    }, async (trx) => ({ status: 200, body: { data: (await serializeRows(trx, 'agent_positions', [agentId]))[0] ?? null } }));
    return sendAnswer(reply, answer);
  });
}
