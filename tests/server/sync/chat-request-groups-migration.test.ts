/**
 * Migration 0009 on a database that already holds groups and a change log: each channel gets its
 * Active flag from its requests' plannings, the system messages earlier releases wrote get their
 * key and parameters from their text, and channels and those messages are logged again after
 * everything else, scopes kept, so devices synced before receive the new fields.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { databaseBefore } from './database-before.js';

describe('migration 0009-chat-request-groups', () => {
  it('sets the Active flags, gives old system messages their keys, and logs both again', async () => {
    const db = await databaseBefore('0009-chat-request-groups');
    await sql`INSERT INTO plannings (id, request_id, request_type, status, client_id, location_id, start, "end") VALUES
      (1, 1, 'Static', 'confirmed', 1, 1, '2030-01-01 08:00:00', '2030-01-01 18:00:00'),
      (2, 2, 'Static', 'finished', 1, 1, '2030-01-01 08:00:00', '2030-01-01 18:00:00')`.execute(db);
    await sql`INSERT INTO channels (id, name, request_id) VALUES (1, 'REQ-1 Acme', 1), (2, 'REQ-2 Acme', 2)`.execute(db);
    await sql`INSERT INTO channel_requests (channel_id, request_id) VALUES (1, 1), (2, 2)`.execute(db);
    await sql`INSERT INTO messages (id, channel_id, user_id, text, request_status) VALUES
      (10, 1, NULL, 'New request REQ-1 Acme', 'pending'), (11, 1, NULL, 'Request confirmed', 'confirmed'), (12, 1, 5, 'Hello', NULL)`.execute(db);
    const entries: [string, number, string][] = [['channels', 1, '{"previous":["user:5"]}'], ['messages', 10, '{"previous":["user:5"]}'], ['messages', 12, '{"previous":[]}'], ['plannings', 1, '{"previous":[]}']];
    await db.insertInto('change_log').values(entries.map(([entity, row_id, scope]) => ({ entity, row_id, op: 'upsert' as const, scope }))).execute();

    await migrateToLatest(db);

    expect(await db.selectFrom('channels').select(['id', 'active']).orderBy('id').execute()).toEqual([{ id: 1, active: 1 }, { id: 2, active: 0 }]);
    expect(await db.selectFrom('messages').select(['id', 'system_key', 'system_params']).orderBy('id').execute()).toEqual([
      { id: 10, system_key: 'request-created', system_params: '{"name":"REQ-1 Acme"}' },
      { id: 11, system_key: 'request-status', system_params: '{"status":"confirmed"}' },
      { id: 12, system_key: null, system_params: null },
    ]);
    const log = await db.selectFrom('change_log').select(['entity', 'row_id', 'scope']).orderBy('seq').execute();
    expect(log.map((e) => `${e.entity}:${e.row_id}:${e.scope}`)).toEqual([
      'messages:12:{"previous":[]}',
      'plannings:1:{"previous":[]}',
      'channels:1:{"previous":["user:5"]}',
      'messages:10:{"previous":["user:5"]}',
    ]);
  });
});
