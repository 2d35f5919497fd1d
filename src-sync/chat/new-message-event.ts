/**
 * The `new-message` realtime event (spec section 4 "Chat"): deduplicated by id or tempId (a
 * message already here, or the server's copy of one this device is still sending, is not new);
 * for a group the device does not know, the group is fetched first; a message from someone else
 * still unread for this user is announced once on `incoming$`, where the UI decides between
 * marking it read (the conversation is open and seen) and a sound and a notification. The unread
 * totals are then read from the server: the `changes` event of the same write may have brought
 * the message by a pull already, so counting here could count it twice.
 */
import { Subject, type Observable } from 'rxjs';
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { mutationTables } from '../outbox/enqueue.js';
import { applyServerValues } from '../outbox/rebase.js';
import { messageRowSchema, type MessageRow } from '../protocol/entities.js';
import { fetchGroup } from './fetch-group.js';
import { refreshUnreadTotals } from './unread-totals.js';

export interface NewMessageEvents {
  readonly incoming$: Observable<MessageRow>;
  /** Resolves with true when the payload carried a valid message. */
  apply(payload: unknown): Promise<boolean>;
  complete(): void;
}

function messageOf(payload: unknown): MessageRow | null {
  if (typeof payload !== 'object' || payload === null) return null;
  for (const candidate of [(payload as { message?: unknown }).message, (payload as { data?: unknown }).data, payload]) {
    const parsed = messageRowSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** Ids announced lately: an event delivered twice (a reconnect) rings once. */
const REMEMBERED = 500;

export function createNewMessageEvents(db: VigilDb, http: HttpClient, userId: number, logger: EngineLogger): NewMessageEvents {
  const incoming = new Subject<MessageRow>();
  const announced = new Set<number>();
  return {
    incoming$: incoming.asObservable(),
    async apply(payload) {
      const row = messageOf(payload);
      if (row === null) {
        logger.warn('realtime new-message: payload without a valid message; the pull will bring it');
        return false;
      }
      if (!(await db.channels.get(row.channel_id))) {
        await fetchGroup(db, http, row.channel_id).catch((error: unknown) => logger.warn(`could not fetch group ${row.channel_id}`, error));
      }
      await db.transaction('rw', mutationTables(db), async () => {
        await applyServerValues(db, [{ table: 'messages', id: row.id, row }], { onlyIfNewer: true });
      });
      const unreadForMe = row.message_status.some((s) => s.user_id === userId && s.status === 0);
      if (row.user !== null && row.user.id !== userId && unreadForMe && !announced.has(row.id)) {
        announced.add(row.id);
        if (announced.size > REMEMBERED) announced.delete(announced.values().next().value ?? row.id);
        incoming.next(row);
      }
      await refreshUnreadTotals(db, http, logger);
      return true;
    },
    complete: () => incoming.complete(),
  };
}
