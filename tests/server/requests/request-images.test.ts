/** A request's images: POST /api/request/imageUpload naming the request adds one for its client
 * and staff (the permission table's request.add-image), until it is cancelled; bad files are
 * refused naming why and leave nothing; GET /api/request/image serves them to the request's
 * readers only; the request is logged again and its readers told. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '../../../src-sync/protocol/image-rules.js';
import { requestRowSchema } from '../../../src-sync/protocol/entities.js';
import { jpeg, png } from '../../helpers/image-bytes.js';
import { apiFor, buildWorld, recordBroadcasts, type Broadcast, type Role, type World } from '../planning/fixtures.js';
import { orderBody, orderScene } from './order-fixtures.js';

let w: World;
let requestId: number;
let published: Broadcast[];

beforeEach(async () => {
  w = await buildWorld();
  const scene = await orderScene(w);
  const res = await apiFor(w.server, w.tokens.client1)('POST', '/api/requests', orderBody(w, scene));
  requestId = (res.body.data as { id: number }).id;
  await w.server.ctx.db.deleteFrom('change_log').execute();
  published = recordBroadcasts(w.server);
});
afterEach(async () => {
  await w.server.close();
});

const folder = () => path.join(w.server.dataDir, 'uploads', 'requests', String(requestId));
const filesOf = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
const storedRows = () => w.server.ctx.db.selectFrom('request_images').select(['file', 'uploaded_by']).where('request_id', '=', requestId).execute();
/** Every file any upload left behind, wherever (the per-user holding folders included). */
const allUploads = (): string[] => {
  const root = path.join(w.server.dataDir, 'uploads');
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) => /\.(jpg|png|gif|part)$/.test(name)) : [];
};

async function upload(role: Role, bytes: Buffer, fields: Record<string, string> = { request_id: String(requestId) }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('image', new Blob([new Uint8Array(bytes)]), 'site.png');
  const res = await fetch(`${w.server.url}/api/request/imageUpload`, { method: 'POST', headers: { authorization: `Bearer ${w.tokens[role]}` }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function fetchImage(role: Role, file: string) {
  const res = await fetch(`${w.server.url}/api/request/image/${requestId}/${file}`, { headers: { authorization: `Bearer ${w.tokens[role]}` } });
  return { status: res.status, type: res.headers.get('content-type'), nosniff: res.headers.get('x-content-type-options'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('adding an image to a request', () => {
  it('stores the client’s photo, answers the request with it, logs the request and tells its readers', async () => {
    const bytes = png(40, 30);
    const res = await upload('client1', bytes);
    expect(res.status).toBe(201);
    const row = requestRowSchema.parse(res.body.data);
    expect(row.images).toHaveLength(1);
    expect(row.images[0]?.file).toBe(res.body.success);
    expect(await storedRows()).toEqual([{ file: res.body.success, uploaded_by: w.users.client1 }]);
    expect(filesOf(folder())).toEqual([res.body.success]);
    // An image is not a conflict field: the request's version stays.
    expect(row.version).toBe(1);
    const logged = await w.server.ctx.db.selectFrom('change_log').select(['entity', 'row_id']).execute();
    expect(logged).toContainEqual({ entity: 'requests', row_id: requestId });
    expect(published.some((p) => p.event === 'request-updated')).toBe(true);

    const served = await fetchImage('admin', String(res.body.success));
    expect(served).toMatchObject({ status: 200, type: 'image/png', nosniff: 'nosniff' });
    expect(served.bytes.equals(bytes)).toBe(true);
  });

  it('takes staff’s photo too (a JPEG), and refuses another organisation’s user with nothing stored', async () => {
    expect((await upload('planner', jpeg(20, 20))).status).toBe(201);
    const refused = await upload('client2', png(20, 20));
    // client2 does not read the request: the upload is a chat photo of a group it is not in.
    expect(refused.status).toBe(404);
    expect((await storedRows()).map((r) => r.uploaded_by)).toEqual([w.users.planner]);
    expect(allUploads()).toHaveLength(1);
  });

  it('answers the same photo sent again by its uploader (its key forgotten) with the one stored, and keeps a different one', async () => {
    const bytes = png(40, 30);
    const first = await upload('client1', bytes);
    expect(first.status).toBe(201);
    // Sent with no key, as after the key's day: only the bytes can tell.
    const again = await upload('client1', bytes);
    expect(again.status).toBe(200);
    expect(again.body.success).toBe(first.body.success);
    expect(requestRowSchema.parse(again.body.data).images.map((i) => i.file)).toEqual([first.body.success]);
    expect(await storedRows()).toEqual([{ file: first.body.success, uploaded_by: w.users.client1 }]);
    // The second copy was dropped, not left in a holding folder.
    expect(allUploads()).toHaveLength(1);
    // Another photo of the same size is a new image; the same photo from someone else is theirs.
    const other = png(30, 40);
    expect(other.length).toBe(bytes.length);
    expect((await upload('client1', other)).status).toBe(201);
    expect((await upload('planner', bytes)).status).toBe(201);
    expect(await storedRows()).toHaveLength(3);
  });

  it('serves an image to the request’s readers only, and 404 for a name it does not hold', async () => {
    const { body } = await upload('client1', png(10, 10));
    const file = String(body.success);
    expect((await fetchImage('client1', file)).status).toBe(200);
    expect((await fetchImage('client2', file)).status).toBe(404);
    expect((await fetchImage('sub1', file)).status).toBe(404);
    expect((await fetchImage('admin', `${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetchImage('admin', '..%2F..%2Fsecret.png')).status).toBe(404);
  });

  it('refuses a cancelled request’s new image with the state machine’s 422', async () => {
    expect((await apiFor(w.server, w.tokens.client1)('PUT', `/api/requests/${requestId}/cancel`, {})).status).toBe(200);
    const res = await upload('client1', png(10, 10));
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toMatch(/cancel/i);
    expect(await storedRows()).toEqual([]);
    expect(allUploads()).toEqual([]);
  });
});

describe('bad files change nothing', () => {
  it.each([
    ['a text file named .png', 415, Buffer.from('<svg onload="alert(1)"></svg>'), /JPEG or PNG/],
    ['an image with more pixels than the bound', 422, png(MAX_IMAGE_PIXELS + 1, 1), /megapixels/],
    ['an image larger than the limit', 413, Buffer.concat([jpeg(10, 10), Buffer.alloc(MAX_IMAGE_BYTES, 1)]), /MB/],
  ])('%s: %i naming why', async (_name, status, bytes, why) => {
    const res = await upload('client1', bytes);
    expect(res.status).toBe(status);
    expect(JSON.stringify(res.body)).toMatch(why);
    expect(await storedRows()).toEqual([]);
    expect(allUploads()).toEqual([]);
    expect(await w.server.ctx.db.selectFrom('change_log').select('seq').execute()).toEqual([]);
  });

  it('names an unknown field and stores nothing', async () => {
    const res = await upload('client1', png(10, 10), { request_id: String(requestId), owner: '1' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/owner/);
    expect(allUploads()).toEqual([]);
  });
});
