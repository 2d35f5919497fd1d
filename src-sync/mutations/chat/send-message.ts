/**
 * Sends a chat message (POST /api/messages/{channelId}) the local-first way (spec section 4):
 * the message shows at once with a temporary id and its `tempId`, survives a reload in the
 * outbox, and is replaced by the server's row when the answer (or the feed, or the realtime
 * echo) brings it; the server upserts on (sender, tempId), so however often it is sent it is
 * stored once. Messages of one group share the group's key and so go out in the order written.
 * A photo travels in the same write (multipart), its Blob kept in image_cache until sent.
 *
 * "At once" is within the keystroke's frame: before the durable write starts, the message is
 * echoed in memory (chat/message-echoes.ts), synchronously, so the conversation paints it
 * without waiting for IndexedDB, and the write may wait for that paint (`beforeWrite`). The durable
 * write is one transaction over only the tables a send touches, so it does not queue behind
 * unrelated writes; a text's request may leave before it (outbox/send-ahead.ts).
 */
import { writableDb, type VigilDb } from '../../db/vigil-db.js';
import type { LocalDb } from '../../db/local-db.js';
import { recordKey } from '../../db/record-key.js';
import { UPLOAD_PREFIX } from '../../images/image-keys.js';
import { enqueue, enqueueTables, type MutationResult, type MutationSpec } from '../../outbox/enqueue.js';
import { jsonRequest, type MultipartBody } from '../../outbox/multipart-request.js';
import { offerAhead, withdrawAhead } from '../../outbox/outbox-appended.js';
import { nextTempId } from '../../outbox/temp-ids.js';
import { newUuid } from '../../outbox/uuid.js';
import { messageCreateSchema } from '../../protocol/chat-writes.js';
import { checkHistoryImage } from '../upload-history-image.js';
import type { MessageRow } from '../../protocol/entities.js';
import { SEND_MESSAGE_OP } from '../../chat/chat-ops.js';
import { messageEchoes } from '../../chat/message-echoes.js';
import { MutationInputError, parseInput, utcNow } from '../mutation-input.js';

export interface ChatImageFile {
  blob: Blob;
  name?: string;
}

export interface SendMessageInput {
  channelId: number;
  text: string;
  image?: ChatImageFile | null;
  /** The signed-in user, shown as the sender until the server's row arrives. */
  sender: { id: number; first_name: string; last_name: string };
}

export interface SendMessageOptions {
  /**
   * Awaited between the echo and the durable write. A screen passes "after the next paint": the
   * write's commit wakes every live query on messages, and their re-renders must not land in
   * front of the frame that shows the echo.
   */
  beforeWrite?: () => Promise<void>;
}

/** Spec section 5: the chat picker accepts .jpeg, .png, .jpg, within the server's 5 MB: the same
 * rules as a history image, checked by the same function. */
export const checkChatImage: (file: ChatImageFile) => void = checkHistoryImage;

/** The message as it shows until the server's copy arrives; its id is given by the write. */
function localCopy(input: SendMessageInput, text: string | null, tempKey: string, blobKey: string | null, echoId: number): MessageRow {
  return {
    id: echoId,
    channel_id: input.channelId,
    text,
    tr_text: null,
    image: blobKey,
    created_at: utcNow(),
    request_status: null,
    user: input.sender,
    tempId: tempKey,
    // No statuses yet: the spec's "waiting" until the server has stored it for the members.
    message_status: [],
    system: null,
  };
}

function messagePath(channelId: number): string {
  return `/api/messages/${channelId}`;
}

async function queue(db: VigilDb, input: SendMessageInput, echo: MessageRow, uuid: string): Promise<MutationResult> {
  if (!(await db.channels.get(input.channelId))) throw new MutationInputError('This group is not on this device.', [{ path: 'channel_id', message: 'unknown group' }], 404);
  const id = await nextTempId(db);
  const tempKey = echo.tempId as string;
  const { text, image: blobKey } = echo;
  let body: unknown = { text, tempId: tempKey };
  if (input.image && blobKey !== null) {
    await db.image_cache.put({ key: blobKey, blob: input.image.blob, cached_at: Date.now() });
    const multipart: MultipartBody = {
      multipart: { fields: { ...(text === null ? {} : { text }), tempId: tempKey }, file: { field: 'image', blob_key: blobKey, filename: input.image.name ?? 'photo.jpg' } },
    };
    body = multipart;
  }
  const row: MessageRow = { ...echo, id };
  const spec: MutationSpec = {
    op: SEND_MESSAGE_OP,
    entity: 'messages',
    recordId: id,
    method: 'POST',
    path: messagePath(input.channelId),
    targetId: null,
    body,
    effects: [{ table: 'messages', id, kind: 'put', row: { ...row } }],
    relatedKeys: [recordKey('channels', input.channelId)],
    tempId: id,
    tempKey,
    uuid,
  };
  const queued = await enqueue(db, spec);
  return { uuid: queued.uuid, id, tempId: tempKey };
}

/** The checks of a send, synchronous: a screen clears its input only for a message that will go. */
export function checkMessage(input: Pick<SendMessageInput, 'text' | 'image'>): void {
  const text = input.text.trim() === '' ? null : input.text;
  // The same rules as the server, before anything is queued: never a half-sent message.
  parseInput(messageCreateSchema, { text, ...(input.image ? { image: 'local' } : {}) });
  if (input.image) checkChatImage(input.image);
}

/** Echo ids sort after every real temporary id (which count down from -1), in the order sent. */
const ECHO_IDS_FROM = -(2 ** 52);
let echoCount = 0;

/**
 * Echoes the message synchronously (the caller's frame paints it), then writes it durably. The
 * promise settles once the message and its outbox row are committed; if that fails, the echo is
 * gone again and the promise rejects.
 */
export async function sendMessage(local: LocalDb, input: SendMessageInput, options: SendMessageOptions = {}): Promise<MutationResult> {
  checkMessage(input);
  const db = writableDb(local);
  const text = input.text.trim() === '' ? null : input.text;
  const blobKey = input.image ? `${UPLOAD_PREFIX}${newUuid()}` : null;
  echoCount += 1;
  const echo = localCopy(input, text, `tmp-${newUuid()}`, blobKey, ECHO_IDS_FROM - echoCount);
  const tempKey = echo.tempId as string;
  const echoes = messageEchoes(local);
  echoes.add(echo);
  const uuid = newUuid();
  // A text to a group the server knows may be requested before the write below (send-ahead.ts):
  // the other members see it without waiting for this device's transaction.
  if (text !== null && blobKey === null && input.channelId > 0) {
    const request = jsonRequest({ uuid, method: 'POST', path: messagePath(input.channelId), target_id: null, body: { text, tempId: tempKey } });
    offerAhead(db, { uuid, key: recordKey('channels', input.channelId), request });
  }
  try {
    await options.beforeWrite?.();
    const result = await db.transaction('rw', [...enqueueTables(db, ['messages', 'channels']), 'image_cache'], async () => await queue(db, input, echo, uuid));
    echoes.stored(tempKey);
    return result;
  } catch (error) {
    withdrawAhead(db, uuid);
    echoes.drop(tempKey);
    throw error;
  }
}
