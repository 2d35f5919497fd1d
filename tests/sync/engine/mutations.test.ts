/** The optimistic side of each planning mutation (what the UI shows before the server answers),
 * and the refusals made before anything is queued. Their server side is covered by
 * real-server-mutations.test.ts. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import {
  MutationInputError, cancelForward, cancelPlanning, createHistory, deleteHistory, deletePlannings, forwardPlanning, updateHistory,
} from '../../../src-sync/mutations/index.js';
import { freshDb } from '../helpers/fakes.js';
import { agentRow, historyRow, planningRow, shiftRow, subcontractorRow } from '../helpers/rows.js';

let db: VigilDb;
beforeEach(async () => {
  db = freshDb();
  await db.plannings.bulkPut([planningRow(1, { subcontractor_id: 3, contractor: { name: 'Old Co' }, contractor_status: 'accepted', status: 'confirmed' }), planningRow(2)]);
  await db.shifts.bulkPut([shiftRow(10, 1, { agents: [{ id: 7, first_name: 'Ann', last_name: 'Agent', agent_shift_id: 70 }] }), shiftRow(11, 1), shiftRow(20, 2)]);
  await db.planning_history.bulkPut([historyRow(100, 1, 10), historyRow(101, 1, null, { status: 'image', image: 'a.jpg' }), historyRow(200, 2, 20)]);
  await db.subcontractors.bulkPut([subcontractorRow(3, 'Old Co'), subcontractorRow(4, 'New Co')]);
  await db.agents.put(agentRow(7, { first_name: 'Ann' }));
});
afterEach(async () => {
  await db.delete();
});

describe('planning mutations, before the server answers', () => {
  it('forwards with the new contractor and, with remove_shifts, removes shifts and detaches their history', async () => {
    await forwardPlanning(db, { forwarded: [{ planning_id: 1, subcontractor_id: 4 }], remove_shifts: true });
    expect(await db.plannings.get(1)).toMatchObject({ subcontractor_id: 4, contractor: { name: 'New Co' }, contractor_status: 'pending' });
    expect(await db.shifts.filter((row) => row.planning_id === 1).count()).toBe(0);
    expect(await db.planning_history.get(100)).toMatchObject({ shift_id: null, agent_shift_id: null });
    expect(await db.shifts.get(20)).toBeDefined();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ method: 'POST', path: '/api/planning/forward', body: { forwarded: [{ planning_id: 1, subcontractor_id: 4 }], remove_shifts: true } });
  });

  it('forwards keeping shifts by default', async () => {
    await forwardPlanning(db, { forwarded: [{ planning_id: 2, subcontractor_id: 4 }] });
    expect(await db.shifts.get(20)).toBeDefined();
    expect((await db.outbox.toArray())[0]?.body).toEqual({ forwarded: [{ planning_id: 2, subcontractor_id: 4 }], remove_shifts: false });
  });

  it('cancels a forward: no contractor, shifts removed', async () => {
    await cancelForward(db, 1);
    expect(await db.plannings.get(1)).toMatchObject({ subcontractor_id: null, contractor: null, contractor_status: null });
    expect(await db.shifts.filter((row) => row.planning_id === 1).count()).toBe(0);
    await expect(cancelForward(db, 2)).rejects.toBeInstanceOf(MutationInputError);
  });

  it('cancels a planning only where the state machine allows it', async () => {
    await cancelPlanning(db, 1);
    expect((await db.plannings.get(1))?.status).toBe('cancelled');
    await db.plannings.put(planningRow(5, { status: 'archived' }));
    await expect(cancelPlanning(db, 5)).rejects.toMatchObject({ issues: [{ path: 'status' }] });
  });

  it('deletes plannings with their shifts and history', async () => {
    await deletePlannings(db, [1, 99]);
    expect(await db.plannings.get(1)).toBeUndefined();
    expect(await db.shifts.filter((row) => row.planning_id === 1).count()).toBe(0);
    expect(await db.planning_history.filter((row) => row.planning_id === 1).count()).toBe(0);
    expect(await db.plannings.get(2)).toBeDefined();
    expect((await db.outbox.toArray())[0]).toMatchObject({ method: 'DELETE', path: '/api/planning', body: { planning_id: [1, 99] } });
    await expect(deletePlannings(db, [])).rejects.toMatchObject({ issues: [{ path: 'planning_id' }] });
  });

  it('creates a history entry with the agent’s name and assignment', async () => {
    const entry = await createHistory(db, { shift_id: 10, agent_id: 7, status: 'break', created_at: '2026-02-01 10:00:00', break_reason: 'lunch' });
    expect(await db.planning_history.get(entry.id)).toMatchObject({
      planning_id: 1, shift_id: 10, agent_id: 7, agent_shift_id: 70, status: 'break', break_reason: 'lunch', agent: { first_name: 'Ann' }, image: null,
    });
  });

  it('edits a history entry, refusing a status change and any edit of an image entry', async () => {
    await updateHistory(db, 100, { shift_id: 10, agent_id: 7, created_at: '2026-02-01 09:15:00', note: 'late' });
    expect(await db.planning_history.get(100)).toMatchObject({ created_at: '2026-02-01 09:15:00', note: 'late', status: 'note' });
    await expect(updateHistory(db, 100, { shift_id: 10, agent_id: 7, created_at: '2026-02-01 09:15:00', status: 'ended' })).rejects.toMatchObject({ issues: [{ path: 'status' }] });
    await expect(updateHistory(db, 101, { shift_id: 10, agent_id: 7, created_at: '2026-02-01 09:15:00' })).rejects.toBeInstanceOf(MutationInputError);
    await deleteHistory(db, 200);
    expect(await db.planning_history.get(200)).toBeUndefined();
    expect(await db.outbox.count()).toBe(2);
  });
});
