/** GET /api/sync/changes?cursor=N&limit=L: the change feed (server/sync/read-feed-page.ts).
 * GET /api/sync/bootstrap?from&to&step&after: a new device's first sync, window first
 * (server/sync/read-bootstrap-page.ts).
 * GET /api/sync/rows?keys=entity:id,…: named rows now, for the engine's repairs (read-rows.ts).
 * GET /api/sync/planning-rows?planning=ID: a planning with its shifts and history, for one loaded
 * on demand from before the sync horizon (read-planning-rows.ts).
 * GET /api/sync/before-horizon?list=requests|channels|notifications&before=ID: the history the
 * first sync leaves on the server, a page at a time (read-before-horizon.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { parseInput } from '../../lib/validate.js';
import { readFeedPage, readFeedPageText } from '../../sync/read-feed-page.js';
import { readRows } from '../../sync/read-rows.js';
import { horizonStartAt, readBootstrapPage, readBootstrapPageText } from '../../sync/read-bootstrap-page.js';
import { BEFORE_HORIZON_PATH, BOOTSTRAP_PATH, PLANNING_ROWS_PATH, beforeHorizonQuerySchema, bootstrapQuerySchema, planningRowsQuerySchema } from '../../../src-sync/protocol/bootstrap.js';
import { readBeforeHorizon } from '../../sync/read-before-horizon.js';
import { notFound } from '../../lib/http-errors.js';
import { readPlanningRows } from '../../sync/read-planning-rows.js';
import { feedQuerySchema, repairQuerySchema } from '../../../src-sync/protocol/sync.js';

export function syncRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/sync/changes', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const query = parseInput(feedQuerySchema, request.query, 'query');
    // Per-user data: never kept by a shared cache.
    void reply.header('cache-control', 'private, no-store');
    // SQLite writes the plannings', shifts' and history's JSON itself (json-rows.ts).
    if (ctx.dialect === 'sqlite') return reply.type('application/json; charset=utf-8').send(await readFeedPageText(ctx.db, currentUser(request), query));
    return readFeedPage(ctx.db, currentUser(request), query);
  });
  app.get(BOOTSTRAP_PATH, { preHandler: requireUser(ctx) }, async (request, reply) => {
    const query = parseInput(bootstrapQuerySchema, request.query, 'query');
    const horizonStart = horizonStartAt(new Date(), ctx.config.syncHorizonDays);
    void reply.header('cache-control', 'private, no-store');
    // SQLite writes the plannings' JSON itself (plannings-json.ts); the same page either way.
    if (ctx.dialect === 'sqlite') return reply.type('application/json; charset=utf-8').send(await readBootstrapPageText(ctx.db, currentUser(request), query, horizonStart));
    return readBootstrapPage(ctx.db, currentUser(request), query, horizonStart);
  });
  app.get('/api/sync/rows', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const { keys } = parseInput(repairQuerySchema, request.query, 'query');
    const answer = await readRows(ctx.db, currentUser(request), keys);
    void reply.header('cache-control', 'private, no-store');
    return answer;
  });
  app.get(PLANNING_ROWS_PATH, { preHandler: requireUser(ctx) }, async (request, reply) => {
    const { planning } = parseInput(planningRowsQuerySchema, request.query, 'query');
    const answer = await readPlanningRows(ctx.db, currentUser(request), planning);
    if (answer === null) throw notFound('Planning');
    void reply.header('cache-control', 'private, no-store');
    return answer;
  });
  app.get(BEFORE_HORIZON_PATH, { preHandler: requireUser(ctx) }, async (request, reply) => {
    const query = parseInput(beforeHorizonQuerySchema, request.query, 'query');
    const page = await readBeforeHorizon(ctx.db, currentUser(request), query, horizonStartAt(new Date(), ctx.config.syncHorizonDays));
    void reply.header('cache-control', 'private, no-store');
    return page;
  });
  return Promise.resolve();
}
