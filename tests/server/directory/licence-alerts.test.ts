/**
 * Licence expiry notices: 30 days before the last valid day, 7 days before and once expired, to
 * the admins and the agent's subcontractor (its managers), each once per licence and expiry day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLicenceAlerts } from '../../../server/directory/licence-alerts.js';
import { serializeRows } from '../../../server/serialize/index.js';
import { notificationRowSchema } from '../../../src-sync/protocol/entities.js';
import { licenceNoticeParamsSchema } from '../../../src-sync/protocol/notifications.js';
import { directoryWorld, type DirectoryWorld } from './directory-world.js';

let w: DirectoryWorld;
beforeAll(async () => {
  w = await directoryWorld();
});
afterAll(async () => {
  await w.server.close();
});

const noticesOf = async (userId: number) =>
  (await w.server.ctx.db.selectFrom('notifications').select('message').where('user_id', '=', userId).where('message', 'like', 'Licence %').orderBy('id').execute()).map((n) => n.message);

describe('licence expiry notices', () => {
  it('tells the admin and the subcontractor once per threshold, never another subcontractor or the agent', async () => {
    const db = w.server.ctx.db;
    // The world's licences: a1's expires 2031-01-01; set a2's to 2026-06-30.
    await db.updateTable('licenses').set({ expires_at: '2026-06-30', type: 'Guard card', number: 'GC-2' }).where('agent_id', '=', w.world.agents.a2).execute();
    expect(await sendLicenceAlerts(w.server.ctx, '2026-05-01')).toBe(0);
    expect(await sendLicenceAlerts(w.server.ctx, '2026-05-31')).toBe(1);
    // Same day again, and a day later: nothing new (the 30-day notice went out).
    expect(await sendLicenceAlerts(w.server.ctx, '2026-05-31')).toBe(0);
    expect(await sendLicenceAlerts(w.server.ctx, '2026-06-01')).toBe(0);
    expect(await sendLicenceAlerts(w.server.ctx, '2026-06-23')).toBe(1);
    expect(await sendLicenceAlerts(w.server.ctx, '2026-07-01')).toBe(1);
    const expected = [
      'Licence Guard card GC-2 of Bob Guard expires on 2026-06-30.',
      'Licence Guard card GC-2 of Bob Guard expires on 2026-06-30.',
      'Licence Guard card GC-2 of Bob Guard expired on 2026-06-30.',
    ];
    expect(await noticesOf(w.world.users.admin)).toEqual(expected);
    expect(await noticesOf(w.world.users.subA)).toEqual(expected);
    expect(await noticesOf(w.world.users.subB)).toEqual([]);
    expect(await noticesOf(w.world.users.planner)).toEqual([]);
    expect(await noticesOf(w.world.users.agent)).toEqual([]);
    const logged = await db.selectFrom('notifications').select('id').where('message', 'like', 'Licence %').execute();
    expect(logged).toHaveLength(6);
  });

  it('each notice has its kind and the params its text needs, on the row and on the wire', async () => {
    const rows = await w.server.ctx.db.selectFrom('notifications').select(['id', 'kind', 'params']).where('user_id', '=', w.world.users.subA).where('message', 'like', 'Licence %').orderBy('id').execute();
    const params = { agent_id: w.world.agents.a2, agent: 'Bob Guard', licence_type: 'Guard card', licence_number: 'GC-2', last_day: '2026-06-30' };
    expect(rows.map((row) => row.kind)).toEqual(['licence-expiring', 'licence-expiring', 'licence-expired']);
    for (const row of rows) expect(licenceNoticeParamsSchema.parse(JSON.parse(row.params ?? 'null'))).toEqual(params);
    // What a device stores: the row schema keeps the params as they were written.
    const [wire] = await serializeRows(w.server.ctx.db, 'notifications', [rows[2]?.id ?? 0]);
    expect(notificationRowSchema.parse(wire)).toMatchObject({ kind: 'licence-expired', params, request_id: null, identifier: null });
  });

  it('a notice from before params existed, or with damaged params, still reaches a device with its message', () => {
    const old = { id: 1, message: 'Licence X 1 of A expires on 2026-06-30.', request_id: null, identifier: null, username: null, created_at: '2026-05-31 00:00:00', read_at: null };
    expect(notificationRowSchema.parse(old)).toMatchObject({ kind: null, params: null });
    expect(notificationRowSchema.parse({ ...old, kind: 'licence-expiring', params: ['not', 'an', 'object'] })).toMatchObject({ params: null, message: old.message });
  });
});
