/**
 * The start-up read begun by the page's entry: on the planning list's own path, with a stored
 * account, the user's database starts opening now (null anywhere else). Free of the paint's
 * code (luxon, the row markup), so the entry stays small.
 */
import { openFirstPlannings, type OpenedFirstPlannings } from '../../../src-sync/index.js';
import { isPlanningListPath } from '../../shared/first-screen/first-screen-handle.js';

export function beginFirstRead(): OpenedFirstPlannings | null {
  if (!isPlanningListPath(window.location.pathname)) return null;
  return openFirstPlannings({ storage: window.localStorage, indexedDB: window.indexedDB });
}
