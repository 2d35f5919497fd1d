/**
 * Image types the server accepts, recognised by their first bytes. The client's Content-Type and
 * file name are never trusted: a renamed HTML or SVG file must not be stored, let alone served,
 * as an image (stored XSS through the upload area).
 */
import { imageKindOf } from '../../src-sync/protocol/image-rules.js';

export interface ImageType {
  ext: 'jpg' | 'png' | 'gif';
  mime: 'image/jpeg' | 'image/png' | 'image/gif';
}

/** Bytes needed to tell the types apart. */
export const MAGIC_BYTES_NEEDED = 8;

export function detectImageType(head: Uint8Array, allowGif: boolean): ImageType | null {
  const kind = imageKindOf(head);
  if (kind === 'jpeg') return { ext: 'jpg', mime: 'image/jpeg' };
  if (kind === 'png') return { ext: 'png', mime: 'image/png' };
  if (allowGif && head.length >= 6) {
    const sig = Buffer.from(head.subarray(0, 6)).toString('latin1');
    if (sig === 'GIF87a' || sig === 'GIF89a') return { ext: 'gif', mime: 'image/gif' };
  }
  return null;
}

export const MIME_BY_EXT: Record<ImageType['ext'], ImageType['mime']> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };
