import { textDirection, type Language } from './languages.js';

/** `<html lang dir>`: the browser's own text handling (hyphenation, fonts, bidi) and every CSS
 * logical property follow it, so the whole layout mirrors for Arabic. */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = textDirection(language);
}
