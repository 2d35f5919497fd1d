import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../server/uploads/receive-image.js';
import { apiFor, buildWorld, changeLog, insertHistory, insertShift, type Role, type World } from '../planning/fixtures.js';

let w: World;
let shift: number;
let entry: number;

beforeEach(async () => {
  w = await buildWorld();
  shift = await insertShift(w.server.ctx.db, w.ids.planning, [w.ids.agent1]);
  entry = await insertHistory(w.server.ctx.db, shift, w.ids.agent1, 'image');
  await w.server.ctx.db.deleteFrom('change_log').execute();
});
afterEach(async () => {
  await w.server.close();
});

// Headers as real files have them (the server reads the size from them: the pixel bound), then filler.
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x30, 0x00, 0x40, 0x03, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]),
  Buffer.alloc(2000, 7),
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 64, 0, 0, 0, 48, 8, 2, 0, 0, 0]),
  Buffer.alloc(500, 1),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(100, 2)]);
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

const uploadDir = () => path.join(w.server.dataDir, 'uploads', 'history', String(w.ids.request1));
const filesLeft = () => (fs.existsSync(uploadDir()) ? fs.readdirSync(uploadDir()) : []);
const entryImage = async () => (await w.server.ctx.db.selectFrom('planning_history').select('image').where('id', '=', entry).executeTakeFirstOrThrow()).image;

