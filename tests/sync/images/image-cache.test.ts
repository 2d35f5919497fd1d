/** History images of plannings in the window are cached as blobs after pulls and read from there. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyImageKey } from '../../../src-sync/images/image-keys.js';
import { eventually, freshDb } from '../helpers/fakes.js';
import { RealStack } from '../helpers/real-stack.js';
import { blobBytes, imageEngine, isImageGet, PNG_BYTES, stopEngine } from './image-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  await stack.close();
});

/** The world's plannings lie in 2030; a window of 4000 days around now reaches them. */
const WIDE = { windowDays: 4000, minIntervalMs: 0, initialDelayMs: 0 };

async function adminCall(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${stack.server.url ?? ''}${path}`, {
    method,
    headers: { authorization: `Bearer ${stack.world.tokens.admin}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** An image entry on p1's shift with its file stored on the server; returns id and file name. */
async function imageEntry(createdAt: string, bytes: Buffer = PNG_BYTES): Promise<{ id: number; image: string }> {
  const { shifts, agents } = stack.world;
  const created = (await adminCall('POST', '/api/planning/history', { shift_id: shifts.s1, agent_id: agents.a1, status: 'image', created_at: createdAt })).data as { id: number };
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'x.png');
  const res = await fetch(`${stack.server.url ?? ''}/api/planning/history/image/${created.id}`, {
    method: 'POST', headers: { authorization: `Bearer ${stack.world.tokens.admin}` }, body: form,
  });
  const answer = (await res.json()) as { data: { id: number; image: string } };
  return { id: answer.data.id, image: answer.data.image };
}

describe('history image cache', () => {
  it('fills from the leader after a pull, serves reads from the cache, and drops the image with its entry', { timeout: 20_000 }, async () => {
    const { requests } = stack.world;
    const entry = await imageEntry('2030-01-10 09:00:00');
    const key = historyImageKey(requests.r1, entry.image);
    const admin = imageEngine(stack, 'admin', WIDE);
    await eventually(async () => (await admin.db.image_cache.get(key)) !== undefined, 10_000);
    const cached = await admin.db.image_cache.get(key);
    expect(await blobBytes(cached?.blob)).toEqual(PNG_BYTES);
    expect(cached?.blob.type).toBe('image/png');
    expect(cached?.history_id).toBe(entry.id);

    // A screen asking for it is answered from the cache, without another download.
    const gets = stack.proxy.forwarded.filter(isImageGet).length;
    expect(await admin.engine.fetchHistoryImage({ id: entry.id, request_id: requests.r1, image: entry.image })).toBe(true);
    expect(stack.proxy.forwarded.filter(isImageGet)).toHaveLength(gets);

    await adminCall('DELETE', `/api/planning/history/${entry.id}`);
    await admin.engine.pull();
    await eventually(async () => (await admin.db.image_cache.get(key)) === undefined, 10_000);
    await stopEngine(admin);
  });

  it('keeps within the byte budget, newest entries first, and never fetches outside the window', { timeout: 20_000 }, async () => {
    const { requests } = stack.world;
    const older = await imageEntry('2030-01-10 09:00:00');
    const newer = await imageEntry('2030-01-10 10:00:00');
    // Room for one image only. Every image the device ever stores is recorded.
    const db = freshDb();
    const stored: string[] = [];
    db.image_cache.hook('creating', (key) => {
      stored.push(String(key));
    });
    const admin = imageEngine(stack, 'admin', { ...WIDE, maxBytes: PNG_BYTES.length + 10 }, db);
    const only = [historyImageKey(requests.r1, newer.image)];
    // The pass downloads the older one too (its size is known only then) and does not keep it:
    // the cache never holds more than its budget, not even for a moment.
    await eventually(async () => stack.proxy.forwarded.filter(isImageGet).length >= 2 && JSON.stringify(await db.image_cache.toCollection().primaryKeys()) === JSON.stringify(only), 10_000);
    await admin.engine.pull();
    await admin.engine.pull();
    expect(await admin.db.image_cache.toCollection().primaryKeys()).toEqual(only);
    expect(stored).toEqual(only);
    expect(older.image).not.toBe(newer.image);
    await stopEngine(admin);

    const narrow = imageEngine(stack, 'admin', { windowDays: 30, minIntervalMs: 0, initialDelayMs: 0 });
    await eventually(async () => (await narrow.db.plannings.count()) === 4);
    await narrow.engine.pull();
    expect(await narrow.db.image_cache.count()).toBe(0);
    await stopEngine(narrow);
  });

  it('caches on demand only what the user may see', { timeout: 20_000 }, async () => {
    const { requests } = stack.world;
    const entry = await imageEntry('2030-01-10 09:00:00');
    // subB does not see p1 (forwarded to A): the server answers 404 and nothing is cached.
    const subB = imageEngine(stack, 'subB', false);
    await eventually(async () => (await subB.db.plannings.count()) === 1);
    expect(await subB.engine.fetchHistoryImage({ id: entry.id, request_id: requests.r1, image: entry.image })).toBe(false);
    expect(await subB.db.image_cache.count()).toBe(0);
    await stopEngine(subB);

    const subA = imageEngine(stack, 'subA', false);
    await eventually(async () => (await subA.db.planning_history.get(entry.id)) !== undefined);
    expect(await subA.db.image_cache.count()).toBe(0);
    expect(await subA.engine.fetchHistoryImage({ id: entry.id, request_id: requests.r1, image: entry.image })).toBe(true);
    expect(await blobBytes((await subA.db.image_cache.get(historyImageKey(requests.r1, entry.image)))?.blob)).toEqual(PNG_BYTES);
    await stopEngine(subA);
  });
});
