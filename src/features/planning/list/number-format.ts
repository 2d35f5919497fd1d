/** One shared formatter per locale: `Number#toLocaleString` builds a new Intl formatter per call,
 * and the status buttons and count format up to ten numbers per keystroke. */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}
