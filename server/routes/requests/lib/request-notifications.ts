/**
 * The notification centre's rows (spec section 7 "Notifications"), written in the same
 * transaction as the request event they report, so a notification never exists for a write that
 * rolled back and the feed brings both together:
 *
 * - staff (admins and planners) on a new, changed or cancelled request;
 * - the client organisation's users when its request is confirmed, rejected (every timeslot
 *   refused) or cancelled, and when one of its plannings is cancelled.
 *
 * Whoever did it is never notified of their own action. `message` is the server's English text
 * for clients that know no kinds; Vigil's own SPA words each kind in its user's language.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types.js';
import { usersForAudience } from '../../../policies/audience-users.js';
import { audienceKey } from '../../../policies/viewer.js';
import { utcNow } from '../../../lib/time.js';
import type { RequestNoticeKind } from '../../../../src-sync/protocol/notifications.js';
import type { ChangeTracker } from '../../../writes/change-tracker.js';

export interface NotifiedRequest {
  id: number;
  identifier: string;
  client_id: number;
}

export interface Notice {
  kind: RequestNoticeKind;
  request: NotifiedRequest;
  /** The user who did it: named in the notification, never notified. */
  actor: { id: number; first_name: string; last_name: string };
  planningId?: number;
}

function message(notice: Notice, clientName: string): string {
  const { identifier } = notice.request;
  switch (notice.kind) {
    case 'request-created':
      return `New request ${identifier} from ${clientName}`;
    case 'request-updated':
      return `Request ${identifier} was changed`;
    case 'request-cancelled':
      return `Request ${identifier} was cancelled`;
    case 'request-confirmed':
      return `Request ${identifier} was confirmed`;
    case 'request-rejected':
      return `Request ${identifier} was rejected`;
    case 'planning-cancelled':
      return `A planning of request ${identifier} was cancelled`;
  }
}

/** The guarding company's staff: admins and planners. */
export function staffUsers(trx: Transaction<Database>): Promise<number[]> {
  return usersForAudience(trx, [audienceKey.admin, audienceKey.planner]);
}

/** The users of a client organisation. */
export function clientUsers(trx: Transaction<Database>, clientId: number): Promise<number[]> {
  return usersForAudience(trx, [audienceKey.client(clientId)]);
}

/** Writes one notification per recipient (the actor left out); returns their ids. */
export async function notify(trx: Transaction<Database>, changes: ChangeTracker, recipients: readonly number[], notice: Notice): Promise<number[]> {
  const to = [...new Set(recipients)].filter((id) => id !== notice.actor.id);
  if (to.length === 0) return [];
  const client = await trx.selectFrom('clients').select('name').where('id', '=', notice.request.client_id).executeTakeFirst();
  const now = utcNow();
  const rows = await trx
    .insertInto('notifications')
    .values(
      to.map((user_id) => ({
        user_id,
        message: message(notice, client?.name ?? ''),
        request_id: notice.request.id,
        identifier: notice.request.identifier,
        username: `${notice.actor.first_name} ${notice.actor.last_name}`.trim(),
        kind: notice.kind,
        planning_id: notice.planningId ?? null,
        read_at: null,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  const ids = rows.map((row) => row.id);
  changes.created('notifications', ids);
  return ids;
}
