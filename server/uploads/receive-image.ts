/**
 * Receives one image from a multipart request (chat images, history images) and stores it under
 * a server-generated name. Security properties, each enforced here for every caller:
 * - size: the limit is enforced WHILE streaming (busboy stops at the limit; a declared
 *   Content-Length far above it is refused before reading), answering 413 and leaving no file;
 * - type: decided by the file's first bytes (JPEG, PNG; GIF only when asked), never by the
 *   client's Content-Type or name; anything else answers 415 and leaves no file;
 * - pixels: the width and height in the header must stay within the pixel bound
 *   (pixel-bound.ts), or 422 and no file: a tiny file must not ask browsers for gigabytes;
 * - name: random, chosen by the server; the client's file name is ignored entirely;
 * - the bytes are written to a `.part` file first and renamed only once complete and valid, so a
 *   reader can never see a partial or unchecked file.
 */
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../lib/http-errors.js';
import { MAGIC_BYTES_NEEDED, detectImageType, type ImageType } from './image-types.js';
import { newStoredName, uploadDir, type UploadArea } from './upload-paths.js';
import { removeUploadFile } from './remove-upload.js';
import { MAX_IMAGE_PIXELS, checkPixelBound } from './pixel-bound.js';
import { MAX_IMAGE_BYTES } from '../../src-sync/protocol/image-rules.js';

export { MAX_IMAGE_BYTES };
/** Room for multipart boundaries, part headers and a few small fields. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface ReceiveImageOptions {
  dataDir: string;
  area: UploadArea;
  /** The parent record the file is stored under (the request id). */
  ownerId: number;
  /** Name of the file field (spec: `image`). */
  fieldName?: string;
  maxBytes?: number;
  allowGif?: boolean;
}

export interface ReceivedImage {
  /** The stored name (`<32 hex>.<ext>`), what the database keeps. */
  name: string;
  file: string;
  mime: ImageType['mime'];
  size: number;
  /** The non-file fields, as sent (strings). */
  fields: Record<string, string>;
}

const tooLarge = (field: string, maxBytes: number) =>
  new HttpError(413, 'payload_too_large', `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`, [
    { path: field, message: `at most ${Math.round(maxBytes / 1024 / 1024)} MB` },
  ]);
const unsupported = (field: string, allowGif: boolean) =>
  new HttpError(415, 'unsupported_media_type', `Only ${allowGif ? 'JPEG, PNG and GIF' : 'JPEG and PNG'} images are accepted.`, [
    { path: field, message: `must be a ${allowGif ? 'JPEG, PNG or GIF' : 'JPEG or PNG'} image` },
  ]);

const tooManyPixels = (field: string) => {
  const megapixels = Math.round(MAX_IMAGE_PIXELS / 1_000_000);
  return new HttpError(422, 'too_many_pixels', `The image is larger than ${megapixels} megapixels.`, [{ path: field, message: `at most ${megapixels} megapixels` }]);
};
const noBoundary = () =>
  new HttpError(415, 'unsupported_media_type', 'Send the image as multipart/form-data with a boundary.', [
    { path: 'content-type', message: 'expected multipart/form-data with a boundary' },
  ]);

/** RFC 2046: a multipart type carries a boundary of 1 to 70 characters, quoted or not. Without
 * one the multipart parser throws instead of refusing (an answer of 500 before this check). */
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(;|$)/i;

class RejectedType extends Error {}

/** Passes the bytes through once the first ones prove an accepted image type. */
function typeGate(allowGif: boolean, onType: (type: ImageType) => void): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  const decide = (): ImageType | null => (head === null ? null : detectImageType(head, allowGif));
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < MAGIC_BYTES_NEEDED) return callback();
      const type = decide();
      if (!type) return callback(new RejectedType());
      onType(type);
      const out = head;
      head = null;
      callback(null, out);
    },
    flush(callback) {
      if (head === null) return callback();
      const type = decide();
      if (!type) return callback(new RejectedType());
      onType(type);
      callback(null, head);
    },
  });
}

async function storeFile(stream: Readable & { truncated?: boolean }, dir: string, field: string, maxBytes: number, allowGif: boolean) {
  const partFile = path.join(dir, `${randomBytes(16).toString('hex')}.part`);
  let type: ImageType | null = null;
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(null, chunk);
    },
  });
  const writer = createWriteStream(partFile, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(stream, counter, typeGate(allowGif, (t) => (type = t)), writer);
  } catch (error) {
    // A rejection can come while the file is still being opened: removing it before the stream
    // has closed would race the open and leave the `.part` file behind.
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
    await removeUploadFile(partFile);
    if (error instanceof RejectedType) throw unsupported(field, allowGif);
    throw error;
  }
  const detected = type as ImageType | null;
  if (stream.truncated === true || size > maxBytes || detected === null) {
    await removeUploadFile(partFile);
    throw detected === null ? unsupported(field, allowGif) : tooLarge(field, maxBytes);
  }
  const pixels = await checkPixelBound(partFile);
  if (pixels !== 'ok') {
    await removeUploadFile(partFile);
    throw pixels === 'unreadable' ? unsupported(field, allowGif) : tooManyPixels(field);
  }
  const name = newStoredName(detected.ext);
  const file = path.join(dir, name);
  await fs.rename(partFile, file);
  return { name, file, mime: detected.mime, size };
}

/** Multipart plugin errors carry a 4xx statusCode (too many parts, truncated body); keep them 4xx. */
function asHttpError(error: unknown, field: string, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(field, maxBytes);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(status, 'bad_upload', error instanceof Error ? error.message : 'Invalid upload.');
  }
  if (error instanceof Error && /premature close|terminated early|unexpected end/i.test(error.message)) {
    return badRequest('The upload was cut off.', [{ path: field, message: 'incomplete upload' }]);
  }
  return error;
}

export async function receiveImage(request: FastifyRequest, options: ReceiveImageOptions): Promise<ReceivedImage> {
  const field = options.fieldName ?? 'image';
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const allowGif = options.allowGif ?? false;
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the image as multipart/form-data.', [{ path: field, message: 'expected multipart/form-data' }]);
  }
  if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw noBoundary();
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(field, maxBytes);

  const dir = uploadDir(options.dataDir, options.area, options.ownerId);
  await fs.mkdir(dir, { recursive: true });
  const fields: Record<string, string> = {};
  let stored: Awaited<ReturnType<typeof storeFile>> | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, fields: 20, fieldSize: 10_000, parts: 21, headerPairs: 100 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field || stored !== null) {
        part.file.resume();
        throw badRequest(`Send exactly one file, in the field "${field}".`, [{ path: part.fieldname, message: 'unexpected file' }]);
      }
      stored = await storeFile(part.file, dir, field, maxBytes, allowGif);
    }
  } catch (error) {
    if (stored !== null) await removeUploadFile(stored.file);
    throw asHttpError(error, field, maxBytes);
  }
  if (stored === null) throw badRequest('Attach the image.', [{ path: field, message: 'required' }]);
  return { ...stored, fields };
}
