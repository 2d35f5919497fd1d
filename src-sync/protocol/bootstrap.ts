/**
 * The window-first bootstrap (`GET /api/sync/bootstrap`): a new device's first sync, in the order
 * its first screen needs the rows, instead of the change log's order.
 *
 * The order is a rule over the entities, not a list of today's tables:
 * 1. `plannings` of the window the client names (its default list view), overlapping it;
 * 2. the rows of every planning-child entity (one with a `planning_id`) of those plannings;
 * 3. the rest of the sync horizon: plannings not in the window that ended at most
 *    SYNC_HORIZON_DAYS ago (or have not ended), then their children;
 * 4. every other entity, whole.
 * Plannings that ended before the horizon, and their children, are not part of it: the list loads
 * them from the list endpoints when its date range reaches them.
 *
 * Each step is read with keyset paging in an order the server has an index for, so a page costs
 * the same wherever it is and nothing scans the company's history: plannings by (end, id) from
 * the first that ends in the step's time, their children by (planning end, planning id, id), the
 * other entities by id. `next` names where the last row of a page stands in that order (`end`
 * and `planning` only for the planning steps). The first answer names `head`, the change log's
 * newest seq when the bootstrap began: the
 * rows a bootstrap reads are at least as new as it, so the client continues with the change feed
 * from `head` and receives everything changed since, deletes included.
 */
import { z } from 'zod';
import { countTextSchema, idTextSchema } from './canonical-id.js';
import { utcDateTimeSchema } from './planning-writes.js';
import { SYNC_ENTITIES, type Change, type SyncEntity } from './sync.js';
import { REQUEST_STATUSES } from './request-status.js';

/** Entities whose rows belong to one planning (`planning_id`): they follow their planning's step.
 * A new entity is "everything else" (step 4) unless it is named here. */
export const PLANNING_CHILD_ENTITIES: readonly SyncEntity[] = ['shifts', 'planning_history'];

/** Which plannings a step covers: the window, the horizon outside it, or (other entities) all. */
export type BootstrapPart = 'window' | 'horizon' | 'all';

export interface BootstrapStep {
  entity: SyncEntity;
  part: BootstrapPart;
}

/** The steps, in order, built by the rule above from SYNC_ENTITIES. */
export const BOOTSTRAP_STEPS: readonly BootstrapStep[] = (() => {
  const children = SYNC_ENTITIES.filter((e) => PLANNING_CHILD_ENTITIES.includes(e));
  const calendar = (part: BootstrapPart): BootstrapStep[] => [
    { entity: 'plannings', part },
    ...children.map((entity) => ({ entity, part })),
  ];
  const others = SYNC_ENTITIES.filter((e) => e !== 'plannings' && !PLANNING_CHILD_ENTITIES.includes(e));
  return [...calendar('window'), ...calendar('horizon'), ...others.map((entity) => ({ entity, part: 'all' as const }))];
})();

/** The window step ends here: the list's default view is complete once step 0 is done. */
export const WINDOW_STEP = 0;

export const BOOTSTRAP_DEFAULT_LIMIT = 1000;
/** The largest page the server gives (`limit`). */
export const BOOTSTRAP_MAX_LIMIT = 5000;

/** The step of the plannings outside the window (the horizon's). */
export const HORIZON_PLANNINGS_STEP = BOOTSTRAP_STEPS.findIndex((step) => step.entity === 'plannings' && step.part === 'horizon');

/**
 * The page size a client asks for at `position`, given its usual one.
 * - The horizon's plannings come in pages five times as large: while they are written, every live
 *   read of the plannings table (the list holds one per day of its window) is read again after
 *   each page, because IndexedDB observers (Dexie's) count a large write as touching the whole
 *   table. Fewer, larger pages mean fewer of those reads; at 100,000 plannings the step took 55 s
 *   in the app with pages of 1,000, against 6 s for the engine alone.
 * - The window's plannings after its first page come in the largest pages: each page costs the
 *   device a transaction, a record, a read of it by the list and a render of "N of M", and the
 *   window is what a new device waits for (at 100,000 plannings, sign-in to the window complete
 *   4.2-5.1 s in pages of 5,000 after the first, against 4.8-5.3 s in pages of 1,000). The first
 *   page keeps the usual size: it is the list's first screenful, shown while the rest comes.
 */
export function bootstrapPageLimit(position: BootstrapPosition, limit: number): number {
  if (position.step === HORIZON_PLANNINGS_STEP) return Math.min(BOOTSTRAP_MAX_LIMIT, limit * 5);
  if (position.step === WINDOW_STEP && !isFirstPage(position)) return BOOTSTRAP_MAX_LIMIT;
  return limit;
}

const isFirstPage = (position: BootstrapPosition) => position.after === 0 && position.end === undefined;
export const BOOTSTRAP_PATH = '/api/sync/bootstrap';

