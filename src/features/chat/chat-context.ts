/** What every part of the open widget needs: the workspace, the signed-in user, navigation. */
import { createContext, useContext } from 'react';
import type { Engine, LocalDb, OwnUser } from '../../../src-sync/index.js';

export type ChatView =
  | { kind: 'list' }
  | { kind: 'conversation'; channelId: number }
  | { kind: 'members'; channelId: number }
  | { kind: 'new-members'; channelId: number }
  | { kind: 'combine'; channelIds: number[] };

export interface ChatContextValue {
  db: LocalDb;
  engine: Engine;
  user: OwnUser;
  go: (view: ChatView) => void;
}

export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChat is only usable inside the chat widget.');
  return value;
}
