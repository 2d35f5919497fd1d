/**
 * A small, readable set of plannings around today for the list tests. Days are relative to the
 * local today, so the default window (today 00:00 to one month ahead 23:59) always holds the same
 * rows: ids 1-8 in it, 9 running since last night (in by overlap), 10 at +40 days (in 'Next 3
 * months'), 11 ten days ago (only in 'All dates').
 */
import type { PlanningRow } from '../../../src-sync/index.js';
import { fromToday, makePlanning } from './planning-fixtures.js';

const harbour = { client_id: 1, client: { name: 'Harbour Mall' } };
const antwerp = { ...harbour, branch_id: 11, branch: { name: 'Antwerp' } };
const gent = { ...harbour, branch_id: 12, branch: { name: 'Gent' } };
const liege = { client_id: 3, client: { name: 'Liège Expo' }, branch_id: 31, branch: { name: 'Centre' } };
const northGate = { location_id: 101, location: { name: 'North Gate', address: 'Kaai 12', number: '3', timezone: 'Europe/Brussels' } };
const dock = { location_id: 102, location: { name: 'Dock 7', address: 'Havenlaan 7', number: null, timezone: 'Europe/Brussels' } };
const hall = { location_id: 301, location: { name: 'Hall 2', address: 'Boulevard de la Sauvenière 1', number: null, timezone: 'Europe/Brussels' } };
const argus = { subcontractor_id: 501, contractor: { name: 'Argus Bewaking NV' }, contractor_status: 'accepted' as const };
const nightwatch = { subcontractor_id: 502, contractor: { name: 'NightWatch BV' }, contractor_status: 'pending' as const };

const at = (days: number, hours: number, length = 8) => ({ start: fromToday(days, hours), end: fromToday(days, hours + length) });

export const DATASET: PlanningRow[] = [
  makePlanning(1, { ...antwerp, ...northGate, ...argus, ...at(0, 19), status: 'confirmed', number_of_agents: 2 }),
  makePlanning(2, { ...antwerp, ...dock, ...at(1, 7), status: 'pending', number_of_agents: 1, description: 'Reception desk: visitor registration.' }),
  makePlanning(3, { ...gent, ...dock, ...nightwatch, ...at(2, 22), status: 'pending', po_number: 'PO-7781' }),
  makePlanning(4, { ...liege, ...hall, ...at(3, 17), status: 'confirmed', number_of_agents: 5, description: 'Event security: bag checks.' }),
  makePlanning(5, { ...liege, ...hall, ...argus, ...at(5, 8), status: 'cancelled' }),
  makePlanning(6, { ...antwerp, ...northGate, ...at(7, 6), status: 'rejected' }),
  makePlanning(7, { ...gent, ...dock, ...argus, ...at(12, 19), status: 'finished' }),
  makePlanning(8, { ...antwerp, ...northGate, ...argus, ...at(25, 22), status: 'archived' }),
  makePlanning(9, { ...antwerp, ...northGate, ...argus, ...at(-1, 22), status: 'started' }),
  makePlanning(10, { ...gent, ...dock, ...at(40, 8), status: 'pending' }),
  makePlanning(11, { ...liege, ...hall, ...at(-10, 8), status: 'finished' }),
];

export const IN_DEFAULT_WINDOW = [9, 1, 2, 3, 4, 5, 6, 7, 8];
