/**
 * What a screenshot shows, counted by colour: the PNG is decoded by the page's own image decoder
 * (no PNG library in Node here) and each pixel within `tolerance` of a named colour is counted.
 * For canvases (WebGL) whose drawing buffer cannot be read back after it was shown.
 */
import type { Locator, Page } from 'playwright-core';

export type Rgb = readonly [number, number, number];

export async function countColours<K extends string>(page: Page, target: Locator, colours: Record<K, Rgb>, tolerance = 8): Promise<Record<K, number>> {
  const png = await target.screenshot();
  const wanted: Record<string, Rgb> = colours;
  return page.evaluate(
    async ({ base64, wanted, tol }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const counts: Record<string, number> = Object.fromEntries(Object.keys(wanted).map((k) => [k, 0]));
      for (let i = 0; i < data.length; i += 4) {
        for (const [name, [r, g, b]] of Object.entries(wanted)) {
          if (Math.abs((data[i] ?? 0) - r) <= tol && Math.abs((data[i + 1] ?? 0) - g) <= tol && Math.abs((data[i + 2] ?? 0) - b) <= tol) counts[name] = (counts[name] ?? 0) + 1;
        }
      }
      return counts;
    },
    { base64: png.toString('base64'), wanted, tol: tolerance },
  );
}
