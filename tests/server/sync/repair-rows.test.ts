/** GET /api/sync/rows: named rows as the caller may see them now (the engine's repair path). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, buildWorld, type World } from '../planning/fixtures.js';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(async () => {
  await w.server.close();
});

type Answer = { changes: { entity: string; op: string; id: number; data?: Record<string, unknown> }[] };
const rows = async (role: 'admin' | 'sub1' | 'sub2', keys: string) => apiFor(w.server, w.tokens[role])('GET', `/api/sync/rows?keys=${keys}`);

describe('GET /api/sync/rows', () => {
  it('answers upserts for visible rows and deletes for the others, like the feed', async () => {
    const keys = `plannings:${w.ids.planning},plannings:${w.ids.sibling},plannings:999999`;
    const admin = (await rows('admin', keys)).body as Answer;
    expect(admin.changes.filter((c) => c.op === 'upsert').map((c) => c.id).sort()).toEqual([w.ids.planning, w.ids.sibling].sort());
    expect(admin.changes.find((c) => c.id === 999999)).toEqual({ entity: 'plannings', op: 'delete', id: 999999 });

    // sub1 sees the planning forwarded to it, not the sibling; sub2 sees neither.
    const sub1 = (await rows('sub1', keys)).body as Answer;
    expect(sub1.changes.find((c) => c.id === w.ids.planning)).toMatchObject({ op: 'upsert', data: { id: w.ids.planning } });
    expect(sub1.changes.find((c) => c.id === w.ids.sibling)).toEqual({ entity: 'plannings', op: 'delete', id: w.ids.sibling });
    const sub2 = (await rows('sub2', keys)).body as Answer;
    expect(sub2.changes.every((c) => c.op === 'delete')).toBe(true);
  });

  it('refuses malformed keys with 400 naming the field', async () => {
    for (const keys of ['', 'plannings', 'nope:1', 'plannings:-1', 'plannings:1;drop', Array.from({ length: 201 }, (_, i) => `plannings:${i + 1}`).join(',')]) {
      const answer = await rows('admin', encodeURIComponent(keys));
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('keys');
    }
  });
});
