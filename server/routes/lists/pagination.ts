/**
 * The spec's list shape: `{data, next_page_url, current_page, per_page, total}` with
 * `page[number]` (from 1) and `page[size]` query params, `sort` (`-` for descending) and
 * `filter[...]` params; next_page_url is null on the last page.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/types.js';
import type { Executor } from '../../sync/change-log.js';
import { badRequest } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { countTextSchema } from '../../../src-sync/protocol/canonical-id.js';
import { idParam } from '../../lib/id-params.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

export const pageParams = {
  'page[number]': countTextSchema(1, 1_000_000).default(1),
  'page[size]': countTextSchema(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** Ids follow the id rule (canonical-id.ts): `0x5dd` or `01501` is a 400 naming the filter, and an
 * id past the 32-bit id columns of PostgreSQL is one too, never a database range error. */
export const idFilter = idParam.optional();
export { idParam };

/** List query schema: paging, one of the given sorts (first is the default), extra params. */
export function listQuerySchema<const S extends readonly [string, ...string[]], X extends z.ZodRawShape>(sorts: S, extra: X) {
  return z.object({ ...pageParams, sort: z.enum(sorts).default(sorts[0]), ...extra });
}

/**
 * Validates a query strictly: an unknown parameter is a 400 naming it, because silently
 * ignoring a mistyped `filter[...]` would hand back unfiltered data as if it were filtered.
 */
export function parseListQuery<S extends z.ZodObject>(schema: S, query: unknown): z.infer<S> {
  const raw = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const unknownKey = Object.keys(raw).find((key) => !(key in schema.shape));
  if (unknownKey !== undefined) {
    throw badRequest(`Invalid query: ${unknownKey}: unknown parameter`, [{ path: unknownKey, message: 'unknown parameter' }]);
  }
  return parseInput(schema, raw, 'query');
}

export interface ListPage<T> {
  data: T[];
  next_page_url: string | null;
  current_page: number;
  per_page: number;
  total: number;
}

export interface PageRequest {
  number: number;
  size: number;
  /** `column` or `-column`, already validated against the collection's allowed sorts. */
  sort: string;
}

/**
 * Counts and pages the ids of `base` (a query FROM `table`, already filtered). Sorting is by the
 * validated column, then by id in the same direction, so pages never overlap or skip rows.
 */
export async function pageIds<TB extends keyof Database>(
  base: SelectQueryBuilder<Database, TB, object>,
  table: TB,
  page: PageRequest,
): Promise<{ ids: number[]; total: number }> {
  const desc = page.sort.startsWith('-');
  const column = desc ? page.sort.slice(1) : page.sort;
  const direction = desc ? 'desc' : 'asc';
  const countRow = await base.select(sql<number | string | bigint>`count(*)`.as('total')).executeTakeFirst();
  let ids = base.select(sql.ref<number>(`${table}.id`).as('id'));
  // `column` comes from the collection's own whitelist (zod enum), never from raw input.
  if (column !== 'id') ids = ids.orderBy(sql.ref(`${table}.${column}`), direction);
  const rows = await ids
    .orderBy(sql.ref(`${table}.id`), direction)
    .limit(page.size)
    .offset((page.number - 1) * page.size)
    .execute();
  return { ids: rows.map((r) => Number(r.id)), total: Number(countRow?.total ?? 0) };
}

/** Absolute URL of the next page (from the configured public app URL, never from the request's
 * Host header, which a client controls), or null on the last page. */
export function nextPageUrl(request: FastifyRequest, appUrl: string, page: PageRequest, total: number): string | null {
  if (page.number * page.size >= total) return null;
  const url = new URL(request.url, 'http://placeholder');
  url.searchParams.set('page[number]', String(page.number + 1));
  return `${appUrl.replace(/\/$/, '')}${url.pathname}${url.search}`;
}

export type { Executor };
