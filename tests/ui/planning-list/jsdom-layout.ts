/** jsdom lays nothing out, so every element would measure 0 px. A file that calls this gives
 * every element a screen-sized client box, as a browser would, for its own tests only: files of
 * the ui project share one jsdom (vitest.config.ts), and the next file must find jsdom's 0 again. */
import { afterAll, beforeAll } from 'vitest';

export function layOutElementsAsAScreen(): void {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1024 });
  });
  afterAll(() => {
    // jsdom defines both on Element.prototype: without the own properties its 0 shows again.
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });
}
