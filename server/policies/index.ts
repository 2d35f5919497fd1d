/**
 * The one place permissions to SEE data live (DESIGN.md section 4). Routes, the change feed and
 * realtime fan-out all ask this module; none re-implements a rule. What a role may DO (forward,
 * cancel, add shifts) is the permission table of src-sync/protocol/permissions, which the write
 * routes ask through ./planning-actions.ts; its `*.read` rules are what these filters implement.
 *
 * Two equivalent forms per entity: a SQL filter for bulk reads and audience keys for fan-out
 * and change-log scopes (see ./viewer.ts).
 */
import type { AuthUser } from '../auth/types.js';
import type { Executor } from '../sync/change-log.js';
import type { SyncEntity } from '../../src-sync/protocol/sync.js';
import { ENTITY_POLICIES } from './entity-policies.js';
import type { AudienceMap, RowFilter } from './types.js';
import { toViewer, type AudienceKey, type Viewer } from './viewer.js';

export { usersForAudience } from './audience-users.js';
export { audienceKey, sharesKey, toViewer, viewerFromUserRow, viewerKeys } from './viewer.js';
export type { AudienceKey, Viewer } from './viewer.js';
export type { AudienceMap, RowFilter } from './types.js';
export { ENTITY_POLICIES } from './entity-policies.js';

export type Who = AuthUser | Viewer;

export function asViewer(who: Who): Viewer {
  return 'flags' in who ? toViewer(who) : who;
}

/** WHERE condition for queries FROM the entity's table; null: the viewer sees every row. */
export function visibilityFilter(who: Who, entity: SyncEntity): RowFilter {
  return ENTITY_POLICIES[entity].filter(asViewer(who));
}

/** Whether the row exists and the viewer may see it. Unknown rows answer false, so a route can
 * answer 404 for both and never reveal that a row it hides exists. */
export async function canSee(db: Executor, who: Who, entity: SyncEntity, id: number): Promise<boolean> {
  const filter = visibilityFilter(who, entity);
  // Every synced entity's table is named like the entity and has an integer `id`; the cast only
  // widens the table name for this generic lookup.
  let query = db.selectFrom(entity as 'plannings').select('id').where('id', '=', id);
  if (filter) query = query.where(filter);
  return (await query.executeTakeFirst()) !== undefined;
}

export const canSeePlanning = (db: Executor, who: Who, planningId: number) => canSee(db, who, 'plannings', planningId);

/** For `db.selectFrom('plannings').where(...)`; null: no restriction. */
export const visiblePlanningFilter = (who: Who): RowFilter => visibilityFilter(who, 'plannings');

/** Audience keys of each existing row (absent ids: the row does not exist). */
export function audienceOf(db: Executor, entity: SyncEntity, ids: readonly number[]): Promise<AudienceMap> {
  return ENTITY_POLICIES[entity].audience(db, ids);
}

export async function audienceOfRow(db: Executor, entity: SyncEntity, id: number): Promise<AudienceKey[]> {
  return (await audienceOf(db, entity, [id])).get(id) ?? [];
}
