/**
 * The quick yes for rows (src-sync/protocol/fast-row-check.ts) may only ever say yes where zod
 * says yes and gives back an equal row: checked on every row the demo company's feed holds, on
 * each of them broken field by field in every way below, and on the schema kinds it leaves to
 * zod. And it must say yes to the rows a first sync brings, or it saves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENTITY_ROW_SCHEMAS } from '../../../src-sync/protocol/entities.js';
import { fastRowCheck, type FastCheck } from '../../../src-sync/protocol/fast-row-check.js';
import { checkChange } from '../../../src-sync/pull/validate-change.js';
import type { Change, SyncEntity } from '../../../src-sync/protocol/sync.js';
import { startTestServer, type TestServer } from '../../server/helpers/test-server.js';
import { pullAll } from '../../server/helpers-sync/http.js';
import { DEMO_PEOPLE } from '../../../server/seed/demo-accounts.js';
import { seedDatabase } from '../../../server/seed/seed-database.js';

let server: TestServer;
let upserts: Change[];
const quick = new Map<string, FastCheck>();
const quickOf = (entity: SyncEntity): FastCheck => {
  let check = quick.get(entity);
  if (!check) {
    check = fastRowCheck(ENTITY_ROW_SCHEMAS[entity]);
    quick.set(entity, check);
  }
  return check;
};

beforeAll(async () => {
  server = await startTestServer();
  await seedDatabase(server.ctx.db, { size: 300, messages: 400 });
  const admin = await server.ctx.db.selectFrom('users').select('id').where('email', '=', DEMO_PEOPLE.admin.email).executeTakeFirstOrThrow();
  const token = await server.ctx.tokens.sign(admin.id);
  upserts = (await pullAll(server, token)).changes.filter((change) => change.op === 'upsert');
}, 120_000);
afterAll(async () => {
  await server.close();
});

/** The rule: a yes only where zod accepts the value and gives back an equal one. */
function expectSound(entity: SyncEntity, value: unknown): boolean {
  const yes = quickOf(entity)(value);
  if (yes) {
    const parsed = ENTITY_ROW_SCHEMAS[entity].safeParse(value);
    expect(parsed.success, `${entity}: quick yes, zod no for ${JSON.stringify(value)}`).toBe(true);
    expect(parsed.data, `${entity}: zod changed the row`).toEqual(value);
  }
  return yes;
}

const BAD_VALUES: unknown[] = [
  undefined, null, '', 'x', 'x'.repeat(20_000), '2030-01-10 08:00', '2030-01-10T08:00:00', '2030-01-10 08:00:00', 0, 1, 2, -1, 1.5,
  Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, true, [], [{}], {}, { name: 5 }, 'confirmed', 'inside',
];

describe('the quick yes for rows', () => {
  it('says yes to every row of the demo company’s feed, and only where zod gives back the same', () => {
    const counts = new Map<string, { yes: number; all: number }>();
    for (const change of upserts) {
      const count = counts.get(change.entity) ?? { yes: 0, all: 0 };
      count.all += 1;
      if (expectSound(change.entity, change.data)) count.yes += 1;
      counts.set(change.entity, count);
    }
    // Every kind of row a first sync brings is there, and takes the quick way.
    for (const entity of ['plannings', 'shifts', 'planning_history', 'requests', 'request_timeslots', 'channels', 'channel_groups', 'messages', 'notifications'] as const) {
      const count = counts.get(entity);
      expect(count?.all, entity).toBeGreaterThan(0);
      expect(count?.yes, entity).toBe(count?.all);
    }
    expect(upserts.length).toBeGreaterThan(1000);
  });

  it('says no, or what zod says, to each row broken field by field', () => {
    const firstOf = new Map<string, Change>();
    for (const change of upserts) if (!firstOf.has(change.entity)) firstOf.set(change.entity, change);
    let tried = 0;
    for (const change of firstOf.values()) {
      const row = change.data as Record<string, unknown>;
      expect(expectSound(change.entity, { ...row, unknown_field: 1 })).toBe(false);
      for (const key of Object.keys(row)) {
        const { [key]: _left, ...without } = row;
        expectSound(change.entity, without);
        for (const value of BAD_VALUES) {
          expectSound(change.entity, { ...row, [key]: value });
          // One level down too: the denormalised parts (client, location, agents, statuses).
          const inner = row[key];
          if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) {
            for (const innerKey of Object.keys(inner)) expectSound(change.entity, { ...row, [key]: { ...inner, [innerKey]: value } });
          }
          if (Array.isArray(inner) && typeof inner[0] === 'object' && inner[0] !== null) {
            for (const innerKey of Object.keys(inner[0] as object)) expectSound(change.entity, { ...row, [key]: [{ ...(inner[0] as object), [innerKey]: value }] });
          }
          tried += 1;
        }
      }
    }
    expect(tried).toBeGreaterThan(1000);
  });

  it('leaves to zod what it does not handle: refinements, transforms, records keyed by an enum, defaults to fill in', () => {
    expect(fastRowCheck(z.object({ a: z.string() }).refine((v) => v.a !== 'x'))({ a: 'x' })).toBe(false);
    expect(fastRowCheck(z.object({ a: z.string().transform((v) => v.trim()) }))({ a: ' x ' })).toBe(false);
    expect(fastRowCheck(z.record(z.enum(['a', 'b']), z.number()))({ a: 1 })).toBe(false);
    expect(fastRowCheck(z.record(z.string().max(1), z.number()))({ ab: 1 })).toBe(false);
    expect(fastRowCheck(z.record(z.string(), z.number()))({ a: 1 })).toBe(true);
    expect(fastRowCheck(z.object({ a: z.string().email() }))({ a: 'a@b.c' })).toBe(false);
    expect(fastRowCheck(z.object({ a: z.number().default(1) }))({})).toBe(false);
    expect(fastRowCheck(z.object({ a: z.number().default(1) }))({ a: 2 })).toBe(true);
    expect(fastRowCheck(z.object({ a: z.number().int().min(1) }))({ a: 0 })).toBe(false);
    expect(fastRowCheck(z.object({ a: z.string().regex(/^a/g) }))({ a: 'a' })).toBe(false);
  });

  it('is what a change’s check takes: a row zod would change is zod’s copy, not the one that came', () => {
    const planning = upserts.find((change) => change.entity === 'planning_history');
    if (!planning) throw new Error('no history entry in the feed');
    const { internal: _dropped, ...older } = planning.data as Record<string, unknown>;
    const checked = checkChange({ ...planning, data: older });
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.value.row).toMatchObject({ internal: 0 });
    const same = checkChange(planning);
    expect(same.ok && same.value.row).toBe(planning.data);
  });
});
