/**
 * Uploads that must be refused, each with a clean 4xx answer and nothing stored: a multipart type
 * without its boundary, an image whose header declares more pixels than the bound (a pixel flood:
 * a small file that takes gigabytes to decode in every browser that shows it), and oversized
 * files, which must get their 413 every time rather than a connection reset.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../src-sync/protocol/errors.js';
import { MAX_IMAGE_PIXELS } from '../../../server/uploads/pixel-bound.js';
import { MAX_IMAGE_BYTES } from '../../../server/uploads/receive-image.js';
import { jpeg, png } from '../../helpers/image-bytes.js';
import { buildWorld, changeLog, insertHistory, insertShift, type World } from '../planning/fixtures.js';

let w: World;
let shift: number;
let entry: number;
beforeAll(async () => {
  w = await buildWorld();
  shift = await insertShift(w.server.ctx.db, w.ids.planning, [w.ids.agent1]);
});
beforeEach(async () => {
  entry = await insertHistory(w.server.ctx.db, shift, w.ids.agent1, 'image');
  await w.server.ctx.db.deleteFrom('change_log').execute();
});
afterAll(async () => {
  await w.server.close();
});

const uploadDir = () => path.join(w.server.dataDir, 'uploads', 'history', String(w.ids.request1));
const filesLeft = () => (fs.existsSync(uploadDir()) ? fs.readdirSync(uploadDir()) : []);

async function upload(bytes: Buffer, contentType?: string) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)]), 'photo');
  const request = new Request(`${w.server.url}/api/planning/history/image/${entry}`, { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const res = await fetch(request.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${w.tokens.admin}`, 'content-type': contentType ?? request.headers.get('content-type') ?? '' },
    body,
  });
  return { status: res.status, body: apiErrorSchema.safeParse(await res.json()) };
}

describe('multipart without its boundary', () => {
  it.each(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-8'])('%s is a 4xx naming the content type, not a 500', async (type) => {
    const res = await upload(png(10, 10), type);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.success && res.body.data.issues?.map((i) => i.path)).toEqual(['content-type']);
    expect(filesLeft()).toEqual([]);
    expect(await changeLog(w)).toEqual([]);
  });
});

describe('pixel bound', () => {
  it.each([
    ['PNG', png(50_000, 50_000)],
    ['JPEG', jpeg(50_000, 50_000)],
    ['PNG one pixel over the bound', png(MAX_IMAGE_PIXELS + 1, 1)],
  ])('refuses a %s declaring more pixels than the bound, storing nothing', async (_name, bytes) => {
    const res = await upload(bytes);
    expect(res.status).toBe(422);
    expect(res.body.success && res.body.data.issues).toEqual([{ path: 'image', message: 'at most 50 megapixels' }]);
    expect(filesLeft()).toEqual([]);
    expect(await changeLog(w)).toEqual([]);
  });

  it('accepts images within the bound', async () => {
    expect((await upload(png(MAX_IMAGE_PIXELS, 1))).status).toBe(201);
    entry = await insertHistory(w.server.ctx.db, shift, w.ids.agent1, 'image');
    expect((await upload(jpeg(4000, 3000))).status).toBe(201);
    fs.rmSync(uploadDir(), { recursive: true, force: true });
  });

  it('refuses an image whose header gives no size', async () => {
    const res = await upload(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 0)]));
    expect(res.status).toBe(415);
    expect(filesLeft()).toEqual([]);
  });
});

/**
 * One request over a fresh connection from a client that sends the whole body before it reads
 * anything, as a browser busy uploading does: an answer only counts if it survives until then.
 * Resolves with the status, the socket error, or 'no answer' after 15 s.
 */
function sendThenRead(path: string, type: string, body: Buffer, chunked: boolean): Promise<string> {
  const url = new URL(w.server.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.pause();
    let answer = '';
    const finish = (outcome: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish('no answer'), 15_000);
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`;
    socket.write(`POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${w.tokens.admin}\r\nContent-Type: ${type}\r\n${length}\r\n\r\n`);
    const payload = chunked ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]) : body;
    socket.write(payload, () => {
      socket.on('data', (data: Buffer) => {
        answer += data.toString('latin1');
        const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
        if (status !== undefined && answer.includes('\r\n\r\n')) finish(status);
      });
      socket.on('end', () => finish(`closed after '${answer.slice(0, 20)}'`));
      socket.resume();
    });
  });
}

const BOUNDARY = 'vigil-oversized';
const multipartBody = (fileBytes: number) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    jpeg(100, 100),
    Buffer.alloc(fileBytes, 7),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe('oversized bodies', () => {
  it.each([
    ['an image just over the limit, with a length', MAX_IMAGE_BYTES + 100_000, false],
    ['an image three times the limit, with a length (refused before reading)', 3 * MAX_IMAGE_BYTES, false],
    ['an image just over the limit, chunked', MAX_IMAGE_BYTES + 100_000, true],
    ['an image three times the limit, chunked', 3 * MAX_IMAGE_BYTES, true],
  ])('%s: 413 every time', { timeout: 120_000 }, async (_name, size, chunked) => {
    const body = multipartBody(size);
    const outcomes: string[] = [];
    for (let i = 0; i < 20 && !outcomes.some((o) => o !== '413'); i++) {
      outcomes.push(await sendThenRead(`/api/planning/history/image/${entry}`, `multipart/form-data; boundary=${BOUNDARY}`, body, chunked));
    }
    expect(outcomes).toEqual(Array(20).fill('413'));
    expect(filesLeft()).toEqual([]);
    expect(await changeLog(w)).toEqual([]);
  });

  it.each([
    ['a second file after the image', jpeg(100, 100), '400'],
    ['a pixel flood', png(50_000, 50_000), '422'],
    ['an image whose header gives no size', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), '415'],
  ])('%s, refused while more of the form is still coming: answered every time', { timeout: 120_000 }, async (_name, image, status) => {
    const part = (file: Buffer) => Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n`), file, Buffer.from('\r\n')]);
    const body = Buffer.concat([part(image), part(Buffer.concat([jpeg(100, 100), Buffer.alloc(4 * 1024 * 1024, 7)])), Buffer.from(`--${BOUNDARY}--\r\n`)]);
    const outcomes: string[] = [];
    for (let i = 0; i < 10 && !outcomes.some((o) => o !== status); i++) {
      outcomes.push(await sendThenRead(`/api/planning/history/image/${entry}`, `multipart/form-data; boundary=${BOUNDARY}`, body, true));
    }
    expect(outcomes).toEqual(Array(10).fill(status));
    expect(filesLeft()).toEqual([]);
  });

  it('a JSON body over the limit: 413 every time', { timeout: 60_000 }, async () => {
    const body = Buffer.from(JSON.stringify({ description: 'x'.repeat(4 * 1024 * 1024) }));
    const outcomes: string[] = [];
    for (let i = 0; i < 20 && !outcomes.some((o) => o !== '413'); i++) outcomes.push(await sendThenRead('/api/planning', 'application/json', body, false));
    expect(outcomes).toEqual(Array(20).fill('413'));
  });

  it('a refusal before the body is read (an id that is not an id) is answered too', { timeout: 60_000 }, async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) {
      outcomes.push(await sendThenRead(`/api/planning/history/image/0${entry}`, `multipart/form-data; boundary=${BOUNDARY}`, multipartBody(MAX_IMAGE_BYTES + 100_000), true));
    }
    expect(outcomes).toEqual(Array(10).fill('404'));
  });
});
