/**
 * A description of a small piece of DOM: what the planning list's rows and the start-up paint
 * are made of. The rows are built from it with plain DOM calls (build-dom.ts) both in the app's
 * list and in the start-up paint, so one description serves both, and drawing a row costs no
 * framework work: the list mounts some 25 rows on every keystroke that changes it (DESIGN.md
 * section 6: keystroke to updated list under 50 ms), and the start-up paint runs before any
 * framework is loaded (reload to first rows under 300 ms).
 */
export interface MarkupElement {
  tag: string;
  /** Attribute names as in HTML/SVG ('class', 'stroke-width'); undefined leaves one out. */
  attrs: Readonly<Record<string, string | undefined>> | null;
  children: readonly Markup[];
}

export type Markup = MarkupElement | string;

type Child = Markup | null | undefined | false;

/** An element; null, undefined and false children are left out (conditional parts). */
export function h(tag: string, attrs: MarkupElement['attrs'], ...children: Child[]): MarkupElement {
  return { tag, attrs, children: children.filter((child): child is Markup => child !== null && child !== undefined && child !== false) };
}
