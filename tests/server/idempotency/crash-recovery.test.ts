/**
 * Exactly once across a real crash: the server runs as its own process and is killed with
 * SIGKILL at an exact point of a write (tests/server/helpers/stall-sqlite.mjs), then a new
 * process starts on the same data directory and the client retries with the same
 * Idempotency-Key, as the outbox does.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';
import { createContext } from '../../../server/context.js';
import { openDatabase } from '../../../server/db/connect.js';
import { buildWorld, type World } from '../helpers-sync/world.js';
import { ServerProcess } from '../helpers/server-process.js';

let dataDir: string;
let world: World;
let server: ServerProcess;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-crash-'));
  const ctx = await createContext({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_ON_START: 'false' }), distDir: path.join(dataDir, 'no-dist') });
  world = await buildWorld(ctx);
  await ctx.db.destroy();
  server = new ServerProcess(dataDir);
});

afterEach(async () => {
  await server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const NOTE = 'door 4 checked after the alarm';

function noteBody() {
  return { shift_id: world.shifts.s1, agent_id: world.agents.a1, status: 'note', created_at: '2030-01-10 09:30:00', note: NOTE };
}

function postNote(key: string): Promise<Response> {
  return fetch(`${server.url}/api/planning/history`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${world.tokens.admin}`, 'idempotency-key': key },
    body: JSON.stringify(noteBody()),
  });
}

async function savedNotes(): Promise<number[]> {
  const { db } = await openDatabase(`sqlite:${path.join(dataDir, 'vigil.sqlite')}`);
  try {
    return (await db.selectFrom('planning_history').select('id').where('note', '=', NOTE).execute()).map((row) => row.id);
  } finally {
    await db.destroy();
  }
}

/** Posts a note with `key` to a server frozen at `mode`, kills it there and starts a new one. */
async function killedDuringNote(mode: 'before-commit' | 'after-commit', key: string): Promise<void> {
  await server.start({ mode, table: 'planning_history' });
  const first = postNote(key).then(() => 'answered', () => 'no answer');
  await server.stalled();
  await server.kill();
  expect(await first).toBe('no answer');
}

describe('a server killed in the middle of a write', () => {
  it('killed after the commit, before the answer: the retry replays the answer and nothing is saved twice', { timeout: 60_000 }, async () => {
    const key = randomUUID();
    await killedDuringNote('after-commit', key);
    const saved = await savedNotes();
    expect(saved).toHaveLength(1);

    await server.start();
    const retry = await postNote(key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const body = (await retry.json()) as { data: { id: number; note: string } };
    expect(body.data).toMatchObject({ id: saved[0], note: NOTE });
    expect(await savedNotes()).toEqual(saved);
  });

  it('killed before the commit: a new process takes the dead claim over at once and saves the write once', { timeout: 60_000 }, async () => {
    const key = randomUUID();
    await killedDuringNote('before-commit', key);
    expect(await savedNotes()).toEqual([]);

    await server.start();
    const retry = await postNote(key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    const body = (await retry.json()) as { data: { id: number } };
    expect(await savedNotes()).toEqual([body.data.id]);
    // And from now on the key replays that answer.
    const again = await postNote(key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await savedNotes()).toEqual([body.data.id]);
  });
});
