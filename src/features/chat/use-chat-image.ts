/** A chat photo as an object URL: the picked Blob while it waits to be sent, the server's photo
 * from the cache (fetched once with the user's token). */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { cachedImage, chatImageKey } from '../../../src-sync/index.js';
import { useChat } from './chat-context.js';

export function useChatImage(channelId: number, image: string | null): string | null {
  const { db, engine } = useChat();
  const key = image === null ? null : chatImageKey(channelId, image);
  const cached = useLiveQuery(() => (key === null ? null : cachedImage(db, key)), [db, key]);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (cached === null && image !== null) void engine.fetchChatImage(channelId, image).catch(() => false);
  }, [cached, image, channelId, engine]);
  useEffect(() => {
    // A cache row that holds no Blob (written by something else, or damaged) shows the photo's
    // placeholder rather than taking the conversation down.
    if (!cached || !(cached.blob instanceof Blob)) return undefined;
    const next = URL.createObjectURL(cached.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [cached]);
  return url;
}
