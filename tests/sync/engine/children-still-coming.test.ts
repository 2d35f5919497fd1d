/** A planning's shifts and history are still to come while the first sync has not passed the
 * children steps of its part (window or horizon); never on a synced device, nor for a planning
 * from before the horizon (the first sync brings nothing of it). */
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { BOOTSTRAP_META_KEY, type BootstrapState } from '../../../src-sync/bootstrap/bootstrap-state.js';
import { childrenStillComing } from '../../../src-sync/bootstrap/children-still-coming.js';
import { BOOTSTRAP_STEPS, HORIZON_PLANNINGS_STEP, PLANNING_CHILD_ENTITIES, WINDOW_STEP } from '../../../src-sync/protocol/bootstrap.js';
import { freshDb } from '../helpers/fakes.js';

const dbs: VigilDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await db.delete();
  }
});

const WINDOW = { from: '2026-11-28 00:00:00', to: '2026-12-28 23:59:59' };
const inWindow = { start: '2026-12-01 08:00:00', end: '2026-12-01 16:00:00' };
// Ends inside the window: in it by overlap, as the server reads it.
const overlapping = { start: '2026-11-27 22:00:00', end: '2026-11-28 06:00:00' };
const inHorizon = { start: '2026-11-01 08:00:00', end: '2026-11-01 16:00:00' };
const beforeHorizon = { start: '2026-07-01 08:00:00', end: '2026-07-01 16:00:00' };

function state(next: BootstrapState['next']): BootstrapState {
  return { window: WINDOW, head: 10, next, horizonStart: '2026-08-30 00:00:00', windowTotal: 5, windowLoaded: 5, total: 50, loaded: 10 };
}

async function device(next: BootstrapState['next'] | 'none', cursor = 0) {
  const db = freshDb();
  dbs.push(db);
  await db.open();
  if (next !== 'none') await db.meta.put({ key: BOOTSTRAP_META_KEY, value: state(next) });
  if (cursor > 0) await db.sync_state.put({ key: 'cursor', value: cursor });
  return db;
}

const lastChildStep = (part: 'window' | 'horizon') => BOOTSTRAP_STEPS.findLastIndex((step) => step.part === part && PLANNING_CHILD_ENTITIES.includes(step.entity));

describe('childrenStillComing', () => {
  it('is true for a window planning until the window\'s children steps are past', async () => {
    for (let step = WINDOW_STEP; step <= lastChildStep('window'); step++) {
      const db = await device({ step, after: 3 });
      expect(await childrenStillComing(db, inWindow)).toBe(true);
      expect(await childrenStillComing(db, overlapping)).toBe(true);
    }
    const past = await device({ step: lastChildStep('window') + 1, after: 0 });
    expect(await childrenStillComing(past, inWindow)).toBe(false);
    expect(await childrenStillComing(past, overlapping)).toBe(false);
  });

  it('is true for a planning of the horizon until the horizon\'s children steps are past', async () => {
    expect(await childrenStillComing(await device({ step: WINDOW_STEP + 1, after: 0 }), inHorizon)).toBe(true);
    expect(await childrenStillComing(await device({ step: HORIZON_PLANNINGS_STEP, after: 0 }), inHorizon)).toBe(true);
    expect(await childrenStillComing(await device({ step: lastChildStep('horizon'), after: 9 }), inHorizon)).toBe(true);
    expect(await childrenStillComing(await device({ step: lastChildStep('horizon') + 1, after: 0 }), inHorizon)).toBe(false);
  });

  it('is false on a synced device, before any first sync, and for a planning from before the horizon', async () => {
    expect(await childrenStillComing(await device(null), inWindow)).toBe(false);
    expect(await childrenStillComing(await device('none'), inWindow)).toBe(false);
    // A cursor: synced, whatever the meta says (another tab finished the sync).
    expect(await childrenStillComing(await device({ step: WINDOW_STEP + 1, after: 0 }, 40), inWindow)).toBe(false);
    expect(await childrenStillComing(await device({ step: WINDOW_STEP + 1, after: 0 }), beforeHorizon)).toBe(false);
  });
});
