import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { startI18n } from '../../src/i18n/index.js';
import { toaster } from '../../src/shared/feedback/toaster.js';
import { clearOfMidnight } from '../helpers/clear-of-midnight.js';

// jsdom lacks the layout APIs Chakra's (zag) components and responsive props call.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => undefined;
Element.prototype.scrollTo ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

// A file's fixtures fix "today" when imported (list-dataset.ts): none may run across midnight.
await clearOfMidnight(3 * 60_000);

// Screens are tested in English, the catalogue that holds the spec's texts verbatim.
await startI18n('en');

// Lazy route chunks are transformed on first import in vitest, which can take seconds.
// Role queries skip the per-element visibility check (getComputedStyle on every Emotion-styled
// node), which otherwise makes each query take seconds in jsdom.
configure({ asyncUtilTimeout: 4000, defaultHidden: true });

afterEach(() => {
  cleanup();
  // The app's one toaster outlives a test (and, files sharing modules, a file): a toast left
  // open would show again under the next test's Toaster.
  toaster.remove();
  localStorage.clear();
  sessionStorage.clear();
});
