/** Builds markup (markup.ts) with plain DOM calls. Text is always set as text, never parsed. */
import type { Markup } from './markup.js';

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** One node of markup, built. `inSvg`: the node is inside an <svg> (its elements take the SVG namespace). */
export function buildNode(node: Markup, doc: Document, inSvg: boolean): Node {
  if (typeof node === 'string') return doc.createTextNode(node);
  const svg = inSvg || node.tag === 'svg';
  const element = svg ? doc.createElementNS(SVG_NS, node.tag) : doc.createElement(node.tag);
  if (node.attrs) {
    for (const name in node.attrs) {
      const value = node.attrs[name];
      if (value !== undefined) element.setAttribute(name, value);
    }
  }
  for (const child of node.children) element.appendChild(buildNode(child, doc, svg));
  return element;
}

export function buildDom(nodes: readonly Markup[], doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  for (const node of nodes) fragment.appendChild(buildNode(node, doc, false));
  return fragment;
}

/** Replaces the element's content with the markup. */
export function fillWith(element: Element, nodes: readonly Markup[]): void {
  element.replaceChildren(buildDom(nodes, element.ownerDocument));
}
