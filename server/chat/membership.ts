/**
 * A group is private to its members, admins included (ARCHITECTURE.md "Team chat"): every chat
 * route first finds the caller's own member row of the group, and a caller who is not a member
 * gets the same 404 as for a group that does not exist, so ids reveal nothing. What a member may
 * do beyond reading is the permission table's (`chat.*`).
 */
import type { AuthUser } from '../auth/types.js';
import { notFound } from '../lib/http-errors.js';
import { assertMay } from '../policies/planning-actions.js';
import type { Executor } from '../sync/change-log.js';
import type { Action } from '../../src-sync/protocol/permissions/index.js';

export interface Membership {
  /** The caller's channel_groups row (the spec's "group" id). */
  groupId: number;
  channelId: number;
  muted: number;
}

type MemberAction = Extract<Action, 'chat.read' | 'chat.send' | 'chat.mute' | 'chat.update' | 'chat.add-members'>;

export async function findMembership(db: Executor, userId: number, channelId: number): Promise<Membership | null> {
  const row = await db
    .selectFrom('channel_groups')
    .select(['id', 'channel_id', 'muted'])
    .where('channel_id', '=', channelId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { groupId: row.id, channelId: row.channel_id, muted: row.muted } : null;
}

/** The caller's membership of the group, or 404; then 403 when the table refuses the action. */
export async function requireMember(db: Executor, user: AuthUser, channelId: number, action: MemberAction): Promise<Membership> {
  const membership = await findMembership(db, user.id, channelId);
  if (!membership) throw notFound('Channel');
  assertMay(user, action, { member: true });
  return membership;
}

/** User ids of a group's members. */
export async function memberIds(db: Executor, channelId: number): Promise<number[]> {
  const rows = await db.selectFrom('channel_groups').select('user_id').where('channel_id', '=', channelId).execute();
  return rows.map((r) => r.user_id);
}
