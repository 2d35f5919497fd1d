/**
 * One of a request's images for display: read from the engine's image cache (so a request seen
 * once shows its images offline), as an object URL revoked when the image changes or the
 * component unmounts. On a miss while online the engine fetches it (with the bearer token) into
 * the cache, and the live query shows it as soon as it lands. A picked image waiting to be sent
 * is its own blob in the cache.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { cachedImage, requestImageKey } from '../../../../src-sync/index.js';
import { useObservableValue } from '../../../shared/local-first/use-observable-value.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

export type RequestImageState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'unavailable'; offline: boolean };

export function useRequestImage(requestId: number, file: string): RequestImageState {
  const { db, engine } = useOpenWorkspace();
  const online = useObservableValue(engine.online$, true);
  const key = requestImageKey(requestId, file);
  // undefined: still reading; null: not cached.
  const cached = useLiveQuery(() => cachedImage(db, key), [db, key]);
  const [failed, setFailed] = useState(false);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!cached) return undefined;
    const objectUrl = URL.createObjectURL(cached.blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [cached]);

  useEffect(() => {
    if (cached !== null || !online) return undefined;
    let active = true;
    void engine
      .fetchRequestImage(requestId, file)
      .catch(() => false)
      .then((ok) => {
        if (active && !ok) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [cached, online, engine, requestId, file]);

  if (cached && url !== null) return { status: 'ready', url };
  if (cached === null && (!online || failed)) return { status: 'unavailable', offline: !online };
  return { status: 'loading' };
}
