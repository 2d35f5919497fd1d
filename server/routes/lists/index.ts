/** The spec's resource collections (spec section 3) as paged read routes, one file each. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerAccountRoutes } from './accounts-routes.js';
import { registerAgentRoutes } from './agents-routes.js';
import { registerBranchRoutes } from './branches-routes.js';
import { registerClientRoutes } from './clients-routes.js';
import { registerContactRoutes } from './contacts-routes.js';
import { registerEquipmentRoutes } from './equipment-routes.js';
import { registerLicenseRoutes } from './licenses-routes.js';
import { registerLocationRoutes } from './locations-routes.js';
import { registerNotificationRoutes } from './notifications-routes.js';
import { registerPlanningHistoryRoutes } from './planning-history-routes.js';
import { registerPlanningListRoutes } from './planning-list-routes.js';
import { registerRequestEquipmentRoutes } from './request-equipment-routes.js';
import { registerRequestRoutes } from './requests-routes.js';
import { registerShiftRoutes } from './shifts-routes.js';
import { registerSubcontractorRoutes } from './subcontractors-routes.js';

export function listRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerClientRoutes(app, ctx);
  registerBranchRoutes(app, ctx);
  registerLocationRoutes(app, ctx);
  registerSubcontractorRoutes(app, ctx);
  registerRequestRoutes(app, ctx);
  registerRequestEquipmentRoutes(app, ctx);
  registerEquipmentRoutes(app, ctx);
  registerPlanningListRoutes(app, ctx);
  registerPlanningHistoryRoutes(app, ctx);
  registerShiftRoutes(app, ctx);
  registerAgentRoutes(app, ctx);
  registerLicenseRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  return Promise.resolve();
}
