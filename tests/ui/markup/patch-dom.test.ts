/** patchContent: a list row showing another planning keeps its elements and gets new texts. */
import { describe, expect, it } from 'vitest';
import { fillWith } from '../../../src/shared/markup/build-dom.js';
import { h, type Markup } from '../../../src/shared/markup/markup.js';
import { patchContent } from '../../../src/shared/markup/patch-dom.js';

const icon = h('svg', { viewBox: '0 0 24 24' }, h('circle', { r: '10' }));

function row(name: string, options: { branch?: string; title?: string; status?: string; icon?: boolean }): Markup[] {
  return [
    h('span', { 'data-text': '', title: options.title }, name, options.icon ? h('span', { 'data-icon': '' }, icon) : null),
    h('div', { 'data-cell': '' }, h('span', {}, 'client'), options.branch ? h('span', { 'data-tone': 'muted' }, options.branch) : null),
    h('span', { 'data-badge': 'status', 'data-value': options.status ?? 'pending' }, options.status ?? 'pending'),
  ];
}

/** What building the markup from nothing gives: the reference every patch must reach. */
function built(nodes: Markup[]): string {
  const element = document.createElement('div');
  fillWith(element, nodes);
  return element.innerHTML;
}

describe('patchContent', () => {
  it('changes texts and attributes in place when the shape is the same', () => {
    const element = document.createElement('div');
    patchContent(element, row('R000001', { branch: 'North', title: 'first', status: 'pending' }));
    const [first, cell, badge] = [...element.children];
    const text = first!.firstChild;

    const next = row('R000002', { branch: 'South', title: 'second', status: 'confirmed' });
    patchContent(element, next);
    expect(element.innerHTML).toBe(built(next));
    // The very same nodes: nothing was built again.
    expect([...element.children]).toEqual([first, cell, badge]);
    expect(element.children[0]!.firstChild).toBe(text);
  });

  it('adds and removes what the new markup has or lacks, attributes included', () => {
    const element = document.createElement('div');
    patchContent(element, row('R1', { branch: 'North', title: 'a title', icon: false }));
    const steps = [
      row('R2', { icon: true }),
      row('R3', { branch: 'East', title: 'back', icon: true }),
      row('R4', { branch: 'West', icon: false }),
      [h('p', {}, 'other shape')],
      row('R5', { branch: 'North', title: 't', icon: true }),
      [],
    ];
    for (const step of steps) {
      patchContent(element, step);
      expect(element.innerHTML).toBe(built(step));
    }
  });

  it('keeps SVG elements in their namespace, also when they replace HTML ones', () => {
    const element = document.createElement('div');
    patchContent(element, [h('span', {}, h('span', {}, 'text'))]);
    patchContent(element, [h('span', {}, icon)]);
    const svg = element.querySelector('svg')!;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.firstElementChild?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(element.innerHTML).toBe(built([h('span', {}, icon)]));
  });

  it('sets text as text, never as markup', () => {
    const element = document.createElement('div');
    patchContent(element, [h('span', {}, 'plain')]);
    patchContent(element, [h('span', {}, '<img src=x onerror=alert(1)>')]);
    expect(element.querySelector('img')).toBeNull();
    expect(element.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