export const bootstrapQuerySchema = z
  .object({
    /** The window, UTC wire datetimes: plannings with start <= to and end >= from. */
    from: utcDateTimeSchema,
    to: utcDateTimeSchema,
    step: countTextSchema(0, BOOTSTRAP_STEPS.length - 1).default(0),
    /** Rows of the step after this position (`next` of the page before): the last row's id, */
    after: countTextSchema(0, Number.MAX_SAFE_INTEGER).default(0),
    /** on a planning step its planning's end, and on a planning child step its planning's id. */
    end: utcDateTimeSchema.optional(),
    planning: countTextSchema(0, Number.MAX_SAFE_INTEGER).optional(),
    limit: countTextSchema(1, BOOTSTRAP_MAX_LIMIT).default(BOOTSTRAP_DEFAULT_LIMIT),
    /** '1': also count every step's rows (for the progress of the whole first sync). */
    totals: z.enum(['0', '1']).optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'must not be after to', path: ['from'] });
export type BootstrapQuery = z.infer<typeof bootstrapQuerySchema>;

export const bootstrapPageSchema = z.object({
  changes: z.array(z.unknown()),
  /** The change log's newest seq now; the client keeps the first page's. */
  head: z.number().int().min(0),
  /** Where the next page starts; null when the bootstrap is complete. */
  next: z
    .object({ step: z.number().int().min(0), after: z.number().int().min(0), end: utcDateTimeSchema.optional(), planning: z.number().int().min(0).optional() })
    .nullable(),
  /** Plannings that ended before this UTC datetime are not bootstrapped. */
  horizon_start: utcDateTimeSchema,
  /** Plannings of the window the user may see (the M of "N of M"); on the window's first page
   * only, so no other page pays for a count. */
  step_total: z.number().int().min(0).optional(),
  /** Rows of every step, in step order; when asked with totals=1. */
  totals: z.array(z.number().int().min(0)).optional(),
});
/** Where a step stands: after the row `after`; `end` and `planning` as the step's order has them. */
export interface BootstrapPosition {
  step: number;
  after: number;
  end?: string;
  planning?: number;
}

/** A position as the query's fields (step, after, end, planning). */
export function positionQuery(p: BootstrapPosition): Record<string, string> {
  return { step: String(p.step), after: String(p.after), ...(p.end !== undefined ? { end: p.end } : {}), ...(p.planning !== undefined ? { planning: String(p.planning) } : {}) };
}

/** Whether `b` lies past `a` in the bootstrap's order (a page must move forward). */
export function isPastPosition(b: BootstrapPosition, a: BootstrapPosition): boolean {
  if (b.step !== a.step) return b.step > a.step;
  const [endB, endA] = [b.end ?? '', a.end ?? ''];
  if (endB !== endA) return endB > endA;
  if ((b.planning ?? 0) !== (a.planning ?? 0)) return (b.planning ?? 0) > (a.planning ?? 0);
  return b.after > a.after;
}

export type BootstrapPage = {
  changes: Change[];
  head: number;
  next: BootstrapPosition | null;
  horizon_start: string;
  step_total?: number;
  totals?: number[];
};

/** Days of plannings kept on devices after they ended, when the server does not say otherwise. */
export const DEFAULT_SYNC_HORIZON_DAYS = 90;

/**
 * A planning from before the horizon with its children, for Planning Details: the list brings
 * such plannings on demand without their shifts and history, so opening one asks for them here
 * (`GET /api/sync/planning-rows?planning=ID`, answered like /api/sync/rows: upserts, the planning
 * first; 404 for a planning the user may not see).
 */
export const PLANNING_ROWS_PATH = '/api/sync/planning-rows';
export const planningRowsQuerySchema = z.object({ planning: idTextSchema });

/**
 * The history the first sync leaves on the server beyond plannings (server/sync/history-horizon.ts):
 * requests that ended before the horizon, chat groups about only such requests with no message
 * since, read notifications from before it. A list offers them a page at a time, newest first
 * (`GET /api/sync/before-horizon?list=requests&before=ID&status=confirmed`), answered like
 * /api/sync/rows with each row's children (a request's timeslots and equipment, a group's members)
 * and `next`, the `before` of the following page (null after the last).
 */
export const BEFORE_HORIZON_PATH = '/api/sync/before-horizon';
export const BEFORE_HORIZON_LISTS = ['requests', 'channels', 'notifications'] as const;
export type BeforeHorizonList = (typeof BEFORE_HORIZON_LISTS)[number];
export const BEFORE_HORIZON_PAGE_SIZE = 50;
export const beforeHorizonQuerySchema = z.object({
  list: z.enum(BEFORE_HORIZON_LISTS),
  before: idTextSchema.optional(),
  /** Requests only: the status tab asking. */
  status: z.enum(REQUEST_STATUSES).optional(),
  limit: countTextSchema(1, 200).default(BEFORE_HORIZON_PAGE_SIZE),
});
export type BeforeHorizonQuery = z.infer<typeof beforeHorizonQuerySchema>;
export const beforeHorizonPageSchema = z.object({
  changes: z.array(z.unknown()),
  next: z.number().int().positive().nullable(),
});
export type BeforeHorizonPage = { changes: Change[]; next: number | null };
