/** Agents in the field: the SOS loop, positions, a changed shift's acknowledgement, the SOS
 * escalation sweep and the mail outbox worker that sends its mails (both stopped when the app
 * closes). An agent's events themselves go through POST /api/agent/request/history
 * (server/routes/planning/history/create-history.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { startSosEscalation } from '../../field/sos-escalation.js';
import { startMailOutbox } from '../../mail/mail-outbox.js';
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
  // The escalation's mails wait in the mail outbox; the worker sends them after each commit.
  const mail = startMailOutbox(ctx, (error) => app.log.error({ err: error }, 'queued mail not sent yet'));
  const stop = startSosEscalation(ctx, (error) => app.log.error({ err: error }, 'SOS escalation failed'), mail.kick);
  app.addHook('onClose', (_app, done) => {
    stop();
    mail.stop();
    done();
  });
  return Promise.resolve();
}
