/**
 * What an uploaded image must be, shared by the server (server/uploads, which decides) and the
 * device (which refuses the same input before it queues anything, so a bad pick changes nothing
 * and says why at once): JPEG or PNG by its first bytes, at most 5 MB, and at most 50 megapixels
 * by the size its header declares (server/uploads/pixel-bound.ts says why).
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageKind = 'jpeg' | 'png';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/** The accepted type these first bytes prove, or null (8 bytes are enough to tell). */
export function imageKindOf(head: Uint8Array): ImageKind | null {
  const startsWith = (sig: number[]) => head.length >= sig.length && sig.every((b, i) => head[i] === b);
  if (startsWith(JPEG_MAGIC)) return 'jpeg';
  if (startsWith(PNG_MAGIC)) return 'png';
  return null;
}
