/**
 * The path from a write queued in this tab to its request, without a detour. The leader tab's
 * sender registers here; a write queued in that same tab offers it the new row INSIDE the
 * transaction that appends it, and a row the sender may send right now (its order allows it,
 * nothing is held) is marked `sending` in that transaction and sent the moment it commits. Other
 * rows, and writes of other tabs, wake the sender after the commit (and its live query on the
 * outbox catches everything else). Otherwise each write would wait for a re-read of the outbox
 * and a second write marking it sent, each queued behind whatever else is writing: tens to
 * hundreds of milliseconds on the way of a chat message.
 */
import Dexie from 'dexie';
import type { OutboxRow } from '../db/engine-tables.js';
import type { AheadWrite } from './send-ahead.js';

export interface AppendListener {
  /** Inside the appending transaction: may mark the row sending, and send it once committed. */
  claim(row: OutboxRow): Promise<void>;
  /** After the commit of a row not claimed. */
  kick(): void;
  /** Before a write is appended: may start its request now (send-ahead.ts). */
  sendAhead(write: AheadWrite): void;
  /** The write sent ahead was not appended after all. */
  forgetAhead(uuid: string): void;
}

const listeners = new WeakMap<object, AppendListener>();

/** The leader's sender listens for the rows appended in its tab; returns the unsubscribe. */
export function onOutboxAppended(db: object, listener: AppendListener): () => void {
  listeners.set(db, listener);
  return () => {
    if (listeners.get(db) === listener) listeners.delete(db);
  };
}

/** Called inside the transaction that appended `row`, once its effects are applied. */
export async function announceAppended(db: object, row: OutboxRow): Promise<void> {
  const listener = listeners.get(db);
  if (!listener) return;
  await listener.claim(row);
  // Outside the finished transaction's zone: the pass it starts runs transactions of its own.
  const kick = () => Dexie.ignoreTransaction(() => listener.kick());
  const transaction = Dexie.currentTransaction;
  if (transaction) transaction.on('complete', kick);
  else kick();
}

/** Offers a write about to be appended in this tab to the leader's sender, to go ahead of its row
 * (send-ahead.ts); in another tab nothing happens and the row goes the ordinary way. */
export function offerAhead(db: object, write: AheadWrite): void {
  listeners.get(db)?.sendAhead(write);
}

/** The write offered ahead was not appended (its transaction failed). */
export function withdrawAhead(db: object, uuid: string): void {
  listeners.get(db)?.forgetAhead(uuid);
}
