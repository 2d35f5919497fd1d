/** The order's rules that need the stored rows (spec section 7; issue 14 "Bad input"), on the
 * device's copies: a location of another branch, a branch of another client, unknown equipment
 * each land on their field; an order's paths read as the form's fields. */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { emptyOrder, formPath, orderIssues, type OrderContext, type OrderValues } from '../../../src/features/requests/form/order-values.js';

const T0 = '2026-01-01 00:00:00';
const place = { address: 'Quay 1', number: null, postal_code: null, city: null, country: null, timezone: 'Europe/Brussels', latitude: null, longitude: null, subcontractor_id: null, archived: 0 as const, updated_at: T0 };
const context: OrderContext = {
  clients: [{ id: 10, name: 'Harbour Mall', email: null, phone: null, address: null, archived: 0, updated_at: T0 }, { id: 20, name: 'Globex', email: null, phone: null, address: null, archived: 0, updated_at: T0 }],
  branches: [{ id: 11, client_id: 10, name: 'North', address: null, email: null, phone: null, archived: 0, updated_at: T0 }, { id: 21, client_id: 20, name: 'Globex HQ', address: null, email: null, phone: null, archived: 0, updated_at: T0 }],
  locations: [{ id: 31, client_id: 10, branch_id: 11, name: 'Gate', ...place }, { id: 32, client_id: 10, branch_id: null, name: 'Yard', ...place }],
  equipmentIds: new Set([41]),
};
const day = (days: number) => DateTime.now().setZone('Europe/Brussels').plus({ days }).toFormat('dd/MM/yyyy');

function order(change: Partial<OrderValues> = {}): OrderValues {
  const values = emptyOrder(10);
  const slot = values.timeslots[0];
  if (slot) Object.assign(slot, { start: day(10), end: day(16), days: slot.days.map((d) => ({ ...d, on: true })) });
  return { ...values, branch_id: '11', location_id: '31', ...change };
}

describe('order rules on the stored rows', () => {
  it('accepts a good order', () => {
    expect(orderIssues(order(), context)).toEqual([]);
  });

  it("accepts a change of an order still on its way, whose timeslots have only this device's temp ids", () => {
    const values = order({ po_number: 'PO2' });
    const slot = values.timeslots[0];
    if (slot) slot.id = -3;
    expect(orderIssues(values, context)).toEqual([]);
    // A real id of no timeslot is still the schema's to refuse.
    if (slot) slot.id = 0;
    expect(orderIssues(values, context)).toEqual([{ path: 'timeslots.0.id', message: 'expected a positive whole number' }]);
  });

  it('names a location of another branch, a branch of another client and unknown equipment', () => {
    expect(orderIssues(order({ location_id: '32' }), context)).toEqual([{ path: 'location_id', message: 'not a location of this branch' }]);
    expect(orderIssues(order({ branch_id: '21' }), context)).toEqual(
      expect.arrayContaining([{ path: 'branch_id', message: 'not a branch of this client' }]),
    );
    expect(orderIssues(order({ equipment: [{ equipment_id: '99', quantity: '1' }] }), context)).toEqual([{ path: 'equipment.0.equipment_id', message: 'no such equipment' }]);
    expect(orderIssues(order({ equipment: [{ equipment_id: '41', quantity: '0' }] }), context)).toEqual([{ path: 'equipment.0.quantity', message: 'at least 1' }]);
  });

  it("tells a negative count 'at least 1' and only what is not a whole number 'expected a whole number'", () => {
    expect(orderIssues(order({ equipment: [{ equipment_id: '41', quantity: '-2' }] }), context)).toEqual([{ path: 'equipment.0.quantity', message: 'at least 1' }]);
    expect(orderIssues(order({ equipment: [{ equipment_id: '41', quantity: '2.5' }] }), context)).toEqual([{ path: 'equipment.0.quantity', message: 'expected a whole number' }]);
  });

  it("reads an order's paths as the form's fields, a day line by its weekday row", () => {
    const values = order();
    const slot = values.timeslots[0];
    if (slot) slot.days = slot.days.map((d, row) => ({ ...d, on: row === 2 || row === 5 }));
    expect(formPath('request.location_id', values)).toBe('location_id');
    expect(formPath('planning', values)).toBe('timeslots');
    expect(formPath('planning.0.end', values)).toBe('timeslots.0.end');
    expect(formPath('planning.0.timeslots', values)).toBe('timeslots.0.days');
    expect(formPath('planning.0.timeslots.1.agents', values)).toBe('timeslots.0.days.5.agents');
  });
});
