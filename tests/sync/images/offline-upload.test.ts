/** An image picked offline is kept with its queued entry and uploaded exactly once later. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { createHistoryImageCache } from '../../../src-sync/images/history-image-cache.js';
import { historyImageKey } from '../../../src-sync/images/image-keys.js';
import { createImageHistory, uploadHistoryImage } from '../../../src-sync/mutations/upload-history-image.js';
import { MutationInputError } from '../../../src-sync/mutations/mutation-input.js';
import { eventually } from '../helpers/fakes.js';
import { RealStack, settle } from '../helpers/real-stack.js';
import { blobBytes, imageEngine, isUpload, PNG_BYTES, pngBlob, stopEngine, storedImages } from './image-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  await stack.close();
});

const serverImageEntries = () =>
  stack.server.context.db.selectFrom('planning_history').selectAll().where('status', '=', 'image').execute();

describe('history image upload through the outbox', () => {
  it('keeps an image picked offline across a reload and uploads it once, even when the first ack is lost', { timeout: 30_000 }, async () => {
    const { shifts, agents, requests } = stack.world;
    const first = imageEngine(stack, 'admin', false);
    await eventually(async () => (await first.db.plannings.count()) === 4);
    await stack.down();

    const created = await createImageHistory(first.db, { shift_id: shifts.s1, agent_id: agents.a1, status: 'image', created_at: '2030-01-10 09:30:00' }, { blob: pngBlob(), name: 'gate.png' });
    expect(created.id).toBeLessThan(0);
    const local = await first.db.planning_history.get(created.id);
    expect(local?.image).toMatch(/^upload:/);
    expect(await blobBytes((await first.db.image_cache.get(local?.image ?? ''))?.blob)).toEqual(PNG_BYTES);
    expect((await first.db.outbox.toArray()).map((row) => row.op)).toEqual(['create-history', 'upload-history-image']);

    // A reload while offline: the same database opened again still holds the blob and both writes.
    const name = first.db.name;
    await stopEngine(first, false);
    const reopened = new VigilDb(name);
    expect(await reopened.image_cache.count()).toBe(1);
    expect(await reopened.outbox.count()).toBe(2);

    await stack.up();
    let dropped = false;
    stack.proxy.rule = (r) => (isUpload(r) && !dropped ? ((dropped = true), 'drop-response') : 'pass');
    const second = imageEngine(stack, 'admin', false, reopened);
    await eventually(async () => (await reopened.outbox.where('state').equals('waiting').count()) === 1, 15_000);
    await second.engine.retryNow();
    await settle(second);

    const uploads = stack.proxy.forwarded.filter(isUpload);
    expect(uploads).toHaveLength(2);
    expect(uploads[0]?.idempotencyKey).toBe(uploads[1]?.idempotencyKey);
    expect(uploads.map((u) => u.status)).toEqual([201, 201]);
    const onServer = await serverImageEntries();
    expect(onServer).toHaveLength(1);
    const entry = onServer[0];
    expect(entry?.image).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(storedImages(stack, requests.r1)).toEqual([entry?.image]);

    // Locally: the server's row, its image kept under the server's name, no upload blob left.
    const mine = await reopened.planning_history.get(entry?.id ?? 0);
    expect(mine?.image).toBe(entry?.image);
    expect(await reopened.planning_history.get(created.id)).toBeUndefined();
    const keys = await reopened.image_cache.toCollection().primaryKeys();
    expect(keys).toEqual([historyImageKey(requests.r1, entry?.image ?? '')]);
    expect(await blobBytes((await reopened.image_cache.get(keys[0] ?? ''))?.blob)).toEqual(PNG_BYTES);
    expect(await reopened.outbox.count()).toBe(0);
    await stopEngine(second);
  });

  it('refuses what the server would refuse before anything is queued', async () => {
    const handle = imageEngine(stack, 'admin', false);
    await eventually(async () => (await handle.db.planning_history.count()) === 3);
    const { history } = stack.world;
    const gif = new Blob([Buffer.from('GIF89a')], { type: 'image/gif' });
    await expect(uploadHistoryImage(handle.db, history.h1, { blob: gif, name: 'a.gif' })).rejects.toBeInstanceOf(MutationInputError);
    // h1 is a 'started' entry: only image entries take an image.
    await expect(uploadHistoryImage(handle.db, history.h1, { blob: pngBlob(), name: 'a.png' })).rejects.toThrow('only image entries take an image');
    expect(await handle.db.outbox.count()).toBe(0);
    expect(await handle.db.image_cache.count()).toBe(0);
    await stopEngine(handle);
  });

  it('rolls a refused upload back and keeps its blob until the user discards it', { timeout: 20_000 }, async () => {
    const { shifts, agents } = stack.world;
    const handle = imageEngine(stack, 'admin', false);
    await eventually(async () => (await handle.db.plannings.count()) === 4);
    // Not an image the server accepts, though named like one: the server's magic-byte check says no.
    const fake = new Blob([Buffer.from('not really a png at all')], { type: 'image/png' });
    await createImageHistory(handle.db, { shift_id: shifts.s1, agent_id: agents.a1, status: 'image', created_at: '2030-01-10 09:30:00' }, { blob: fake, name: 'x.png' });
    await eventually(async () => (await handle.db.outbox.where('state').equals('failed').count()) === 1, 15_000);
    const failed = (await handle.db.outbox.toArray())[0];
    expect(failed?.last_status).toBe(415);
    const entry = (await handle.db.planning_history.filter((row) => row.status === 'image').toArray())[0];
    expect(entry?.image).toBeNull();
    // The user may still retry: the blob stays while the failed row does.
    const cache = createHistoryImageCache({ db: handle.db, http: handle.api, now: Date.now, logger: handle.logger });
    await cache.prune();
    expect(await handle.db.image_cache.count()).toBe(1);
    await handle.engine.discard(failed?.uuid ?? '');
    expect(await handle.db.outbox.count()).toBe(0);
    await cache.prune();
    expect(await handle.db.image_cache.count()).toBe(0);
    await stopEngine(handle);
  });
});
