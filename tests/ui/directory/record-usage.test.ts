/**
 * A delete's usage counts on the device (src/features/directory/collections/usage.ts): through an
 * index where the table has one, with a filter on the big tables that index only what their
 * screens query (plannings, shifts, history). Each count must run on the local schema as it is.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/index.js';
import { agentCollection } from '../../../src/features/directory/collections/agent-collection.js';
import { locationCollection } from '../../../src/features/directory/collections/location-collection.js';
import { subcontractorCollection } from '../../../src/features/directory/collections/subcontractor-collection.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { historyRow, planningRow, requestRow, shiftRow } from '../../sync/helpers/rows.js';

let db: VigilDb | null = null;
afterEach(async () => {
  db?.close();
  await db?.delete();
  db = null;
});

describe('what still uses a record, counted on the device', () => {
  it('counts plannings, shifts and history by fields their tables do not index', async () => {
    db = freshDb();
    await db.requests.put(requestRow(1, { location_id: 30 }));
    await db.plannings.bulkPut([planningRow(10, { location_id: 30, subcontractor_id: 5 }), planningRow(11, { location_id: 31, subcontractor_id: 6 })]);
    await db.shifts.bulkPut([shiftRow(20, 10, { subcontractor_id: 5, agents: [{ id: 7, first_name: 'Ana', last_name: 'Lee', agent_shift_id: 70 }] })]);
    await db.planning_history.put(historyRow(40, 10, 20, { agent_id: 7 }));
    expect(await locationCollection.usage(db, 30)).toEqual({ requests: 1, plannings: 1 });
    expect(await locationCollection.usage(db, 32)).toEqual({ requests: 0, plannings: 0 });
    expect(await subcontractorCollection.usage(db, 5)).toMatchObject({ plannings: 1, shifts: 1 });
    expect(await agentCollection.usage(db, 7)).toMatchObject({ shifts: 1, history: 1 });
  });
});
