/**
 * Migration 0016 on a database that already holds creates made offline: the orders and SOS alarms
 * whose rows name their creator are kept once from the start (`created_records`), so a copy sent
 * again after the release is answered, not stored twice. Records that name no creator are not.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { databaseBefore } from './database-before.js';

describe('migration 0016-created-records', () => {
  it('records the creator and tempId of existing orders and SOS alarms, and nothing else', async () => {
    const db = await databaseBefore('0016-created-records');
    await sql`INSERT INTO requests (id, identifier, client_id, location_id, created_by, temp_id, created_at, updated_at) VALUES
      (1, 'REQ-1', 1, 1, 7, 'tmp-order', '2026-11-01 10:00:00', '2026-11-01 10:00:00'),
      (2, 'REQ-2', 1, 1, 7, NULL, '2026-11-01 10:00:00', '2026-11-01 10:00:00')`.execute(db);
    await sql`INSERT INTO sos_alerts (id, agent_id, user_id, raised_at, received_at, temp_id) VALUES
      (3, 4, 9, '2026-11-02 03:00:00', '2026-11-02 03:00:01', 'tmp-sos')`.execute(db);
    await sql`INSERT INTO plannings (id, request_id, request_type, client_id, location_id, start, "end", temp_id) VALUES (5, 1, 'Static', 1, 1, '2026-12-01 08:00:00', '2026-12-01 16:00:00', 'tmp-planning')`.execute(db);

    await migrateToLatest(db);

    const kept = await db.selectFrom('created_records').select(['user_id', 'temp_id', 'entity', 'row_id']).orderBy('row_id').execute();
    expect(kept).toEqual([
      { user_id: 7, temp_id: 'tmp-order', entity: 'requests', row_id: 1 },
      { user_id: 9, temp_id: 'tmp-sos', entity: 'sos_alerts', row_id: 3 },
    ]);
  });
});
