/**
 * Registers a resource collection's read routes: `GET {path}` (paged list) and
 * `GET {path}/:id` (one row). The viewer's visibility filter (server/policies) is applied here,
 * for every collection, so no list can forget it; rows leave in the wire shape of
 * server/serialize. A row the viewer may not see answers 404, exactly like a missing one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { toViewer, visibilityFilter, type Viewer } from '../../policies/index.js';
import { serializeRow, serializeRows, type EntityRow } from '../../serialize/index.js';
import type { SyncEntity } from '../../../src-sync/protocol/sync.js';
import { idParam, nextPageUrl, pageIds, parseListQuery, type ListPage } from './pagination.js';

export const idParams = z.object({ id: idParam });

type PagedQuery = { 'page[number]': number; 'page[size]': number; sort: string };

export interface CollectionSpec<E extends SyncEntity & keyof Database, S extends z.ZodObject> {
  /** e.g. `/api/branches`. */
  path: string;
  /** Entity and table share the name. */
  entity: E;
  query: S;
  /** The collection's own filters (the visibility filter is added by the caller). */
  filter(db: AppContext['db'], query: z.infer<S>, viewer: Viewer): SelectQueryBuilder<Database, E, object>;
  /** Whether to register `GET {path}/:id` (default true). */
  single?: boolean;
}

/** One page of a filtered, visibility-restricted collection (also used by the `own` variants). */
export async function listPage<E extends SyncEntity & keyof Database, S extends z.ZodObject>(
  ctx: AppContext,
  request: FastifyRequest,
  spec: CollectionSpec<E, S>,
): Promise<ListPage<EntityRow<E>>> {
  const user = currentUser(request);
  const viewer = toViewer(user);
  const query = parseListQuery(spec.query, request.query);
  const paged = query as z.infer<S> & PagedQuery;
  let base = spec.filter(ctx.db, query, viewer);
  const visibility = visibilityFilter(viewer, spec.entity);
  if (visibility) base = base.where(visibility);
  const page = { number: paged['page[number]'], size: paged['page[size]'], sort: paged.sort };
  const { ids, total } = await pageIds(base, spec.entity, page);
  // visibleTo again: defence in depth, the serializer re-checks in the same query.
  const data = await serializeRows(ctx.db, spec.entity, ids, { visibleTo: viewer });
  return { data, next_page_url: nextPageUrl(request, ctx.config.appUrl, page, total), current_page: page.number, per_page: page.size, total };
}

export function registerCollection<E extends SyncEntity & keyof Database, S extends z.ZodObject>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: CollectionSpec<E, S>,
): void {
  const preHandler = requireUser(ctx);
  app.get(spec.path, { preHandler }, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return listPage(ctx, request, spec);
  });
  if (spec.single === false) return;
  app.get(`${spec.path}/:id`, { preHandler }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const row = await serializeRow(ctx.db, spec.entity, id, { visibleTo: currentUser(request) });
    if (row === null) throw notFound(spec.entity);
    void reply.header('cache-control', 'private, no-store');
    return row;
  });
}
