/**
 * The geofence rule for an agent's Start and End (issue: agents in the field). Pure, shared by the
 * server (which flags the entry) and the phone view (which tells the agent before sending).
 *
 * A fix is judged against the location's coordinates with a buffer that follows the fix's own
 * accuracy, the rule widely used by workforce apps: within 50 m when the fix is accurate to 10 m or
 * better, within 100 m when accurate to 300 m; a fix worse than 300 m says nothing about where the
 * agent is and is ignored (`unchecked`), as is a location without coordinates. An `outside` entry
 * is recorded and flagged for the planner, never refused: the guard is at work either way.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface Fix extends Coordinates {
  /** Radius of 68 % confidence in metres, as the Geolocation API reports it. */
  accuracy: number;
}

export type FenceVerdict = 'inside' | 'outside' | 'unchecked';

export const FENCE_TIGHT_ACCURACY_M = 10;
export const FENCE_TIGHT_BUFFER_M = 50;
export const FENCE_LOOSE_ACCURACY_M = 300;
export const FENCE_LOOSE_BUFFER_M = 100;

const EARTH_RADIUS_M = 6_371_008.8;

/** The buffer for a fix of this accuracy, or null when the fix is too poor to judge. */
export function fenceBuffer(accuracy: number): number | null {
  if (!Number.isFinite(accuracy) || accuracy < 0) return null;
  if (accuracy <= FENCE_TIGHT_ACCURACY_M) return FENCE_TIGHT_BUFFER_M;
  if (accuracy <= FENCE_LOOSE_ACCURACY_M) return FENCE_LOOSE_BUFFER_M;
  return null;
}

/** Great-circle distance in metres (haversine; exact enough at the scale of a site). */
export function distanceMeters(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where a fix is relative to the site; `unchecked` without a fix, a site position or a usable accuracy. */
export function judgeFix(fix: Fix | null, site: Coordinates | null): FenceVerdict {
  if (fix === null || site === null) return 'unchecked';
  const buffer = fenceBuffer(fix.accuracy);
  if (buffer === null) return 'unchecked';
  return distanceMeters(fix, site) <= buffer ? 'inside' : 'outside';
}
