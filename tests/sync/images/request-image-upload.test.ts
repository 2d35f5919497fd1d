/** A request's image picked offline is kept with its queued write and uploaded exactly once
 * later (also onto a request created offline, once the server has it); a bad pick is refused
 * before anything is queued; an image seen once reads offline. */
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { requestImageKey } from '../../../src-sync/images/image-keys.js';
import { ImageRefusedError } from '../../../src-sync/images/inspect-image.js';
import { createRequest } from '../../../src-sync/mutations/create-request.js';
import { uploadRequestImage } from '../../../src-sync/mutations/upload-request-image.js';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '../../../src-sync/protocol/image-rules.js';
import { png } from '../../helpers/image-bytes.js';
import { eventually } from '../helpers/fakes.js';
import { RealStack, settle } from '../helpers/real-stack.js';
import { blobBytes, imageEngine, PNG_BYTES, pngBlob, stopEngine } from './image-stack.js';

let stack: RealStack;
beforeEach(async () => {
  stack = await RealStack.start();
});
afterEach(async () => {
  await stack.close();
});

const isRequestUpload = (r: { method: string; url: string }) => r.method === 'POST' && r.url.startsWith('/api/request/imageUpload');
const serverImages = (requestId: number) => stack.server.context.db.selectFrom('request_images').select('file').where('request_id', '=', requestId).execute();

describe('request image upload through the outbox', () => {
  it('keeps an image picked offline across a reload and uploads it once, even when the first ack is lost', { timeout: 30_000 }, async () => {
    const { requests } = stack.world;
    const first = imageEngine(stack, 'admin', false);
    await eventually(async () => (await first.db.requests.get(requests.r1)) !== undefined);
    await stack.down();

    await uploadRequestImage(first.db, requests.r1, { blob: pngBlob(), name: 'gate.png' });
    const shown = (await first.db.requests.get(requests.r1))?.images ?? [];
    expect(shown).toHaveLength(1);
    expect(shown[0]?.file).toMatch(/^upload:/);
    expect(await blobBytes((await first.db.image_cache.get(shown[0]?.file ?? ''))?.blob)).toEqual(PNG_BYTES);
    expect((await first.db.outbox.toArray()).map((row) => row.op)).toEqual(['upload-request-image']);

    const name = first.db.name;
    await stopEngine(first, false);
    const reopened = new VigilDb(name);
    expect(await reopened.outbox.count()).toBe(1);

    await stack.up();
    let dropped = false;
    stack.proxy.rule = (r) => (isRequestUpload(r) && !dropped ? ((dropped = true), 'drop-response') : 'pass');
    const second = imageEngine(stack, 'admin', false, reopened);
    await eventually(async () => (await reopened.outbox.where('state').equals('waiting').count()) === 1, 15_000);
    await second.engine.retryNow();
    await settle(second);

    const uploads = stack.proxy.forwarded.filter(isRequestUpload);
    expect(uploads).toHaveLength(2);
    expect(uploads[0]?.idempotencyKey).toBe(uploads[1]?.idempotencyKey);
    const onServer = await serverImages(requests.r1);
    expect(onServer).toHaveLength(1);
    const file = onServer[0]?.file ?? '';
    // Locally: the server's image, its blob kept under the server's name, no upload blob left.
    expect((await reopened.requests.get(requests.r1))?.images.map((image) => image.file)).toEqual([file]);
    expect(await reopened.image_cache.toCollection().primaryKeys()).toEqual([requestImageKey(requests.r1, file)]);
    expect(await reopened.outbox.count()).toBe(0);

    // Offline again: the image still reads from this device, with no request for it.
    await stack.down();
    expect(await second.engine.fetchRequestImage(requests.r1, file)).toBe(true);
    await stopEngine(second);
  });

  it('waits for a request created offline, then adds the image to the server’s request', { timeout: 30_000 }, async () => {
    const { clients, locations } = stack.world;
    const handle = imageEngine(stack, 'admin', false);
    await eventually(async () => (await handle.db.locations.get(locations.l1)) !== undefined);
    const location = await handle.db.locations.get(locations.l1);
    await stack.down();
    const day = (n: number) => DateTime.now().setZone('Europe/Brussels').plus({ days: n }).toFormat('yyyy-MM-dd');
    const created = await createRequest(
      handle.db,
      {
        request: { client_id: clients.c1, branch_id: location?.branch_id ?? null, location_id: locations.l1, po_number: null, note: null, equipment: [] },
        planning: [{ start: day(10), end: day(12), continuous: 0, request_type: 'Static', note: null, timeslots: [{ day: 'Monday', start: '08:00', end: '16:00', agents: 1 }, { day: 'Tuesday', start: '08:00', end: '16:00', agents: 1 }, { day: 'Wednesday', start: '08:00', end: '16:00', agents: 1 }, { day: 'Thursday', start: '08:00', end: '16:00', agents: 1 }, { day: 'Friday', start: '08:00', end: '16:00', agents: 1 }, { day: 'Saturday', start: '08:00', end: '16:00', agents: 1 }, { day: 'Sunday', start: '08:00', end: '16:00', agents: 1 }] }],
      },
      { userId: stack.world.users.admin },
    );
    expect(created.id).toBeLessThan(0);
    await uploadRequestImage(handle.db, created.id, { blob: pngBlob(), name: 'site.png' });
    expect((await handle.db.outbox.toArray()).map((row) => row.op)).toEqual(['create-request', 'upload-request-image']);

    await stack.up();
    await handle.engine.retryNow();
    await settle(handle);
    const serverId = (await stack.server.context.db.selectFrom('requests').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    expect(stack.proxy.forwarded.filter(isRequestUpload)).toHaveLength(1);
    expect(await serverImages(serverId)).toHaveLength(1);
    expect((await handle.db.requests.get(serverId))?.images).toHaveLength(1);
    expect(await handle.db.requests.get(created.id)).toBeUndefined();
    await stopEngine(handle);
  });

  it('refuses a non-image, an oversized image and a pixel flood before anything is queued, naming why', async () => {
    const handle = imageEngine(stack, 'admin', false);
    const { requests } = stack.world;
    await eventually(async () => (await handle.db.requests.get(requests.r1)) !== undefined);
    const cases: [Blob, string][] = [
      [new Blob(['<svg onload="alert(1)"></svg>'], { type: 'image/png' }), 'not-an-image'],
      [new Blob([new Uint8Array(png(10, 10)), new Uint8Array(MAX_IMAGE_BYTES)], { type: 'image/png' }), 'too-large'],
      [new Blob([new Uint8Array(png(MAX_IMAGE_PIXELS + 1, 1))], { type: 'image/png' }), 'too-many-pixels'],
      [new Blob([]), 'required'],
    ];
    for (const [blob, refusal] of cases) {
      await expect(uploadRequestImage(handle.db, requests.r1, { blob, name: 'x.png' })).rejects.toMatchObject({ refusal });
    }
    await expect(uploadRequestImage(handle.db, requests.r1, { blob: cases[0]?.[0] ?? pngBlob() })).rejects.toBeInstanceOf(ImageRefusedError);
    expect(await handle.db.outbox.count()).toBe(0);
    expect(await handle.db.image_cache.count()).toBe(0);
    expect((await handle.db.requests.get(requests.r1))?.images).toEqual([]);
    await stopEngine(handle);
  });
});
