/** One shared formatter: `Number#toLocaleString` builds a new Intl formatter per call, and the
 * status buttons and count format up to ten numbers per keystroke. */
const COUNT = new Intl.NumberFormat('en');

export function formatCount(value: number): string {
  return COUNT.format(value);
}
