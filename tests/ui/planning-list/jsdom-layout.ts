/** jsdom lays nothing out, so every element would measure 0 px. Give every element a
 * screen-sized client box, as a browser would (this file's importers only). */
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1024 });
