/** Seeding refuses a database that holds data unless reset; `npm run seed` does the same. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseEmpty, seedDatabase } from '../../../server/seed/seed-database.js';
import { SYNC_ENTITIES } from '../../../src-sync/protocol/sync.js';
import { openEmptyDatabase } from './seeded-database.js';

const run = promisify(execFile);

describe('seedDatabase on a non-empty database', () => {
  let empty: Awaited<ReturnType<typeof openEmptyDatabase>>;
  beforeAll(async () => {
    empty = await openEmptyDatabase();
  });
  afterAll(async () => {
    await empty.close();
  });

  it('refuses without reset and starts over with it', async () => {
    expect(await isDatabaseEmpty(empty.db)).toBe(true);
    const first = await seedDatabase(empty.db, { size: 40, messages: 60 });
    expect(await isDatabaseEmpty(empty.db)).toBe(false);
    await expect(seedDatabase(empty.db, { size: 40, messages: 60 })).rejects.toThrow(/already holds data/);
    // Someone signed in meanwhile: reset must clear the auth tables too.
    await empty.db.insertInto('refresh_tokens').values({ user_id: 1, family_id: 'f', token_hash: 'h', expires_at: '2099-01-01 00:00:00' }).execute();

    const again = await seedDatabase(empty.db, { size: 40, messages: 60, reset: true });
    expect(again.counts).toEqual(first.counts);
    const log = await empty.db.selectFrom('change_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const tokens = await empty.db.selectFrom('refresh_tokens').select('id').execute();
    const synced = SYNC_ENTITIES.reduce((sum, entity) => sum + (again.counts[entity] ?? 0), 0);
    expect(Number(log.n)).toBe(synced);
    expect(tokens).toEqual([]);
  });

  it('rejects sizes too small for one planning per status', async () => {
    await expect(seedDatabase(empty.db, { size: 3, reset: true })).rejects.toThrow(/at least 8/);
  });
});

describe('npm run seed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-seed-cli-'));
  // The database must come from DATA_DIR alone, whatever the calling shell has set.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const cli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', ...args], { env: { ...env, DATA_DIR: dataDir } }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? -1, out: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
    );
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds, refuses a second time, and reseeds with --reset', async () => {
    const first = await cli(['--plannings', '30', '--messages', '40']);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('admin@vigil.test');
    expect(first.out).toContain('vigil-demo');
    expect(first.out).toMatch(/plannings\s+30/);

    const refused = await cli(['--plannings', '30']);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('--reset');

    const reset = await cli(['--reset', '--plannings', '20', '--messages', '10']);
    expect(reset.code, reset.out).toBe(0);
    expect(reset.out).toMatch(/messages\s+10/);
  }, 60_000);

  it('rejects a bad number', async () => {
    const bad = await cli(['--plannings', 'lots']);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('--plannings must be an integer');
  }, 30_000);
});
