/**
 * Engines for the image tests against the real server (tests/sync/helpers/real-stack.ts), with
 * the image-cache options these tests need: the shared stack's engines keep the defaults, whose
 * 30-day window never reaches the world's 2030 plannings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createApiClient } from '../../../src-sync/api/index.js';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { createEngine } from '../../../src-sync/engine/create-engine.js';
import { manualNetworkStatus } from '../../../src-sync/engine/network-status.js';
import type { HistoryImageCacheOptions } from '../../../src-sync/images/history-image-cache.js';
import { createEchoTransport } from '../../../src-sync/realtime/echo-transport.js';
import type { Role } from '../../server/helpers-sync/world.js';
import { freshDb, recordingLogger } from '../helpers/fakes.js';
import type { EngineHandle, RealStack } from '../helpers/real-stack.js';

/** A 1x1 PNG: the server checks magic bytes, so the test image must be a real one. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export function pngBlob(): Blob {
  return new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' });
}

export async function blobBytes(blob: Blob | undefined): Promise<Buffer> {
  if (!blob) throw new Error('no blob');
  return Buffer.from(await blob.arrayBuffer());
}

export function imageEngine(stack: RealStack, role: Role, images: HistoryImageCacheOptions | false, db: VigilDb = freshDb()): EngineHandle {
  const api = createApiClient({ baseURL: stack.proxy.url, locks: null, timeoutMs: 10_000 });
  api.setAccessToken(stack.world.tokens[role]);
  const network = manualNetworkStatus(true);
  const logger = recordingLogger();
  const engine = createEngine({
    db, http: api, userId: stack.world.users[role], locks: null, network, logger, pullIntervalMs: 3_600_000, historyImages: images,
    realtime: createEchoTransport({ key: 'vigil', wsHost: '127.0.0.1', wsPort: stack.proxy.port, forceTLS: false, enabledTransports: ['ws'] }),
  });
  engine.start();
  return { role, db, engine, api, network, logger };
}

export async function stopEngine(handle: EngineHandle, wipe = true): Promise<void> {
  await handle.engine.stop();
  handle.db.close();
  if (wipe) await handle.db.delete();
}

/** Files the server stored for a request's history images. */
export function storedImages(stack: RealStack, requestId: number): string[] {
  const dir = path.join(stack.server.dataDir, 'uploads', 'history', String(requestId));
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.endsWith('.part')) : [];
}

export const isUpload = (r: { method: string; url: string }) => r.method === 'POST' && r.url.startsWith('/api/planning/history/image/');
export const isImageGet = (r: { method: string; url: string }) => r.method === 'GET' && r.url.startsWith('/api/planning/history/image/');
