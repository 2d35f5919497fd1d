/**
 * The phone's position for an event: one fresh fix, or none within the time limit (denied, no
 * signal, a desktop). An event never waits for a fix longer than that: the guard's Start counts
 * without one, and the server leaves it unchecked.
 */
import type { Fix } from '../../../src-sync/index.js';

export type FixResult = { fix: Fix } | { fix: null; reason: 'unsupported' | 'denied' | 'unavailable' };

const FIX_TIMEOUT_MS = 8000;

export function currentFix(timeoutMs = FIX_TIMEOUT_MS): Promise<FixResult> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve({ fix: null, reason: 'unsupported' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ fix: { latitude: position.coords.latitude, longitude: position.coords.longitude, accuracy: position.coords.accuracy } }),
      (error) => resolve({ fix: null, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 10_000 },
    );
  });
}
