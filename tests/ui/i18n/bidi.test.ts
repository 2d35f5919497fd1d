/** Data and fixed formats inside right-to-left sentences keep their own order; left-to-right
 * languages get their text unchanged. */
import { describe, expect, it } from 'vitest';
import { firstStrongDirection, isolate, isolateLtr } from '../../../src/i18n/bidi.js';
import { rowWords } from '../../../src/features/planning/list/row-words.js';
import { planningRowCells } from '../../../src/features/planning/list/row-markup.js';
import type { Markup } from '../../../src/shared/markup/markup.js';
import { makePlanning } from '../planning-list/planning-fixtures.js';
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

  it('finds a text’s direction by its first letter, skipping digits and punctuation, and not the isolates dir="auto" would count', () => {
    expect(firstStrongDirection('12:30 On site')).toBe('ltr');
    expect(firstStrongDirection('– وصلت')).toBe('rtl');
    expect(firstStrongDirection('REQ-2026 مرحبا')).toBe('ltr');
    expect(firstStrongDirection('42 · 7')).toBeNull();
    expect(firstStrongDirection('שלום')).toBe('rtl');
    expect(firstStrongDirection('你好')).toBe('ltr');
  });

  it("a row's client -> branch points the way the language reads, its names isolated in Arabic", () => {
    const words = (language: 'en' | 'ar') => rowWords(createLookup(language, startUpCatalogue(language)), language);
    expect(words('en').clientBranch('Acme', 'North')).toBe('Acme → North');
    expect(words('en').branchLine('North')).toBe('→ North');
    expect(words('ar').clientBranch('Acme', 'North')).toBe('\u2068Acme\u2069 ← \u2068North\u2069');
    expect(words('ar').branchLine('North')).toBe('← \u2068North\u2069');
    // The phone row's arrow between its two names is the same catalogue's.
    expect(words('en').branchArrow).toBe('→');
    expect(words('ar').branchArrow).toBe('←');
  });

  it("a phone's row in Arabic: the range reads the page's way with each time left to right, and client and branch each cut at their own end", () => {
    const words = rowWords(createLookup('ar', startUpCatalogue('ar')), 'ar');
    const lines = planningRowCells(makePlanning(1, { start: '2026-11-30 05:00:00', end: '2026-11-30 13:00:00' }), 'narrow', undefined, words);
    const spans = lines.flatMap((line) => (typeof line === 'string' ? [] : line.children)).filter((child): child is Exclude<Markup, string> => typeof child !== 'string');
    const range = spans.find((span) => span.attrs?.['data-range'] !== undefined);
    expect(range?.children[0]).toMatch(/^\u2066\d{2}-\d{2}-\d{4} \d{2}:\d{2}\u2069 – \u2066\d{2}-\d{2}-\d{4} \d{2}:\d{2}\u2069$/);
    const names = spans.filter((span) => span.attrs?.['data-name'] !== undefined && span.attrs.dir === 'auto').map((span) => span.children[0]);
    const planning = makePlanning(1);
    expect(names).toEqual(expect.arrayContaining([planning.client.name, planning.branch?.name]));
    expect(spans.some((span) => span.children[0] === '←')).toBe(true);
  });
});
