/**
 * Manual measurement: `npx tsx tests/server/helpers-sync/measure-feed.ts [plannings]`.
 * Seeds a temporary SQLite database with the demo generator at the given size (default 100,000
 * plannings), then times 1,000-row feed pages for an admin, a planner and a subcontractor.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db/connect.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { seedDatabase } from '../../../server/seed/seed-database.js';
import { viewerFromUserRow } from '../../../server/policies/index.js';
import { measureFeedPage } from '../../bench/measure-feed-page.js';

const size = Number(process.argv[2] ?? 100_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-feed-'));
const { db } = await openDatabase(`sqlite:${path.join(dir, 'bench.sqlite')}`);
try {
  await migrateToLatest(db);
  const seeded = await seedDatabase(db, { size, messages: size * 2, now: new Date('2030-01-15T09:00:00Z') });
  console.log(`seeded ${seeded.plannings} plannings, ${seeded.messages} messages in ${(seeded.durationMs / 1000).toFixed(1)} s`);
  const log = await db.selectFrom('change_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  console.log(`change_log entries: ${log.n}`);
  const users = await db.selectFrom('users').select(['id', 'entity', 'roles', 'agent_id', 'subcontractor_id', 'client_id']).execute();
  const pick = (test: (v: ReturnType<typeof viewerFromUserRow>) => boolean) => users.map(viewerFromUserRow).find(test);
  const viewers = {
    admin: pick((v) => v.admin),
    planner: pick((v) => v.planner),
    subcontractor: pick((v) => v.subcontractorId !== null),
    client: pick((v) => v.clientId !== null),
  };
  for (const [name, viewer] of Object.entries(viewers)) {
    if (!viewer) continue;
    console.log(name, JSON.stringify(await measureFeedPage(db, viewer, { limit: 1000, runs: 30 })));
  }
} finally {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
