/**
 * Bidirectional text in right-to-left languages. A line that mixes Arabic words with Latin names
 * and the spec's fixed-format dates is reordered by the Unicode bidi algorithm: "23-11-2026 07:00"
 * would read "07:00 23-11-2026", and "client ← branch" with two Latin names would run left to
 * right with the arrow pointing back. Values interpolated into such lines are isolated (Unicode
 * isolates, invisible): names in their own direction (FSI), fixed formats left to right (LRI).
 * Left-to-right languages need none, and their text stays exactly as it was.
 */
import { textDirection, type Language } from './languages.js';

const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';

/** A name or other data inside a sentence, laid out in its own direction. */
export function isolate(text: string, language: Language): string {
  return textDirection(language) === 'rtl' ? `${FSI}${text}${PDI}` : text;
}

/** A fixed-format date, time or code inside a sentence, always left to right. */
export function isolateLtr(text: string, language: Language): string {
  return textDirection(language) === 'rtl' ? `${LRI}${text}${PDI}` : text;
}

/** Right-to-left scripts' letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
/** Letters of every other script. */
const LTR_LETTER = /[\p{L}]/u;

/**
 * The direction of a text by its first strong letter (Unicode's first-strong rule), or null for
 * none (digits and punctuation only). `dir="auto"` does the same but counts the letters of an
 * isolated name before it, so a line "⁨Marc⁩: مرحبا" would take the name's direction, not the
 * message's.
 */
export function firstStrongDirection(text: string): 'ltr' | 'rtl' | null {
  for (const char of text) {
    if (RTL_LETTER.test(char)) return 'rtl';
    if (LTR_LETTER.test(char)) return 'ltr';
  }
  return null;
}
