/**
 * The pixel bound (a "pixel flood" defence). An image's size in bytes says little about what it
 * costs to show: a PNG of a few hundred bytes can declare 50,000 x 50,000 pixels, which every
 * browser that displays it must decode into some 10 GB. Vigil never decodes images on the
 * server, but every planner who opens the history would; so an upload is refused when the width
 * and height in its header (read by image-size, which reads only headers) exceed the bound.
 *
 * 50 megapixels: more than a 48-megapixel phone photo, and about 200 MB once decoded, the most a
 * browser should be asked to hold for one history image.
 */
import { imageSizeFromFile } from 'image-size/fromFile';
import { MAX_IMAGE_PIXELS } from '../../src-sync/protocol/image-rules.js';

export { MAX_IMAGE_PIXELS };

export type PixelCheck = 'ok' | 'too-many-pixels' | 'unreadable';

export async function checkPixelBound(file: string): Promise<PixelCheck> {
  let size: { width?: number; height?: number };
  try {
    size = await imageSizeFromFile(file);
  } catch {
    // No readable size in the header: not an image any browser could show either.
    return 'unreadable';
  }
  const { width, height } = size;
  if (width === undefined || height === undefined || width <= 0 || height <= 0) return 'unreadable';
  return width * height > MAX_IMAGE_PIXELS ? 'too-many-pixels' : 'ok';
}
