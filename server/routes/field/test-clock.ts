/**
 * POST /api/test/clock {advance_seconds}: moves the server's field clock forward, so an end-to-end
 * test sees an SOS escalate without waiting a minute. It exists only when the server was started
 * with VIGIL_TEST_CLOCK=1 (the e2e harness does); a normal server has no such route at all.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requireUser } from '../../auth/require-user.js';
import { ManualClock } from '../../lib/clock.js';
import { parseBody } from '../../writes/parse-body.js';

const advanceSchema = z.object({ advance_seconds: z.number().int().min(0).max(86_400) });

export function registerTestClock(app: FastifyInstance, ctx: AppContext): void {
  if (process.env.VIGIL_TEST_CLOCK !== '1') return;
  const clock = new ManualClock();
  ctx.clock = clock;
  app.post('/api/test/clock', { preHandler: requireUser(ctx) }, (request) => {
    const { advance_seconds } = parseBody(advanceSchema, request.body);
    clock.advance(advance_seconds * 1000);
    return { now: clock.now().toISOString() };
  });
}
