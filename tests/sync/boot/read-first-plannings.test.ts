/**
 * The start-up read of the planning list (src-sync/boot): the stored user's database, the
 * default window in start order, limited; a missing database is not created; malformed rows and
 * a corrupt stored account paint nothing rather than break; the read never writes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { OWN_ACCOUNT_KEY, VigilDb, createMemoryStorage, dbNameForUser, openFirstPlannings, readFirstPlannings, type PlanningRow } from '../../../src-sync/index.js';
import { planning } from '../../ui/planning-details/fixtures.js';

const USER_ID = 4242;
const query = { from: '2026-03-01 00:00:00', to: '2026-03-31 23:59:59', limit: 3 };

function storageFor(account: unknown) {
  const storage = createMemoryStorage();
  storage.setItem(OWN_ACCOUNT_KEY, typeof account === 'string' ? account : JSON.stringify(account));
  return storage;
}

const PLANNER = { id: USER_ID, first_name: 'Thomas', last_name: 'Janssens', entity: 'admin', roles: ['ROLE_PLANNER'], agent_id: null, client: null, subcontractor: null };
const deps = (account: unknown = PLANNER) => ({ storage: storageFor(account), indexedDB });

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((db) => db.name ?? '');
}

let db: VigilDb | null = null;
afterEach(async () => {
  db?.close();
  await db?.delete();
  db = null;
});

async function seed(rows: PlanningRow[]): Promise<void> {
  db = new VigilDb(dbNameForUser(USER_ID));
  await db.plannings.bulkPut(rows);
  db.close();
}

describe('readFirstPlannings', () => {
  it('reads the first plannings of the window in start order, up to the limit, with the user', async () => {
    await seed([
      planning(1, { start: '2026-03-05 08:00:00', end: '2026-03-05 16:00:00' }),
      planning(2, { start: '2026-02-28 08:00:00', end: '2026-02-28 16:00:00' }),
      planning(3, { start: '2026-03-02 08:00:00', end: '2026-03-02 16:00:00' }),
      planning(4, { start: '2026-03-03 08:00:00', end: '2026-03-03 16:00:00' }),
      planning(5, { start: '2026-03-09 08:00:00', end: '2026-03-09 16:00:00' }),
      planning(6, { start: '2026-04-01 08:00:00', end: '2026-04-01 16:00:00' }),
    ]);
    const first = await readFirstPlannings(deps(), query);
    expect(first?.user).toMatchObject({ id: USER_ID, first_name: 'Thomas', last_name: 'Janssens', client: null, subcontractor: null });
    expect(first?.user.flags).toMatchObject({ planner: true, admin: false });
    expect(first?.rows.map((row) => row.id)).toEqual([3, 4, 1]);
  });

  it('leaves out a row that lacks what a list row shows, and keeps the others', async () => {
    await seed([planning(1, { start: '2026-03-05 08:00:00' }), planning(2, { start: '2026-03-06 08:00:00' })]);
    const raw = new VigilDb(dbNameForUser(USER_ID));
    db = raw;
    await raw.plannings.put({ ...planning(3, { start: '2026-03-04 08:00:00' }), client: null } as unknown as PlanningRow);
    await raw.plannings.put({ ...planning(4, { start: '2026-03-04 09:00:00' }), status: 'lost' } as unknown as PlanningRow);
    raw.close();
    const first = await readFirstPlannings(deps(), { ...query, limit: 10 });
    expect(first?.rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('draws no menu from a stored account whose roles are not what they should be', async () => {
    await seed([planning(1, { start: '2026-03-05 08:00:00' })]);
    const first = await readFirstPlannings(deps({ ...PLANNER, roles: 'ROLE_ADMIN', client: { name: 7 } }), query);
    expect(first?.user).toMatchObject({ flags: null, client: null });
    expect(first?.rows).toHaveLength(1);
  });

  it('does not create the database of a user who has none on this device', async () => {
    expect(await readFirstPlannings(deps({ id: 9999 }), query)).toBeNull();
    expect(await databaseNames()).not.toContain(dbNameForUser(9999));
  });

  it('paints nothing without a stored account, or with a corrupt one', async () => {
    await seed([planning(1, { start: '2026-03-05 08:00:00' })]);
    expect(await readFirstPlannings({ storage: createMemoryStorage(), indexedDB }, query)).toBeNull();
    expect(await readFirstPlannings(deps('{not json'), query)).toBeNull();
    expect(await readFirstPlannings(deps({ id: '4242' }), query)).toBeNull();
    expect(await readFirstPlannings(deps({ id: -1 }), query)).toBeNull();
  });

  it('leaves the database as the app expects it: same version, rows untouched, open for Dexie', async () => {
    await seed([planning(1, { start: '2026-03-05 08:00:00' })]);
    await readFirstPlannings(deps(), query);
    db = new VigilDb(dbNameForUser(USER_ID));
    await db.open();
    expect(await db.plannings.count()).toBe(1);
  });
});

describe('openFirstPlannings (the read begun before the window is known)', () => {
  it('hands out the user at once and reads the window given later', async () => {
    await seed([planning(1, { start: '2026-03-05 08:00:00' }), planning(2, { start: '2026-03-02 08:00:00' })]);
    const opened = openFirstPlannings(deps());
    expect(opened?.user).toMatchObject({ id: USER_ID, first_name: 'Thomas' });
    expect((await opened?.read(query))?.map((row) => row.id)).toEqual([2, 1]);
  });

  it('reads nothing and closes the database when no window is given', async () => {
    await seed([planning(1, { start: '2026-03-05 08:00:00' })]);
    const opened = openFirstPlannings(deps());
    expect(await opened?.read(null)).toBeNull();
    // Closed: an upgrade by the app (a new schema version) is not blocked by this connection.
    db = new VigilDb(dbNameForUser(USER_ID));
    const blocked = await new Promise<boolean>((resolve) => {
      const request = indexedDB.open(dbNameForUser(USER_ID), 999);
      request.onblocked = () => resolve(true);
      request.onsuccess = () => {
        request.result.close();
        resolve(false);
      };
      request.onerror = () => resolve(false);
    });
    expect(blocked).toBe(false);
  });

  it('is null without a stored account, and opens no database for a user who has none', async () => {
    expect(openFirstPlannings({ storage: createMemoryStorage(), indexedDB })).toBeNull();
    const opened = openFirstPlannings(deps({ id: 9999 }));
    expect(await opened?.read(query)).toBeNull();
    expect(await databaseNames()).not.toContain(dbNameForUser(9999));
  });
});
