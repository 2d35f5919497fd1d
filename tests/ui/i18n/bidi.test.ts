/** Data and fixed formats inside right-to-left sentences keep their own order; left-to-right
 * languages get their text unchanged. */
import { describe, expect, it } from 'vitest';
import { isolate, isolateLtr } from '../../../src/i18n/bidi.js';
import { rowWords } from '../../../src/features/planning/list/row-words.js';
import { createLookup } from '../../../src/i18n/lookup.js';
import { startUpCatalogue } from '../../../src/i18n/start-up-catalogue.js';

describe('bidi isolation', () => {
  it('isolates names (first strong direction) and fixed formats (left to right) in Arabic only', () => {
    expect(isolate('Koelhuis Rotterdam', 'ar')).toBe('\u2068Koelhuis Rotterdam\u2069');
    expect(isolateLtr('23-11-2026 07:00', 'ar')).toBe('\u206623-11-2026 07:00\u2069');
    for (const language of ['en', 'zh', 'it', 'es', 'fr'] as const) {
      expect(isolate('Koelhuis Rotterdam', language)).toBe('Koelhuis Rotterdam');
      expect(isolateLtr('23-11-2026 07:00', language)).toBe('23-11-2026 07:00');
    }
  });

  it("a row's client -> branch points the way the language reads, its names isolated in Arabic", () => {
    const words = (language: 'en' | 'ar') => rowWords(createLookup(language, startUpCatalogue(language)), language);
    expect(words('en').clientBranch('Acme', 'North')).toBe('Acme → North');
    expect(words('en').branchLine('North')).toBe('→ North');
    expect(words('ar').clientBranch('Acme', 'North')).toBe('\u2068Acme\u2069 ← \u2068North\u2069');
    expect(words('ar').branchLine('North')).toBe('← \u2068North\u2069');
  });
});
