/**
 * A history entry's image for display: read from the engine's image cache (so it shows offline),
 * as an object URL that is revoked when the image changes or the component unmounts. On a miss
 * while online, the engine is asked to fetch it (with the bearer token) into the cache, and the
 * live query shows it as soon as it lands.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { cachedImage, imageKeyOfHistory, type HistoryRow } from '../../../src-sync/index.js';
import { useObservableValue } from '../local-first/use-observable-value.js';
import { useOpenWorkspace } from '../local-first/workspace-context.js';

export type HistoryImageState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  /** Not cached, and offline or the server had none to give. `retry` asks again (online only). */
  | { status: 'unavailable'; offline: boolean; retry: (() => void) | null };

/** The spec shows history images as jpeg; a stored blob without a type is read as one. */
const FALLBACK_TYPE = 'image/jpeg';

export function useHistoryImage(row: Pick<HistoryRow, 'id' | 'request_id' | 'image'>): HistoryImageState {
  const { db, engine } = useOpenWorkspace();
  const online = useObservableValue(engine.online$, true);
  const key = imageKeyOfHistory(row);
  // undefined: still reading; null: not cached.
  const cached = useLiveQuery(() => (key === null ? Promise.resolve(null) : cachedImage(db, key)), [db, key]);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  /** Bumped by Retry: the fetch effect runs again. */
  const [attempt, setAttempt] = useState(0);
  const [url, setUrl] = useState<string | null>(null);
  const blobRef = useRef<Blob | null>(null);
  blobRef.current = cached ? cached.blob : null;
  const version = cached ? `${cached.key}@${cached.cached_at}` : null;

  // One URL per cached version (not per re-read of the same row), revoked when it goes.
  useEffect(() => {
    const blob = blobRef.current;
    if (version === null || blob === null) {
      setUrl(null);
      return;
    }
    const shown = blob.type ? blob : new Blob([blob], { type: FALLBACK_TYPE });
    const objectUrl = URL.createObjectURL(shown);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [version]);

  const { id, request_id: requestId, image } = row;
  const missing = cached === null && key !== null;
  useEffect(() => {
    if (!missing || !online || image === null || key === null || key.startsWith('upload:')) return;
    let active = true;
    void engine
      .fetchHistoryImage({ id, request_id: requestId, image }, { retry: attempt > 0 })
      .catch(() => false)
      .then((ok) => {
        if (active && !ok) setFailedKey(key);
      });
    return () => {
      active = false;
    };
  }, [missing, online, engine, id, requestId, image, key, attempt]);

  if (key === null) return { status: 'none' };
  if (url !== null && cached) return { status: 'ready', url };
  if (cached === undefined || (cached !== null && url === null)) return { status: 'loading' };
  // A picked image not in the cache any more cannot be fetched: it never reached the server.
  if (!online || failedKey === key || key.startsWith('upload:')) {
    const retry = online && !key.startsWith('upload:') ? () => (setFailedKey(null), setAttempt((n) => n + 1)) : null;
    return { status: 'unavailable', offline: !online, retry };
  }
  return { status: 'loading' };
}
