/**
 * The in-memory echo of a message being sent (DESIGN.md section 6: Enter to the own message on
 * screen within one frame), or of another member's message arriving by the realtime event (a
 * second client sees it within 100 ms). No IndexedDB round trip fits in one frame, so `sendMessage` puts the
 * message here synchronously, in the keystroke's own task, and the conversation shows it at once,
 * while the durable write (the local copy and its outbox row, one transaction) runs.
 *
 * An echo stands in for its stored copy until a read of the local database shows that copy
 * (same `tempId`) or started after it was committed: every read is tagged with `generation()`
 * when it starts, and an echo stored at a later generation still shows next to it. So the
 * message is never missing for a frame between the two and never shows twice; nor does it come
 * back after the stored copy went (a send the server refused rolls its copy back). An echo whose
 * write failed is dropped, and the caller is told by the rejected send.
 */
import type { MessageRow } from '../protocol/entities.js';

interface Echo {
  row: MessageRow;
  /** The generation at which the stored copy was committed; null while the write runs. */
  storedAt: number | null;
}

export class MessageEchoes {
  private readonly echoes = new Map<string, Echo>();
  private counter = 0;
  private readonly listeners = new Set<() => void>();
  /** A new value after each change, for React's useSyncExternalStore. */
  private version = 0;

  /** Stamps a read of the messages table as it starts. */
  generation(): number {
    return this.counter;
  }

  add(row: MessageRow): void {
    if (row.tempId === null) throw new Error('An echoed message needs its tempId.');
    this.echoes.set(row.tempId, { row, storedAt: null });
    this.changed();
  }

  /** The stored copy is committed: reads starting from now show it. */
  stored(tempId: string): void {
    const echo = this.echoes.get(tempId);
    if (!echo) return;
    this.counter += 1;
    echo.storedAt = this.counter;
    this.changed();
  }

  drop(tempId: string): void {
    if (this.echoes.delete(tempId)) this.changed();
  }

  /**
   * The echoes of a group to show next to a read that started at `readAt` and holds the messages
   * whose tempIds are `shown`, oldest first (the order they were written).
   */
  unseenBy(channelId: number, readAt: number, shown: ReadonlySet<string>): MessageRow[] {
    const out: MessageRow[] = [];
    for (const [tempId, echo] of this.echoes) {
      if (echo.row.channel_id !== channelId || shown.has(tempId)) continue;
      if (echo.storedAt === null || echo.storedAt > readAt) out.push(echo.row);
    }
    return out;
  }

  /** Forgets the echoes of a group that a read started at `readAt` has seen stored. */
  forgetSeen(channelId: number, readAt: number): void {
    for (const [tempId, echo] of this.echoes) {
      if (echo.row.channel_id === channelId && echo.storedAt !== null && echo.storedAt <= readAt) this.echoes.delete(tempId);
    }
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): number {
    return this.version;
  }

  private changed(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}

const perDatabase = new WeakMap<object, MessageEchoes>();

/** The echoes of one local database (one signed-in user): the sender and the screens share it. */
export function messageEchoes(db: object): MessageEchoes {
  let echoes = perDatabase.get(db);
  if (!echoes) {
    echoes = new MessageEchoes();
    perDatabase.set(db, echoes);
  }
  return echoes;
}
