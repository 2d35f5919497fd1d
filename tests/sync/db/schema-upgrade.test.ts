/**
 * A device that installed Vigil before an index was added opens its database with the current
 * schema: every row is kept and the new index answers for the rows already there. Version 1 is
 * the first shipped schema, written out here as it was.
 */
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA, SCHEMA_VERSION } from '../../../src-sync/db/schema.js';
import { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { historyRow, planningRow } from '../helpers/rows.js';

const VERSION_1_HISTORY = 'id, planning_id, [planning_id+created_at], shift_id, agent_id';

let name = '';
afterEach(async () => {
  await Dexie.delete(name);
});

describe('local schema upgrade', () => {
  it('keeps every row of a version 1 database and indexes its history images', async () => {
    name = `vigil-upgrade-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(name);
    old.version(1).stores({ ...SCHEMA, planning_history: VERSION_1_HISTORY });
    await old.open();
    await old.table('plannings').bulkPut([planningRow(1), planningRow(2)]);
    await old.table('planning_history').bulkPut([
      historyRow(10, 1, null, { status: 'image', image: 'a.jpg' }),
      historyRow(11, 1, null, { status: 'note', image: null }),
      historyRow(12, 2, null, { status: 'image', image: 'b.jpg' }),
    ]);
    await old.table('sync_state').put({ key: 'cursor', value: 42 });
    old.close();

    const db = new VigilDb(name);
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.plannings.count()).toBe(2);
    expect(await db.planning_history.count()).toBe(3);
    expect(await db.sync_state.get('cursor')).toEqual({ key: 'cursor', value: 42 });
    // Only entries with an image are in the new index.
    const withImages = await db.planning_history.where('[planning_id+image]').between([1, Dexie.minKey], [2, Dexie.maxKey]).primaryKeys();
    expect(withImages.sort()).toEqual([10, 12]);
    db.close();
  });
});
