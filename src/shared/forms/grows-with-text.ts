/**
 * A text box that grows with its text. Where the browser sizes fields to their content itself
 * (CSS `field-sizing: content`), that is used: the script fallback (`autoresize`) sets the
 * height from `scrollHeight` on every change of the value, two layouts in the frame after each
 * keystroke, which the chat's Enter (that clears the box) cannot spare.
 */
const sizedByBrowser = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** Props for a one-line Chakra `Textarea` (`rows={1}`: under `field-sizing` the rows give no
 * minimum height), spread, with `maxH` to bound the growth. */
export const growsWithText = sizedByBrowser ? ({ css: { fieldSizing: 'content', resize: 'none' } } as const) : ({ autoresize: true } as const);
