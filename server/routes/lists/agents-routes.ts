/** GET /api/agents (with_user=1: only agents with a sign-in, spec section 3; filter[subcontractor_id])
 * and /api/agents/:id. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { idFilter, listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['id', '-id', 'last_name', '-last_name'], {
  with_user: z.enum(['0', '1']).optional(),
  'filter[subcontractor_id]': idFilter,
});

export function registerAgentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCollection(app, ctx, {
    path: '/api/agents',
    entity: 'agents',
    query,
    filter(db, q) {
      let qb = db.selectFrom('agents');
      if (q.with_user === '1') qb = qb.where('agents.user_id', 'is not', null);
      if (q['filter[subcontractor_id]'] !== undefined) qb = qb.where('agents.subcontractor_id', '=', q['filter[subcontractor_id]']);
      return qb;
    },
  });
}
