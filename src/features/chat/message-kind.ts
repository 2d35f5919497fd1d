/**
 * Spec section 4: a message is system (no user), text (no image), photo (image with the extension
 * jpg, jpeg, png, gif or svg) or otherwise file. A photo picked here and not sent yet is a photo.
 */
import type { MessageRow } from '../../../src-sync/index.js';

export type MessageKind = 'system' | 'text' | 'photo' | 'file';

export function messageKind(message: Pick<MessageRow, 'user' | 'image'>): MessageKind {
  if (message.user === null) return 'system';
  if (message.image === null || message.image === '') return 'text';
  if (message.image.startsWith('upload:') || /\.(jpe?g|png|gif|svg)$/i.test(message.image)) return 'photo';
  return 'file';
}

/** Spec section 4: an own message is "sent" once it has status entries, "waiting" before. */
export function ownMessageState(message: Pick<MessageRow, 'id' | 'message_status'>): 'sent' | 'waiting' {
  return message.id > 0 && message.message_status.length > 0 ? 'sent' : 'waiting';
}
