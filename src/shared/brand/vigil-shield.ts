/** The shield of the Vigil mark as plain SVG markup, coloured by `currentColor`: the start-up
 * paint (src/app/first-paint) draws it before any framework is loaded. */
import { h, type MarkupElement } from '../markup/markup.js';

/** `inverted`: for a light shield on the dark brand colour (the sign-in hero). */
export function vigilShield(inverted = false): MarkupElement {
  return h(
    'svg',
    { viewBox: '0 0 32 32', width: '100%', height: '100%', fill: 'none', 'aria-hidden': 'true' },
    h('path', { d: 'M16 2.5 4.5 6.8v8.4c0 7.3 4.9 12.7 11.5 14.3 6.6-1.6 11.5-7 11.5-14.3V6.8L16 2.5Z', fill: 'currentColor' }),
    h('path', { d: 'M8.6 15.6c2-3 4.5-4.5 7.4-4.5s5.4 1.5 7.4 4.5c-2 3-4.5 4.5-7.4 4.5s-5.4-1.5-7.4-4.5Z', fill: inverted ? '#1a365d' : 'white' }),
    h('circle', { cx: '16', cy: '15.6', r: '2.4', fill: 'currentColor' }),
  );
}
