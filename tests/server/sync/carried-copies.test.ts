/**
 * Rows carry copies of other rows' display fields (a planning its client's name, a shift its
 * agents' names...). A write that changes such a field logs every row carrying it, so each device
 * that holds those rows gets them again from the feed, to the same audience, without a named
 * event per row; a write that changes no carried field logs none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryWorld, type DirectoryWorld } from '../directory/directory-world.js';
import { pullAll } from '../helpers-sync/http.js';
import { recordBroadcasts } from '../planning/fixtures.js';
import type { Change } from '../../../src-sync/protocol/sync.js';
import type { Role } from '../helpers/world.js';

let w: DirectoryWorld;
beforeAll(async () => {
  w = await directoryWorld();
});
afterAll(async () => {
  await w.server.close();
});

/** What `role` pulls after `write`, from where its feed stood before it. */
async function pulledAfter(role: Role, write: () => Promise<void>): Promise<Change[]> {
  const { cursor } = await pullAll(w.server, w.world.tokens[role]);
  await write();
  return (await pullAll(w.server, w.world.tokens[role], cursor)).changes;
}

type Row = Record<string, unknown> & { id: number };
const rowsOf = (changes: Change[], entity: string): Row[] => changes.filter((c) => c.entity === entity && c.op === 'upsert').map((c) => ({ ...(c.data as Record<string, unknown>), id: c.id }));
const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

async function put(path: string, body: Record<string, unknown>): Promise<void> {
  const res = await w.as.admin('PUT', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('a changed name reaches every row that carries it', () => {
  it('a renamed client: its plannings and requests come again with the new name, to staff, the client and the subcontractors', async () => {
    const { c1 } = w.world.clients;
    const { p1, p2 } = w.world.plannings;
    const sent = recordBroadcasts(w.server);
    const admin = await pulledAfter('admin', () => put(`/api/clients/${c1}`, { name: 'Acme Security Holdings' }));
    const plannings = rowsOf(admin, 'plannings');
    expect(ids(plannings)).toEqual([p1, p2]);
    expect(plannings.every((row) => (row.client as { name: string }).name === 'Acme Security Holdings')).toBe(true);
    expect(rowsOf(admin, 'requests').map((row) => (row.client as { name: string }).name)).toEqual(['Acme Security Holdings']);
    // The feed carries them: no named request-updated event for a request nobody edited.
    expect(sent.filter((b) => b.event === 'request-updated')).toEqual([]);
    expect(sent.some((b) => b.event === 'changes')).toBe(true);

    const client = await pullAll(w.server, w.world.tokens.client1);
    expect(rowsOf(client.changes, 'plannings').every((row) => (row.client as { name: string }).name === 'Acme Security Holdings')).toBe(true);
    // Subcontractor A holds p1 (forwarded to it) and nothing of the client's else.
    const subA = await pulledAfter('subA', () => put(`/api/clients/${c1}`, { name: 'Acme' }));
    expect(ids(rowsOf(subA, 'plannings'))).toEqual([p1]);
    expect(rowsOf(subA, 'plannings')[0]?.client).toEqual({ name: 'Acme' });
    expect(rowsOf(subA, 'requests')).toEqual([]);
  });

  it('a renamed agent: its shifts, history entries, SOS and team position come again with the new name', async () => {
    const { a1 } = w.world.agents;
    const changes = await pulledAfter('admin', () => put(`/api/agents/${a1}`, { first_name: 'Annelies' }));
    const shift = rowsOf(changes, 'shifts').find((row) => row.id === w.world.shifts.s1);
    expect((shift?.agents as { id: number; first_name: string }[]).find((agent) => agent.id === a1)?.first_name).toBe('Annelies');
    expect(rowsOf(changes, 'planning_history').find((row) => row.id === w.world.history.h1)?.agent).toMatchObject({ first_name: 'Annelies' });
    expect(rowsOf(changes, 'sos_alerts').map((row) => row.agent)).toEqual([expect.objectContaining({ first_name: 'Annelies' })]);
    expect(rowsOf(changes, 'agent_positions').map((row) => row.id)).toEqual([a1]);
    // The agent's own phone holds its shift: it gets it too.
    const own = await pulledAfter('agent', () => put(`/api/agents/${a1}`, { first_name: 'Ann' }));
    expect(ids(rowsOf(own, 'shifts'))).toContain(w.world.shifts.s1);
  });

  it("a renamed subcontractor, branch and location: the plannings and shifts naming them come again", async () => {
    const { A } = w.world.subcontractors;
    const fromSub = await pulledAfter('admin', () => put(`/api/subcontractors/${A}`, { company_name: 'Argus Guarding' }));
    expect(ids(rowsOf(fromSub, 'plannings'))).toEqual([w.world.plannings.p1, w.world.plannings.p4]);
    expect(rowsOf(fromSub, 'plannings').every((row) => (row.contractor as { name: string }).name === 'Argus Guarding')).toBe(true);
    expect(rowsOf(fromSub, 'shifts').every((row) => (row.contractor as { name: string } | null)?.name === 'Argus Guarding')).toBe(true);

    const { l2 } = w.world.locations;
    const fromLocation = await pulledAfter('client2', () => put(`/api/locations/${l2}`, { name: 'Dock 4 North' }));
    expect(ids(rowsOf(fromLocation, 'plannings'))).toEqual([w.world.plannings.p3, w.world.plannings.p4]);
    expect(rowsOf(fromLocation, 'requests').map((row) => (row.location as { name: string }).name)).toEqual(['Dock 4 North']);
  });

  it("a changed field nobody carries (a client's phone) logs the client alone", async () => {
    const changes = await pulledAfter('admin', () => put(`/api/clients/${w.world.clients.c2}`, { phone: '+32 3 000 00 00' }));
    expect(changes.map((c) => c.entity)).toEqual(['clients']);
  });
});