async function upload(role: Role, bytes: Buffer, options: { id?: number; name?: string; type?: string; fields?: Record<string, string> } = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }), options.name ?? 'photo.jpg');
  const res = await fetch(`${w.server.url}/api/planning/history/image/${options.id ?? entry}`, {
    method: 'POST', headers: { authorization: `Bearer ${w.tokens[role]}` }, body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function getImage(role: Role | null, requestId: number, file: string) {
  return fetch(`${w.server.url}/api/planning/history/image/${requestId}/${file}`, {
    headers: role === null ? {} : { authorization: `Bearer ${w.tokens[role]}` },
  });
}

describe('POST /api/planning/history/image/{historyId}', () => {
  it('stores a JPEG under a server-generated name and serves it with nosniff', async () => {
    const res = await upload('agent1', JPEG, { name: '../../evil.html', fields: { agent_id: String(w.ids.agent1) } });
    expect(res.status).toBe(201);
    const image = (res.body.data as { image: string }).image;
    expect(image).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect(filesLeft()).toEqual([image]);
    expect(fs.readFileSync(path.join(uploadDir(), image)).equals(JPEG)).toBe(true);
    expect(await changeLog(w)).toEqual([`planning_history:${entry}:upsert`]);

    for (const role of ['admin', 'planner', 'sub1', 'agent1'] as const) {
      const got = await getImage(role, w.ids.request1, image);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/jpeg');
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await got.arrayBuffer()).equals(JPEG)).toBe(true);
    }
  });

  it('detects PNG by its bytes, whatever the client claims', async () => {
    const res = await upload('admin', PNG, { type: 'image/jpeg', name: 'x.jpg' });
    expect(res.status).toBe(201);
    const image = (res.body.data as { image: string }).image;
    expect(image).toMatch(/\.png$/);
    const got = await getImage('admin', w.ids.request1, image);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it.each([
    ['HTML named .jpg', HTML],
    ['GIF (not accepted for history)', GIF],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 415 and leaves no file', async (_name, bytes) => {
    const res = await upload('admin', bytes);
    expect(res.status).toBe(415);
    expect(filesLeft()).toEqual([]);
    expect(await entryImage()).toBeNull();
    expect(await changeLog(w)).toEqual([]);
  });

  it('refuses a file over the limit with 413 while streaming, leaving no file', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(MAX_IMAGE_BYTES, 9)]);
    const res = await upload('admin', big);
    expect(res.status).toBe(413);
    expect(filesLeft()).toEqual([]);
    expect(await entryImage()).toBeNull();
  });

  it('refuses a declared length far over the limit before reading the body', async () => {
    const res = await upload('admin', Buffer.concat([JPEG, Buffer.alloc(2 * MAX_IMAGE_BYTES, 9)]));
    expect(res.status).toBe(413);
    expect(filesLeft()).toEqual([]);
  });

  it('enforces the limit on a chunked upload that declares no length', async () => {
    const boundary = 'vigil-test-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 5);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(Buffer.concat([head, JPEG])));
        else if (sent > MAX_IMAGE_BYTES + chunk.length) {
          controller.enqueue(new Uint8Array(tail));
          controller.close();
          return;
        } else controller.enqueue(new Uint8Array(chunk));
        sent += chunk.length;
      },
    });
    const res = await fetch(`${w.server.url}/api/planning/history/image/${entry}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(filesLeft()).toEqual([]);
  });

  it.each<Role>(['sub2', 'client1', 'agentB'])('refuses %s with 403 before storing anything', async (role) => {
    const res = await upload(role, JPEG);
    expect(res.status).toBe(403);
    expect(filesLeft()).toEqual([]);
  });

  it('refuses a second image: image entries cannot be edited', async () => {
    expect((await upload('admin', JPEG)).status).toBe(201);
    const again = await upload('admin', PNG);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Image entries cannot be edited.');
    expect(filesLeft()).toHaveLength(1);
  });

  it('answers the same photo sent again (its answer lost, its key forgotten) with the entry, storing nothing twice', async () => {
    const first = await upload('agent1', JPEG);
    expect(first.status).toBe(201);
    const image = (first.body.data as { image: string }).image;
    const again = await upload('agent1', JPEG);
    expect(again.status).toBe(200);
    expect((again.body.data as { image: string }).image).toBe(image);
    expect(filesLeft()).toEqual([image]);
    expect(await entryImage()).toBe(image);
  });

  it('refuses entries that are not image entries, unknown entries and a foreign agent_id', async () => {
    const note = await insertHistory(w.server.ctx.db, shift, w.ids.agent1, 'note');
    expect((await upload('admin', JPEG, { id: note })).status).toBe(422);
    expect((await upload('admin', JPEG, { id: 99999 })).status).toBe(404);
    const foreign = await upload('admin', JPEG, { fields: { agent_id: String(w.ids.agentB) } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.issues).toEqual([{ path: 'agent_id', message: 'not the entry’s agent' }]);
    const bad = await upload('admin', JPEG, { fields: { agent_id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(filesLeft()).toEqual([]);
  });

  it('needs multipart with exactly one file in the image field', async () => {
    const json = await apiFor(w.server, w.tokens.admin)('POST', `/api/planning/history/image/${entry}`, { image: 'x' });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('agent_id', String(w.ids.agent1));
    const noFile = await fetch(`${w.server.url}/api/planning/history/image/${entry}`, { method: 'POST', headers: { authorization: `Bearer ${w.tokens.admin}` }, body: form });
    expect(noFile.status).toBe(400);
    const wrongField = new FormData();
    wrongField.append('file', new Blob([new Uint8Array(JPEG)]), 'a.jpg');
    expect((await fetch(`${w.server.url}/api/planning/history/image/${entry}`, { method: 'POST', headers: { authorization: `Bearer ${w.tokens.admin}` }, body: wrongField })).status).toBe(400);
    expect(filesLeft()).toEqual([]);
  });
});

describe('GET /api/planning/history/image/{requestId}/{file}', () => {
  let image: string;
  beforeEach(async () => {
    image = ((await upload('admin', JPEG)).body.data as { image: string }).image;
  });

  it.each<Role>(['sub2', 'client2', 'agentB'])('answers 404 to %s, who may not see the entry', async (role) => {
    expect((await getImage(role, w.ids.request1, image)).status).toBe(404);
  });

  it('serves the client of the planning its proof of service, until staff mark the entry internal', async () => {
    // Each body is read to its end, so no answer keeps its connection busy when the server closes.
    const statusFor = async (role: Role) => {
      const res = await getImage(role, w.ids.request1, image);
      await res.arrayBuffer();
      return res.status;
    };
    expect(await statusFor('client1')).toBe(200);
    expect((await apiFor(w.server, w.tokens.planner)('PUT', `/api/planning/history/${entry}/internal`, { internal: true })).status).toBe(200);
    expect(await statusFor('client1')).toBe(404);
    expect(await statusFor('sub1')).toBe(200);
  });

  it('needs a token', async () => {
    expect((await getImage(null, w.ids.request1, image)).status).toBe(401);
  });

  it('answers 404 for names the server never generates and for the wrong request', async () => {
    for (const file of ['..%2F..%2Fapp-secret', 'app-secret', `${'a'.repeat(32)}.jpg`, image.replace('.jpg', '.png')]) {
      expect((await getImage('admin', w.ids.request1, file)).status).toBe(404);
    }
    expect((await getImage('admin', w.ids.request2, image)).status).toBe(404);
  });

  it('removes the file when the entry is deleted', async () => {
    expect(filesLeft()).toEqual([image]);
    expect((await apiFor(w.server, w.tokens.admin)('DELETE', `/api/planning/history/${entry}`)).status).toBe(200);
    expect(filesLeft()).toEqual([]);
    expect((await getImage('admin', w.ids.request1, image)).status).toBe(404);
  });
});
