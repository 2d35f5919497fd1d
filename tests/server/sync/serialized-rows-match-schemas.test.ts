/** Every serializer output is exactly the wire shape of src-sync/protocol/entities.ts: each row
 * passes its entity's schema in strict mode (no missing, extra or mistyped field). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { startSyncTestServer } from '../helpers-sync/start-sync-server.js';
import { buildWorld } from '../helpers-sync/world.js';
import { serializeRows } from '../../../server/serialize/index.js';
import { ENTITY_ROW_SCHEMAS } from '../../../src-sync/protocol/entities.js';
import { SYNC_ENTITIES } from '../../../src-sync/protocol/sync.js';

let server: TestServer;

beforeAll(async () => {
  server = await startSyncTestServer();
  await buildWorld(server.ctx);
});
afterAll(async () => server.close());

describe('serializers', () => {
  it.each(SYNC_ENTITIES)('%s rows pass their strict schema', async (entity) => {
    const ids = (await server.ctx.db.selectFrom(entity as 'plannings').select('id').execute()).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const rows = await serializeRows(server.ctx.db, entity, ids);
    expect(rows.map((r) => r.id)).toEqual(ids);
    for (const row of rows) {
      const result = ENTITY_ROW_SCHEMAS[entity].strict().safeParse(row);
      expect(result.error?.issues ?? [], `${entity} ${row.id}`).toEqual([]);
    }
  });

  it('denormalises the display parts of a planning and a shift', async () => {
    const [planning] = await serializeRows(server.ctx.db, 'plannings', [1]);
    expect(planning).toMatchObject({ request: { identifier: 'REQ-1' }, client: { name: 'Acme' }, branch: { name: 'Acme North' }, contractor: { name: 'Argus' } });
    const [shift] = await serializeRows(server.ctx.db, 'shifts', [1]);
    expect(shift?.agents.map((a) => a.first_name)).toEqual(['Ann', 'Bob']);
  });

  it.each(SYNC_ENTITIES)('%s serializes in a fixed number of queries, however many rows (no N+1)', async (entity) => {
    let queries = 0;
    const counted = server.ctx.db.withPlugin({
      transformQuery(args) {
        queries += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    const ids = (await server.ctx.db.selectFrom(entity as 'plannings').select('id').execute()).map((r) => r.id);
    await serializeRows(counted, entity, ids.slice(0, 1));
    const forOne = queries;
    queries = 0;
    await serializeRows(counted, entity, ids);
    expect(queries).toBe(forOne);
    expect(queries).toBeLessThanOrEqual(3);
  });

  it('keeps the order of the ids asked for and leaves out unknown ids', async () => {
    const rows = await serializeRows(server.ctx.db, 'plannings', [3, 999, 1]);
    expect(rows.map((r) => r.id)).toEqual([3, 1]);
  });
});
