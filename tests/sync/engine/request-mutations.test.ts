/** The request mutations on the device (issue 14): a change of a pending order queues only what
 * changed with the version it was based on; nothing changed queues nothing; a cancel carries the
 * version and cancels what the planning state machine lets go; a broken order queues nothing. */
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { MutationInputError, cancelRequest, createRequest, updateRequest } from '../../../src-sync/mutations/index.js';
import type { RequestBodyInput } from '../../../src-sync/protocol/request-writes.js';
import { freshDb } from '../helpers/fakes.js';
import { planningRow, requestRow } from '../helpers/rows.js';

const T0 = '2026-01-01 00:00:00';
const ahead = (days: number) => DateTime.now().setZone('Europe/Brussels').plus({ days }).toFormat('yyyy-MM-dd');
let db: VigilDb;

const slot = { id: 50, start: ahead(10), end: ahead(16), continuous: 0 as const, request_type: 'Static' as const, note: null, timeslots: [{ day: 'Monday' as const, start: '08:00', end: '18:00', agents: 2 }] };

beforeEach(async () => {
  db = freshDb();
  await db.clients.put({ id: 1, name: 'Acme', email: null, phone: null, address: null, archived: 0, updated_at: T0 });
  await db.branches.put({ id: 2, client_id: 1, name: 'North', address: null, email: null, phone: null, archived: 0, updated_at: T0 });
  await db.locations.put({ id: 1, client_id: 1, branch_id: 2, name: 'HQ', address: 'Main street 1', number: null, postal_code: null, city: null, country: null, timezone: 'Europe/Brussels', latitude: null, longitude: null, subcontractor_id: null, archived: 0 as const, updated_at: T0 });
  await db.equipment.put({ id: 9, name: 'Radio', description: null, archived: 0, updated_at: T0 });
  await db.requests.put(requestRow(5, { branch_id: 2, po_number: 'PO-1', version: 4 }));
  await db.request_timeslots.put({ id: 50, request_id: 5, start: T0, end: T0, continuous: 0, request_type: 'Static', note: null, timeslots: slot.timeslots, status: 'pending', updated_at: T0, start_date: slot.start, end_date: slot.end });
  await db.plannings.bulkPut([planningRow(70, { request_id: 5, timeslot_id: 50, status: 'pending' }), planningRow(71, { request_id: 5, timeslot_id: 50, status: 'started' })]);
});
afterEach(async () => {
  await db.delete();
});

const order = (change: Partial<RequestBodyInput['request']> = {}, planning: RequestBodyInput['planning'] = [slot]): RequestBodyInput => ({
  request: { client_id: 1, branch_id: 2, location_id: 1, po_number: 'PO-1', note: null, equipment: [], ...change },
  planning,
});

describe('request mutations, before the server answers', () => {
  it('queues only the changed fields with the version the view is based on, and keeps the plannings of an untouched timeslot', async () => {
    await updateRequest(db, 5, order({ po_number: 'PO-2', equipment: [{ equipment_id: 9, quantity: 1 }] }));
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ method: 'PUT', path: '/api/requests/{id}', target_id: 5 });
    expect(row?.body).toEqual({ po_number: 'PO-2', equipment: [{ equipment_id: 9, quantity: 1 }], base_version: 4, currency: 'EUR' });
    expect(await db.requests.get(5)).toMatchObject({ po_number: 'PO-2' });
    expect(await db.plannings.where('request_id').equals(5).count()).toBe(2);
  });

  it('sends the whole timeslot list when one changed, and drops the plannings it will make again', async () => {
    const changed = { ...slot, end: ahead(20) };
    await updateRequest(db, 5, order({}, [changed]));
    const [row] = await db.outbox.toArray();
    expect(row?.body).toEqual({ timeslots: [changed], base_version: 4, currency: 'EUR' });
    expect(await db.plannings.where('request_id').equals(5).count()).toBe(0);
  });

  it('queues nothing when nothing changed, and refuses a broken order before queuing', async () => {
    expect((await updateRequest(db, 5, order())).uuid).toBeNull();
    await expect(updateRequest(db, 5, order({}, []))).rejects.toBeInstanceOf(MutationInputError);
    await expect(createRequest(db, order({ equipment: [{ equipment_id: 99, quantity: 1 }] }, [{ ...slot, id: undefined }]), { userId: 3 })).rejects.toMatchObject({
      issues: [{ path: 'request.equipment.0.equipment_id', message: 'no such equipment' }],
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('cancels with the version, and moves only the plannings the state machine lets go', async () => {
    await cancelRequest(db, 5);
    expect((await db.outbox.toArray())[0]?.body).toEqual({ base_version: 4 });
    expect(await db.requests.get(5)).toMatchObject({ status: 'cancelled' });
    expect((await db.plannings.get(70))?.status).toBe('cancelled');
    expect((await db.plannings.get(71))?.status).toBe('started');
    await expect(updateRequest(db, 5, order({ po_number: 'PO-3' }))).rejects.toBeInstanceOf(MutationInputError);
  });
});
