/** The change feed (DESIGN.md section 3): `GET /api/sync/changes?cursor=N&limit=…` and the
 * realtime `changes` event. Row payloads are validated per entity with ./entities.ts. */
import { z } from 'zod';
import { countTextSchema, parseCanonicalId } from './canonical-id.js';

/** Every entity the engine keeps locally, named as the Dexie table and the feed's `entity`. */
export const SYNC_ENTITIES = [
  'clients',
  'branches',
  'locations',
  'subcontractors',
  'agents',
  'licenses',
  'equipment',
  'contacts',
  'accounts',
  'requests',
  'request_timeslots',
  'request_equipment',
  'plannings',
  'shifts',
  'planning_history',
  'channels',
  'channel_groups',
  'messages',
  'notifications',
  'sos_alerts',
  'agent_positions',
] as const;
export const syncEntitySchema = z.enum(SYNC_ENTITIES);
export type SyncEntity = z.infer<typeof syncEntitySchema>;

export const FEED_DEFAULT_LIMIT = 1000;
export const FEED_MAX_LIMIT = 5000;

/** Query strings are text: only canonical numbers are read (see canonical-id.ts). */
export const feedQuerySchema = z.object({
  cursor: countTextSchema(0, Number.MAX_SAFE_INTEGER).default(0),
  limit: countTextSchema(1, FEED_MAX_LIMIT).default(FEED_DEFAULT_LIMIT),
  /** '1' while the device's first sync (begun at cursor 0) runs: chat messages outside each
   * group's recent window are left out, as on its first page (ARCHITECTURE.md, Team chat). */
  first_sync: z.enum(['1']).optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

/** One change. `data` is the full row for an upsert (validated by the entity's schema on the
 * client), absent for a delete. */
export const changeSchema = z.object({
  entity: syncEntitySchema,
  op: z.enum(['upsert', 'delete']),
  id: z.number().int(),
  data: z.record(z.string().max(100), z.unknown()).optional(),
});
export type Change = z.infer<typeof changeSchema>;

/** GET /api/sync/rows?keys=plannings:12,shifts:7: the current state of named rows, for rows the
 * client holds broken (a feed row that failed validation, a damaged local copy). Answers
 * `{changes}` like a feed page but moves no cursor: an upsert for each row the caller may see, a
 * delete for each it may not (or that no longer exists). */
export const REPAIR_MAX_KEYS = 200;
/** The id part follows the id rule of canonical-id.ts: a key past 2^31-1 names no row. */
const repairKeySchema = z
  .string()
  .max(60)
  .regex(/^[a-z_]+:\d+$/, 'must be entity:id')
  .transform((key) => ({ entity: key.slice(0, key.lastIndexOf(':')), id: parseCanonicalId(key.slice(key.lastIndexOf(':') + 1)) }))
  .pipe(z.object({ entity: syncEntitySchema, id: z.number({ error: 'the id must be a positive whole number up to 2147483647' }) }));
export const repairQuerySchema = z.object({
  keys: z
    .string()
    .min(1)
    .max(REPAIR_MAX_KEYS * 40)
    .transform((list) => list.split(','))
    .pipe(z.array(repairKeySchema).min(1).max(REPAIR_MAX_KEYS)),
});
export const repairAnswerSchema = z.object({ changes: z.array(z.unknown()) });

export const feedPageSchema = z.object({
  changes: z.array(z.unknown()),
  cursor: z.number().int().min(0),
  has_more: z.boolean(),
});
export type FeedPage = { changes: Change[]; cursor: number; has_more: boolean };

/** Realtime `changes` event: the newest cursor; the client pulls when it is ahead of its own. */
export const changesEventSchema = z.object({ cursor: z.number().int().min(0) });
export type ChangesEvent = z.infer<typeof changesEventSchema>;
