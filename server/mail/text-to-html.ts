/** A minimal HTML rendering of a plain-text mail: escaped, paragraphs kept, links clickable, in
 * the mail's language and direction (Arabic right to left). Used when a caller gives only text,
 * so that every mail carries a clickable link. */
import type { UiLanguage } from '../../src-sync/protocol/ui-languages.js';
import { textDirection } from '../i18n/languages.js';
import { escapeHtml } from '../lib/escape-html.js';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

export function textToHtml(text: string, language: UiLanguage = 'en'): string {
  const paragraphs = text.split(/\n{2,}/).map((block) => {
    // Escape first, then linkify: the escaped text has no raw <, > or quotes left, so a link can
    // never close the href attribute or open a tag. A link keeps its own direction in Arabic text.
    const escaped = escapeHtml(block).replace(URL_PATTERN, (url) => `<a href="${url}" dir="ltr">${url}</a>`);
    return `<p>${escaped.replace(/\n/g, '<br>\n')}</p>`;
  });
  return `<!doctype html>\n<html lang="${language}" dir="${textDirection(language)}"><body>\n${paragraphs.join('\n')}\n</body></html>\n`;
}
