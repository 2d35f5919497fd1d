/** Agents in the field: the SOS loop, positions, a changed shift's acknowledgement, and the SOS
 * escalation sweep (stopped when the app closes). An agent's events themselves go through
 * POST /api/agent/request/history (server/routes/planning/history/create-history.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { startSosEscalation } from '../../field/sos-escalation.js';
import { registerAcknowledgeShift } from './acknowledge-shift.js';
import { registerAcknowledgeSos } from './acknowledge-sos.js';
import { registerRaiseSos } from './raise-sos.js';
import { registerTestClock } from './test-clock.js';
import { registerUpdatePosition } from './update-position.js';
import { registerMapConfig } from './map-config.js';

export function registerFieldRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRaiseSos(app, ctx);
  registerAcknowledgeSos(app, ctx);
  registerUpdatePosition(app, ctx);
  registerAcknowledgeShift(app, ctx);
  registerTestClock(app, ctx);
  registerMapConfig(app, ctx);
  const stop = startSosEscalation(ctx, (error) => app.log.error({ err: error }, 'SOS escalation failed'));
  app.addHook('onClose', (_app, done) => {
    stop();
    done();
  });
  return Promise.resolve();
}
