/**
 * "Return to the previous path" (spec section 4): guards put the location they bounced from into
 * the router state as `from`; sign-in, /refreshing and the OAuth start read it back.
 */
import type { Location } from 'react-router';

export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export const HOME_PATH = '/dashboard';

export function fromState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): FromState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** The path to go back to, or the default landing route. Only same-app paths are accepted. */
export function returnPath(state: unknown, fallback = HOME_PATH): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
