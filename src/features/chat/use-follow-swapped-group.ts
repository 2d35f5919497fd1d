/**
 * A group created on this device has a temporary (negative) id until the server's answer swaps
 * in its own. A view open on the temporary id would then read a group that no longer exists (no
 * name, no messages): it follows the swap, through the engine's mapping (currentRecordId).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { currentRecordId, isTempId, type LocalDb } from '../../../src-sync/index.js';
import type { ChatView } from './chat-context.js';

export function useFollowSwappedGroup(db: LocalDb, view: ChatView, setView: (view: ChatView) => void): void {
  const channelId = 'channelId' in view ? view.channelId : null;
  const current = useLiveQuery(async () => (channelId !== null && isTempId(channelId) ? currentRecordId(db, channelId) : channelId), [db, channelId]);
  useEffect(() => {
    if ('channelId' in view && current != null && current !== view.channelId) setView({ ...view, channelId: current });
  }, [current, view, setView]);
}
