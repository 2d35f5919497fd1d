/** A request created offline can be changed before the server has it: the change waits behind
 * the create and is delivered once, after it, with the server's id; the server's request ends as
 * the user last saw it (issue 14). */
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRequest, updateRequest } from '../../../src-sync/mutations/index.js';
import type { RequestBodyInput } from '../../../src-sync/protocol/request-writes.js';
import { eventually } from '../helpers/fakes.js';
import { RealStack, settle } from '../helpers/real-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  await stack.close();
});

const day = (n: number) => DateTime.now().setZone('Europe/Brussels').plus({ days: n }).toFormat('yyyy-MM-dd');
const everyDay = (start: string, end: string) =>
  (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map((weekday) => ({ day: weekday, start, end, agents: 1 }));
const isRequestWrite = (r: { method: string; url: string }) => (r.method === 'POST' || r.method === 'PUT') && r.url.startsWith('/api/requests');

describe('changing a request that has not reached the server', () => {
  it('queues the change behind the create and the server ends with the changed order', { timeout: 30_000 }, async () => {
    const { clients, locations } = stack.world;
    const handle = stack.engineFor('admin');
    await eventually(async () => (await handle.db.locations.get(locations.l1)) !== undefined);
    const branchId = (await handle.db.locations.get(locations.l1))?.branch_id ?? null;
    await stack.down();

    const order = (po: string, slots: RequestBodyInput['planning']): RequestBodyInput => ({
      request: { client_id: clients.c1, branch_id: branchId, location_id: locations.l1, po_number: po, note: null, equipment: [] },
      planning: slots,
    });
    const created = await createRequest(handle.db, order('PO-A', [{ start: day(10), end: day(12), continuous: 0, request_type: 'Static', note: null, timeslots: everyDay('08:00', '16:00') }]), { userId: stack.world.users.admin });
    expect(created.id).toBeLessThan(0);
    const [slot] = await handle.db.request_timeslots.where('request_id').equals(created.id).toArray();
    // Offline still: a new PO number and the timeslot's hours changed.
    const changed = await updateRequest(handle.db, created.id, order('PO-B', [{ id: slot?.id, start: day(10), end: day(12), continuous: 0, request_type: 'Static', note: null, timeslots: everyDay('20:00', '23:00') }]));
    expect(changed.uuid).not.toBeNull();
    const queued = await handle.db.outbox.orderBy('seq').toArray();
    expect(queued.map((row) => row.op)).toEqual(['create-request', 'update-request']);
    // The change names the request by its temp id (swapped when the create is answered) and its
    // timeslots without ids (they have none on the server yet).
    expect(queued[1]?.target_id).toBe(created.id);
    const body = queued[1]?.body as { po_number?: string; timeslots?: { id?: number }[]; base_version?: number };
    expect(body.po_number).toBe('PO-B');
    expect(body.timeslots?.every((t) => t.id === undefined)).toBe(true);
    expect(body.base_version).toBeUndefined();
    // The device shows the change at once.
    expect((await handle.db.requests.get(created.id))?.po_number).toBe('PO-B');

    await stack.up();
    await handle.engine.retryNow();
    await settle(handle);

    const writes = stack.proxy.forwarded.filter(isRequestWrite);
    expect(writes.map((w) => [w.method, w.status])).toEqual([['POST', 201], ['PUT', 200]]);
    const db = stack.server.context.db;
    const onServer = await db.selectFrom('requests').select(['id', 'po_number']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(onServer.po_number).toBe('PO-B');
    const slots = await db.selectFrom('request_timeslots').select(['id', 'timeslots']).where('request_id', '=', onServer.id).execute();
    expect(slots).toHaveLength(1);
    expect(JSON.parse(slots[0]?.timeslots ?? '[]')[0]).toMatchObject({ start: '20:00', end: '23:00' });
    const plannings = await db.selectFrom('plannings').select(['start', 'timeslot_id']).where('request_id', '=', onServer.id).execute();
    expect(plannings.length).toBe(3);
    expect(plannings.every((p) => p.timeslot_id === slots[0]?.id)).toBe(true);

    // And this device holds exactly the server's request, timeslot and plannings.
    expect(await handle.db.requests.get(created.id)).toBeUndefined();
    expect((await handle.db.requests.get(onServer.id))?.po_number).toBe('PO-B');
    expect((await handle.db.request_timeslots.where('request_id').equals(onServer.id).primaryKeys()).sort()).toEqual([slots[0]?.id]);
    expect(await handle.db.plannings.where('request_id').equals(onServer.id).count()).toBe(3);
    expect(await handle.db.outbox.count()).toBe(0);
  });
});
