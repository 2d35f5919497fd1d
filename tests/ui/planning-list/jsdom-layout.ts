/** jsdom lays nothing out, so the virtualizer would see a 0 px viewport and render no rows. Give
 * every element a screen-sized client box (this file's importers only). */
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1024 });
