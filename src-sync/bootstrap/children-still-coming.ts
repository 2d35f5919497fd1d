/**
 * Whether a first sync has yet to bring a planning's shifts and history. The bootstrap brings the
 * window's plannings first and their children in the steps after (protocol/bootstrap.ts): a
 * planning opened in those seconds is on the device without them, and Planning Details would say
 * "no shifts" of a planning that has some. Such a planning's children are loaded on their own
 * (`loadPlanningRows`) instead of waiting for their step.
 */
import type { LocalDb } from '../db/local-db.js';
import { writableDb } from '../db/vigil-db.js';
import { readCursor } from '../pull/sync-state.js';
import { BOOTSTRAP_STEPS, PLANNING_CHILD_ENTITIES, type BootstrapPart } from '../protocol/bootstrap.js';
import type { PlanningRow } from '../protocol/entities.js';
import { readBootstrapState } from './bootstrap-state.js';

/** The index of the last step bringing children of the plannings of `part`. */
function lastChildStep(part: BootstrapPart): number {
  return BOOTSTRAP_STEPS.findLastIndex((step) => step.part === part && PLANNING_CHILD_ENTITIES.includes(step.entity));
}

export async function childrenStillComing(local: LocalDb, planning: Pick<PlanningRow, 'start' | 'end'>): Promise<boolean> {
  const db = writableDb(local);
  const state = await readBootstrapState(db);
  if (state === null || state.next === null || (await readCursor(db)) > 0) return false;
  // Before the horizon the first sync brings nothing of it (it was loaded on demand, whole).
  if (state.horizonStart !== null && planning.end < state.horizonStart) return false;
  // The window as the server reads it: plannings with start <= to and end >= from.
  const part: BootstrapPart = planning.start <= state.window.to && planning.end >= state.window.from ? 'window' : 'horizon';
  return state.next.step <= lastChildStep(part);
}
