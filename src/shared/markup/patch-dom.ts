/**
 * Brings an element's content in line with markup (markup.ts) by changing only what differs:
 * texts, attributes, and elements whose tag changed. A list row that shows another planning after
 * a keystroke keeps its elements and gets new texts: the browser then lays out new text in the
 * boxes it has, instead of styling and laying out some 20 new elements per row (DESIGN.md
 * section 6: keystroke to updated list under 50 ms).
 */
import { buildNode, SVG_NS } from './build-dom.js';
import type { Markup, MarkupElement } from './markup.js';

function sameKind(node: ChildNode, markup: Markup, inSvg: boolean): boolean {
  if (typeof markup === 'string') return node.nodeType === Node.TEXT_NODE;
  if (node.nodeType !== Node.ELEMENT_NODE || (node as Element).localName !== markup.tag) return false;
  return (inSvg || markup.tag === 'svg') === ((node as Element).namespaceURI === SVG_NS);
}

function patchAttributes(element: Element, attrs: MarkupElement['attrs']): void {
  let kept = 0;
  if (attrs) {
    for (const name in attrs) {
      const value = attrs[name];
      if (value === undefined) continue;
      kept += 1;
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
  }
  if (element.attributes.length === kept) return;
  // Attributes the markup no longer has (a title that went away): removed.
  for (const name of element.getAttributeNames()) if (attrs?.[name] === undefined) element.removeAttribute(name);
}

function patchChildren(parent: Element, nodes: readonly Markup[], inSvg: boolean): void {
  const doc = parent.ownerDocument;
  let current = parent.firstChild;
  for (const markup of nodes) {
    if (current !== null && sameKind(current, markup, inSvg)) {
      if (typeof markup === 'string') {
        if ((current as Text).data !== markup) (current as Text).data = markup;
      } else {
        patchAttributes(current as Element, markup.attrs);
        patchChildren(current as Element, markup.children, inSvg || markup.tag === 'svg');
      }
      current = current.nextSibling;
    } else {
      parent.insertBefore(buildNode(markup, doc, inSvg), current);
    }
  }
  while (current !== null) {
    const next = current.nextSibling;
    current.remove();
    current = next;
  }
}

/** Makes the element's content (not the element itself) the markup's. */
export function patchContent(element: Element, nodes: readonly Markup[]): void {
  patchChildren(element, nodes, element.namespaceURI === SVG_NS);
}
