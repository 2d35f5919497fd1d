/** While the agent's SOS is open and the page is visible, its position follows the agent on the
 * team map: a fix is sent when it moved the marker meaningfully or at most every 15 s. */
import { useEffect } from 'react';
import { reportPosition, type LocalDb } from '../../../src-sync/index.js';
import { phoneNowUtc } from './field-time.js';

const MIN_INTERVAL_MS = 15_000;

export function usePositionReporting(db: LocalDb, agentId: number, active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('geolocation' in navigator)) return;
    let last = 0;
    let watch: number | null = null;
    const begin = () => {
      if (watch !== null || document.visibilityState !== 'visible') return;
      watch = navigator.geolocation.watchPosition(
        (position) => {
          const now = Date.now();
          if (now - last < MIN_INTERVAL_MS) return;
          last = now;
          const { latitude, longitude, accuracy } = position.coords;
          reportPosition(db, agentId, { recorded_at: phoneNowUtc(now), latitude, longitude, accuracy }).catch(() => undefined);
        },
        () => undefined,
        { enableHighAccuracy: true, maximumAge: 5000 },
      );
    };
    const end = () => {
      if (watch !== null) navigator.geolocation.clearWatch(watch);
      watch = null;
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? begin() : end());
    begin();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      end();
    };
  }, [db, agentId, active]);
}
