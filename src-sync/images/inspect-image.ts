/**
 * The device's check of a picked image, the server's rules (protocol/image-rules.ts) applied
 * before anything is queued, so a bad pick is refused at once, offline too, naming why: not a
 * JPEG or PNG by its first bytes (a renamed file is refused whatever its name), over 5 MB, or a
 * header declaring more pixels than the bound. The header is read by image-size (headers only,
 * nothing decoded), loaded on first use so the start-up bundle does not carry it.
 */
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, imageKindOf } from '../protocol/image-rules.js';
import { MutationInputError } from '../mutations/mutation-input.js';

export type ImageRefusal = 'required' | 'not-an-image' | 'too-large' | 'too-many-pixels';

/** The server's words for each refusal (the UI words them in its user's language by code). */
const MESSAGES: Record<ImageRefusal, string> = {
  required: 'required',
  'not-an-image': 'must be a JPEG or PNG image',
  'too-large': `at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  'too-many-pixels': `at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
};

export class ImageRefusedError extends MutationInputError {
  constructor(readonly refusal: ImageRefusal) {
    super(`image: ${MESSAGES[refusal]}`, [{ path: 'image', message: MESSAGES[refusal] }]);
  }
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  // Older DOM shims (jsdom) have no Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Null when the server would take it; otherwise why not. */
export async function imageRefusal(blob: Blob): Promise<ImageRefusal | null> {
  if (blob.size === 0) return 'required';
  if (blob.size > MAX_IMAGE_BYTES) return 'too-large';
  const bytes = await bytesOf(blob);
  if (imageKindOf(bytes) === null) return 'not-an-image';
  const { imageSize } = await import('image-size');
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    return 'not-an-image';
  }
  const { width, height } = size;
  if (width === undefined || height === undefined || width <= 0 || height <= 0) return 'not-an-image';
  return width * height > MAX_IMAGE_PIXELS ? 'too-many-pixels' : null;
}

/** Throws ImageRefusedError when the server would refuse the image. */
export async function checkImage(blob: Blob): Promise<void> {
  const refusal = await imageRefusal(blob);
  if (refusal !== null) throw new ImageRefusedError(refusal);
}
