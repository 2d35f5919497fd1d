/** The one list of route modules. Each module is a function (app, ctx) => Promise<void>. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { authRoutes } from './auth/index.js';
import { broadcastingAuthRoutes } from '../realtime/broadcasting-auth-route.js';
import { realtimeConfigRoutes } from '../realtime/realtime-config-route.js';
import { installIdempotency } from '../idempotency/install-idempotency.js';
import { registerPlanningRoutes } from './planning/index.js';
import { registerRequestRoutes } from './requests/index.js';
import { syncRoutes } from './sync/changes-route.js';
import { listRoutes } from './lists/index.js';
import { registerChatRoutes } from './chat/index.js';
import { registerDirectoryRoutes } from './directory/index.js';
import { registerFieldRoutes } from './field/index.js';

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

const modules: RouteModule[] = [
  // Must stay first: it hooks every route registered after it (Idempotency-Key, DESIGN.md §4).
  installIdempotency,
  authRoutes,
  broadcastingAuthRoutes,
  realtimeConfigRoutes,
  registerPlanningRoutes,
  registerRequestRoutes,
  registerFieldRoutes,
  syncRoutes,
  listRoutes,
  registerChatRoutes,
  registerDirectoryRoutes,
];

export async function registerRouteModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const register of modules) await register(app, ctx);
}
