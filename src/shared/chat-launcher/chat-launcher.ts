/**
 * How any screen opens the chat widget on a conversation without importing the chat feature
 * (features do not import each other): a request page, a notification or a planning asks here,
 * and the widget, the one subscriber, opens the group. A request that arrives before the widget
 * is mounted waits for it.
 */
import { useSyncExternalStore } from 'react';

export type ChatTarget = { kind: 'request'; requestId: number } | { kind: 'channel'; channelId: number };

export interface ChatOpenRequest {
  target: ChatTarget;
  /** Increases with every ask, so asking twice for the same group opens it twice. */
  seq: number;
}

let pending: ChatOpenRequest | null = null;
let seq = 0;
const listeners = new Set<() => void>();

export function openChat(target: ChatTarget): void {
  seq += 1;
  pending = { target, seq };
  for (const listener of listeners) listener();
}

/** The widget takes the request once it has acted on it. */
export function takeChatOpenRequest(handled: ChatOpenRequest): void {
  if (pending?.seq === handled.seq) pending = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the widget: the latest unhandled ask, or null. */
export function useChatOpenRequest(): ChatOpenRequest | null {
  return useSyncExternalStore(subscribe, () => pending, () => null);
}
