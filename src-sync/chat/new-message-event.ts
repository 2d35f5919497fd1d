/**
 * The `new-message` realtime event (spec section 4 "Chat"): shown at once from memory while it is
 * stored, deduplicated by id or tempId (a
 * message already here, or the server's copy of one this device is still sending, is not new);
 * for a group the device does not know, the group is fetched first; a message from someone else
 * still unread for this user is announced once on `incoming$`, where the UI decides between
 * marking it read (the conversation is open and seen) and a sound and a notification. The unread
 * totals are not counted here (the `changes` event of the same write may have brought the
 * message by a pull already, so counting could count it twice): the pull that event starts reads
 * them from the server.
 */
import { Subject, type Observable } from 'rxjs';
import type { VigilDb } from '../db/vigil-db.js';
import type { HttpClient } from '../engine/http-client.js';
import type { EngineLogger } from '../engine/logger.js';
import { enqueueTables, mutationTables } from '../outbox/enqueue.js';
import { applyServerValues } from '../outbox/rebase.js';
import { messageRowSchema, type MessageRow } from '../protocol/entities.js';
import { fetchGroup } from './fetch-group.js';
import { messageEchoes } from './message-echoes.js';

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

async function memberHere(db: VigilDb, channelId: number, userId: number): Promise<boolean> {
  return (await db.channel_groups.where('channel_id').equals(channelId).filter((member) => member.user_id === userId).count()) > 0;
}

/**
 * Stores the message in one write, unless its group is not on this device yet (false: fetch the
 * group first). The group is known by the user's own member row, not the channel's: the
 * `channel-updated` event of the same write may have stored the channel a moment before, without
 * its members. Another member's message touches only the messages and the outbox's own tables,
 * so it does not wait behind writes elsewhere (a pull page of plannings); an own message from
 * another tab or device may take the place of a send still queued here, whose temp id is then
 * swapped wherever it is used, so that write spans every table.
 */
function store(db: VigilDb, row: MessageRow, userId: number, options: { evenWithoutGroup?: boolean } = {}): Promise<boolean> {
  const own = row.user !== null && row.user.id === userId;
  const tables = own ? mutationTables(db) : enqueueTables(db, ['messages', 'channels', 'channel_groups']);
  return db.transaction('rw', tables, async () => {
    if (!options.evenWithoutGroup && !(await memberHere(db, row.channel_id, userId))) return false;
    await applyServerValues(db, [{ table: 'messages', id: row.id, row }], { onlyIfNewer: true });
    return true;
  });
}

/**
 * The server's copy of an own message whose send is on its way from this device right now: its
 * answer brings the same row within moments and swaps the temp id then. Storing the event's copy
 * as well would be a second write over every table (the swap), in front of the next message.
 */
async function answerOnItsWay(db: VigilDb, row: MessageRow, userId: number): Promise<boolean> {
  if (row.user?.id !== userId || row.tempId === null) return false;
  const tempKey = row.tempId;
  return (await db.outbox.where('state').equals('sending').filter((queued) => queued.temp_key === tempKey).count()) > 0;
}

/** Ids announced lately: an event delivered twice (a reconnect) rings once. */
const REMEMBERED = 500;

export function createNewMessageEvents(db: VigilDb, http: HttpClient, userId: number, logger: EngineLogger): NewMessageEvents {
  const incoming = new Subject<MessageRow>();
  const announced = new Set<number>();
  const echoes = messageEchoes(db);
  return {
    incoming$: incoming.asObservable(),
    async apply(payload) {
      const row = messageOf(payload);
      if (row === null) {
        logger.warn('realtime new-message: payload without a valid message; the pull will bring it');
        return false;
      }
      if (await answerOnItsWay(db, row, userId)) return true;
      // Another member's message shows in an open conversation at once, from memory, while it
      // is written (the same echo as an own message's, chat/message-echoes.ts): a member sees it
      // without waiting for IndexedDB. Whatever the write does, reads from then on decide.
      const echoKey = row.user !== null && row.user.id !== userId ? row.tempId : null;
      if (echoKey !== null) echoes.add(row);
      try {
        if (!(await store(db, row, userId))) {
          await fetchGroup(db, http, row.channel_id).catch((error: unknown) => logger.warn(`could not fetch group ${row.channel_id}`, error));
          await store(db, row, userId, { evenWithoutGroup: true });
        }
      } finally {
        if (echoKey !== null) echoes.stored(echoKey);
      }
      const unreadForMe = row.message_status.some((s) => s.user_id === userId && s.status === 0);
      if (row.user !== null && row.user.id !== userId && unreadForMe && !announced.has(row.id)) {
        announced.add(row.id);
        if (announced.size > REMEMBERED) announced.delete(announced.values().next().value ?? row.id);
        incoming.next(row);
      }
      return true;
    },
    complete: () => incoming.complete(),
  };
}
