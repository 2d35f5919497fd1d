/** The planning-domain routes (spec section 7 Planning): plannings, shifts, history and history
 * images. Reads of lists live with the change feed; this module owns the writes. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerMultipart } from '../../uploads/register-multipart.js';
import { registerCancelForward } from './plannings/cancel-forward.js';
import { registerCancelPlanning } from './plannings/cancel-planning.js';
import { registerCreatePlanning } from './plannings/create-planning.js';
import { registerDeletePlannings } from './plannings/delete-plannings.js';
import { registerForwardPlanning } from './plannings/forward-planning.js';
import { registerRelatedPlannings } from './plannings/related-plannings.js';
import { registerUpdatePlanning } from './plannings/update-planning.js';
import { registerCreateShift } from './shifts/create-shift.js';
import { registerDeleteShift } from './shifts/delete-shift.js';
import { registerUpdateShift } from './shifts/update-shift.js';
import { registerCreateHistory } from './history/create-history.js';
import { registerDeleteHistory } from './history/delete-history.js';
import { registerGetHistoryImage } from './history/get-history-image.js';
import { registerSetHistoryInternal } from './history/set-history-internal.js';
import { registerUpdateHistory } from './history/update-history.js';
import { registerUploadHistoryImage } from './history/upload-history-image.js';

export async function registerPlanningRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerCreatePlanning(app, ctx);
  registerUpdatePlanning(app, ctx);
  registerDeletePlannings(app, ctx);
  registerRelatedPlannings(app, ctx);
  registerForwardPlanning(app, ctx);
  registerCancelForward(app, ctx);
  registerCancelPlanning(app, ctx);
  registerCreateShift(app, ctx);
  registerUpdateShift(app, ctx);
  registerDeleteShift(app, ctx);
  registerCreateHistory(app, ctx);
  registerUpdateHistory(app, ctx);
  registerDeleteHistory(app, ctx);
  registerSetHistoryInternal(app, ctx);
  registerGetHistoryImage(app, ctx);
  // Multipart is parsed only inside this scope: no JSON route accepts multipart bodies.
  await app.register(async (scope) => {
    await registerMultipart(scope);
    registerUploadHistoryImage(scope, ctx);
  });
}
