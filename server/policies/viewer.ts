/**
 * Who is looking: the part of a user that visibility depends on, and the audience keys it holds.
 *
 * Visibility has two forms that must always agree (tests/server/policies prove they do):
 * - a SQL filter per entity (./*-visibility.ts) for bulk reads: lists, feed pages, single rows;
 * - audience keys per row ('admin', 'planner', 'subcontractor:4', 'client:2', 'agent:9',
 *   'user:17', 'all') for realtime fan-out and for the change-log scope. A viewer sees a row
 *   exactly when one of the viewer's keys is among the row's keys.
 */
import type { AuthUser } from '../auth/types.js';
import type { UserRow } from '../db/types.js';
import { actorOf, type Actor } from '../../src-sync/protocol/permissions/index.js';

/** The permission table's actor (src-sync/protocol/permissions): the SPA derives the same. */
export type Viewer = Actor;

export type AudienceKey = string;

export const audienceKey = {
  admin: 'admin',
  planner: 'planner',
  /** Every signed-in user (catalogue data such as equipment). */
  all: 'all',
  subcontractor: (id: number): AudienceKey => `subcontractor:${id}`,
  client: (id: number): AudienceKey => `client:${id}`,
  agent: (id: number): AudienceKey => `agent:${id}`,
  user: (id: number): AudienceKey => `user:${id}`,
} as const;

export function toViewer(user: AuthUser): Viewer {
  return actorOf({ ...user.user, roles: user.roles });
}

export function parseRoles(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

type UserShape = Pick<UserRow, 'id' | 'entity' | 'roles' | 'agent_id' | 'subcontractor_id' | 'client_id'>;

/** The same derivation as toViewer, from a bare users row (fan-out loads many users at once). */
export function viewerFromUserRow(row: UserShape): Viewer {
  return actorOf({ ...row, roles: parseRoles(row.roles) });
}

export function viewerKeys(viewer: Viewer): Set<AudienceKey> {
  const keys = new Set<AudienceKey>([audienceKey.all, audienceKey.user(viewer.userId)]);
  if (viewer.admin) keys.add(audienceKey.admin);
  if (viewer.planner) keys.add(audienceKey.planner);
  if (viewer.subcontractorId !== null) keys.add(audienceKey.subcontractor(viewer.subcontractorId));
  if (viewer.clientId !== null) keys.add(audienceKey.client(viewer.clientId));
  if (viewer.agentId !== null) keys.add(audienceKey.agent(viewer.agentId));
  return keys;
}

export function sharesKey(viewer: Set<AudienceKey>, audience: Iterable<AudienceKey>): boolean {
  for (const key of audience) if (viewer.has(key)) return true;
  return false;
}
