/** GET /api/clients, /api/clients/:id, and /api/clients/own (the user's own client with its
 * branches, spec section 3: "The own-client response carries branches"). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { notFound } from '../../lib/http-errors.js';
import { toViewer } from '../../policies/index.js';
import { serializeRow, serializeRows } from '../../serialize/index.js';
import { listQuerySchema } from './pagination.js';
import { registerCollection } from './register-collection.js';

const query = listQuerySchema(['id', '-id', 'name', '-name'], {});

export function registerClientRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/clients/own', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const viewer = toViewer(currentUser(request));
    if (viewer.clientId === null) throw notFound('Own client');
    const client = await serializeRow(ctx.db, 'clients', viewer.clientId, { visibleTo: viewer });
    if (client === null) throw notFound('Own client');
    const branchIds = await ctx.db.selectFrom('branches').select('id').where('client_id', '=', viewer.clientId).orderBy('name').orderBy('id').execute();
    const branches = await serializeRows(ctx.db, 'branches', branchIds.map((b) => b.id), { visibleTo: viewer });
    void reply.header('cache-control', 'private, no-store');
    return { ...client, branches };
  });
  registerCollection(app, ctx, { path: '/api/clients', entity: 'clients', query, filter: (db) => db.selectFrom('clients') });
}
