/**
 * A request's equipment lines follow the plannings forwarded to a subcontractor: forwarding a
 * planning brings the subcontractor its request's lines through the feed, and taking the planning
 * back sends their delete, unless another planning of the same request is still its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryWorld, type DirectoryWorld } from '../directory/directory-world.js';
import { idsOf, pullAll } from '../helpers-sync/http.js';

let w: DirectoryWorld;
beforeAll(async () => {
  w = await directoryWorld();
});
afterAll(async () => {
  await w.server.close();
});

const linesOf = async (requestId: number) => (await w.server.ctx.db.selectFrom('request_equipment').select('id').where('request_id', '=', requestId).execute()).map((row) => row.id);

describe("a request's equipment lines follow its forwarded plannings", () => {
  it('forwarding brings the subcontractor the lines; taking the planning back deletes them from its device', async () => {
    const { r2 } = w.world.requests;
    const { p3 } = w.world.plannings;
    const { B } = w.world.subcontractors;
    const lines = await linesOf(r2);
    expect(lines.length).toBeGreaterThan(0);

    const before = await pullAll(w.server, w.world.tokens.subB);
    expect(idsOf(before.changes, 'request_equipment')).not.toEqual(expect.arrayContaining(lines));

    const forward = await w.as.admin('POST', '/api/planning/forward', { forwarded: [{ planning_id: p3, subcontractor_id: B }], remove_shifts: false });
    expect(forward.status, JSON.stringify(forward.body)).toBe(200);
    const gained = await pullAll(w.server, w.world.tokens.subB, before.cursor);
    expect(idsOf(gained.changes, 'request_equipment')).toEqual(lines);

    const back = await w.as.admin('PUT', `/api/planning/${p3}/cancel-forward`, {});
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const lost = await pullAll(w.server, w.world.tokens.subB, gained.cursor);
    expect(idsOf(lost.changes, 'request_equipment', 'delete')).toEqual(lines);
    // Argus still holds p4 of the same request: nothing leaves its device.
    const argus = await pullAll(w.server, w.world.tokens.subA, gained.cursor);
    expect(idsOf(argus.changes, 'request_equipment', 'delete')).toEqual([]);
  });

  it("a planning write that does not change hands logs none of the request's lines", async () => {
    const { p1 } = w.world.plannings;
    const { cursor } = await pullAll(w.server, w.world.tokens.admin);
    const version = (await w.server.ctx.db.selectFrom('plannings').select('version').where('id', '=', p1).executeTakeFirstOrThrow()).version;
    const res = await w.as.admin('PUT', `/api/planning/${p1}`, { description: 'Gate B tonight', base_version: version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { changes } = await pullAll(w.server, w.world.tokens.admin, cursor);
    expect(changes.map((c) => c.entity)).not.toContain('request_equipment');
  });

  it("deleting a subcontractor's last planning of a request deletes the request's lines from its device", async () => {
    const { r2 } = w.world.requests;
    const { p4 } = w.world.plannings;
    const lines = await linesOf(r2);
    const { cursor } = await pullAll(w.server, w.world.tokens.subA);
    const clientBefore = await pullAll(w.server, w.world.tokens.client2);
    const res = await w.as.admin('DELETE', '/api/planning', { planning_id: [p4] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const argus = await pullAll(w.server, w.world.tokens.subA, cursor);
    expect(idsOf(argus.changes, 'request_equipment', 'delete')).toEqual(lines);
    // The client still orders it: its lines stay on the client's device.
    const { changes } = await pullAll(w.server, w.world.tokens.client2, clientBefore.cursor);
    expect(idsOf(changes, 'request_equipment', 'delete')).toEqual([]);
  });
});
