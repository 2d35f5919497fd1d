/** Same options and anchor: the same database, row for row. Another anchor: the same database
 * shifted in time (only datetimes, and the year inside request identifiers, differ). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seededDatabase, type SeededDatabase } from './seeded-database.js';
import type { Db } from '../../../server/db/connect.js';

const TABLES = [
  'clients', 'branches', 'locations', 'subcontractors', 'users', 'agents', 'licenses', 'equipment', 'contacts', 'accounts',
  'requests', 'request_equipment', 'request_timeslots', 'plannings', 'shifts', 'shift_agents', 'planning_history',
  'notifications', 'channels', 'channel_requests', 'channel_groups', 'messages', 'message_status',
] as const;

const ANCHOR = new Date('2026-01-14T10:17:00Z');
// A week later, same time of day; neither window (two months either side) crosses a DST change,
// so every local wall-clock time maps to the same UTC offset in both.
const WEEK_LATER = new Date('2026-01-21T10:17:00Z');
const WEEK_MS = 7 * 24 * 3600 * 1000;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** Calendar days (a timeslot's start_date and end_date). */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Row = Record<string, unknown>;

async function dump(db: Db, table: string): Promise<Row[]> {
  const { rows } = await sql<Row>`SELECT * FROM ${sql.table(table)} ORDER BY rowid`.execute(db);
  // The password hash carries a random salt by design: the one column that may differ.
  return rows.map(({ password_hash: _hash, ...rest }) => rest);
}

/** Moves every datetime and date back by `ms` and hides the year in request identifiers. */
function normalise(rows: Row[], ms: number): Row[] {
  const shift = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    if (DATETIME.test(value)) return new Date(Date.parse(`${value.replace(' ', 'T')}Z`) - ms).toISOString();
    if (DATE.test(value)) return new Date(Date.parse(`${value}T00:00:00Z`) - ms).toISOString().slice(0, 10);
    return value.replace(/REQ-\d{4}-/g, 'REQ-YYYY-');
  };
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, shift(v)])));
}

describe('seed determinism', () => {
  const options = { size: 300, messages: 600 } as const;
  let first: SeededDatabase;
  let second: SeededDatabase;
  let later: SeededDatabase;

  beforeAll(async () => {
    first = await seededDatabase({ ...options, now: ANCHOR });
    second = await seededDatabase({ ...options, now: ANCHOR });
    later = await seededDatabase({ ...options, now: WEEK_LATER });
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close(), later.close()]);
  });

  it('writes the same rows for the same options and anchor', async () => {
    for (const table of TABLES) {
      expect(await dump(second.db, table), table).toEqual(await dump(first.db, table));
    }
    expect(second.summary.counts).toEqual(first.summary.counts);
  });

  it('only shifts the dates for a later anchor', async () => {
    for (const table of TABLES) {
      const a = normalise(await dump(first.db, table), 0);
      const b = normalise(await dump(later.db, table), WEEK_MS);
      expect(b, table).toEqual(a);
    }
  });

  it('keeps the same requests and plannings for a later time of the same day', async () => {
    const afternoon = await seededDatabase({ ...options, now: new Date('2026-01-14T15:47:00Z') });
    try {
      // The showcase's running planning starts three hours before the anchor, by design.
      const running = await first.db.selectFrom('plannings').select('request_id').where('id', '<=', 8).where('status', '=', 'started').executeTakeFirstOrThrow();
      const shape = async (db: Db) => ({
        requests: await db.selectFrom('requests').select(['id', 'client_id', 'location_id', 'status', 'po_number', 'note']).orderBy('id').execute(),
        timeslots: await db.selectFrom('request_timeslots').select(['id', 'request_id', 'start', 'end', 'request_type', 'timeslots', 'status'])
          .where('request_id', '!=', running.request_id).orderBy('id').execute(),
        // Statuses of plannings running between the two anchors may differ; everything else may not.
        plannings: await db.selectFrom('plannings').select(['id', 'request_id', 'client_id', 'location_id', 'request_type', 'start', 'end', 'number_of_agents'])
          .where('request_id', '!=', running.request_id).orderBy('id').execute(),
      });
      expect(await shape(afternoon.db)).toEqual(await shape(first.db));
    } finally {
      await afternoon.close();
    }
  });

  it('is a different world for a different seed', async () => {
    const other = await seededDatabase({ ...options, now: ANCHOR, seed: 7 });
    try {
      const names = async (db: Db) => (await dump(db, 'agents')).map((r) => `${String(r.first_name)} ${String(r.last_name)}`);
      expect(await names(other.db)).not.toEqual(await names(first.db));
    } finally {
      await other.close();
    }
  });

  it('keeps plannings when only the message count changes', async () => {
    const chatty = await seededDatabase({ ...options, messages: 1200, now: ANCHOR });
    try {
      for (const table of ['plannings', 'shifts', 'shift_agents', 'planning_history', 'users'] as const) {
        expect(await dump(chatty.db, table), table).toEqual(await dump(first.db, table));
      }
      const count = await chatty.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1200);
    } finally {
      await chatty.close();
    }
  });
});
