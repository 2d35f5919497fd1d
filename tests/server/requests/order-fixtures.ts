/** The request tests' scene on the planning-domain world: a second branch of Acme with its own
 * location, the catalogue's equipment ids, dates ahead of today, and an order body builder. */
import { DateTime } from 'luxon';
import type { RequestBodyInput } from '../../../src-sync/protocol/request-writes.js';
import { WEEKDAYS } from '../../../src-sync/protocol/planning-status.js';
import type { World } from '../planning/fixtures.js';

export interface OrderScene {
  branch1: number;
  /** A second branch of Acme, with location `otherLocation`. */
  branch1b: number;
  otherLocation: number;
  /** Globex's branch. */
  branch2: number;
  equipment: [number, number];
}

export async function orderScene(w: World): Promise<OrderScene> {
  const db = w.server.ctx.db;
  const branch = async (client_id: number) => (await db.selectFrom('branches').select('id').where('client_id', '=', client_id).orderBy('id').executeTakeFirstOrThrow()).id;
  const branch1 = await branch(w.ids.client1);
  const branch2 = await branch(w.ids.client2);
  const branch1b = (await db.insertInto('branches').values({ client_id: w.ids.client1, name: 'Acme South', address: null, email: null, phone: null }).returning('id').executeTakeFirstOrThrow()).id;
  const otherLocation = (
    await db
      .insertInto('locations')
      .values({ client_id: w.ids.client1, branch_id: branch1b, name: 'South Gate', address: 'Rue 9', number: null, postal_code: null, city: null, country: null, latitude: null, longitude: null, timezone: 'Europe/Brussels' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const equipment = (await db.selectFrom('equipment').select('id').orderBy('id').execute()).map((r) => r.id);
  const [e1, e2] = equipment;
  if (e1 === undefined || e2 === undefined) throw new Error('scene: no equipment');
  await db.deleteFrom('change_log').execute();
  return { branch1, branch1b, otherLocation, branch2, equipment: [e1, e2] };
}

/** A calendar day `days` from today in Brussels (the world's locations are there). */
export const dayAhead = (days: number): string => DateTime.now().setZone('Europe/Brussels').plus({ days }).toFormat('yyyy-MM-dd');

/** Acme's order at its Main Gate: a static day job Mon-Fri over a week, and one event evening. */
export function orderBody(w: World, scene: OrderScene, extra: Partial<RequestBodyInput['request']> = {}): RequestBodyInput {
  const weekdays = WEEKDAYS.slice(0, 5).map((day) => ({ day, start: '08:00', end: '18:00', agents: 2 }));
  const evening = DateTime.fromISO(dayAhead(10));
  return {
    request: { client_id: w.ids.client1, branch_id: scene.branch1, location_id: w.ids.location1, po_number: 'PO-77', note: 'Badge at reception', equipment: [{ equipment_id: scene.equipment[0], quantity: 2 }], ...extra },
    planning: [
      { start: dayAhead(14), end: dayAhead(20), continuous: 0, request_type: 'Static', note: null, timeslots: weekdays },
      { start: evening.toFormat('yyyy-MM-dd'), end: evening.toFormat('yyyy-MM-dd'), continuous: false, request_type: 'Events', note: 'Gala', timeslots: [{ day: WEEKDAYS[evening.weekday - 1] ?? 'Monday', start: '19:00', end: '02:00', agents: 4 }] },
    ],
    currency: 'EUR',
    tempId: 'tmp-order-1',
  };
}

/** How many rows each table the order writes holds (a refused order must change none). */
export async function orderTableCounts(w: World): Promise<Record<string, number>> {
  const db = w.server.ctx.db;
  const count = async (table: 'requests' | 'request_timeslots' | 'request_equipment' | 'plannings' | 'notifications' | 'change_log') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    requests: await count('requests'), request_timeslots: await count('request_timeslots'), request_equipment: await count('request_equipment'),
    plannings: await count('plannings'), notifications: await count('notifications'), change_log: await count('change_log'),
  };
}
