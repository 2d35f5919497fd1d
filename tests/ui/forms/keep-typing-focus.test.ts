/**
 * The press guard: a mouse press on a button or checkbox while a text field has the focus keeps
 * the focus in the field (so the field's error cannot move the button before the click), and
 * nothing else changes the browser's default.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installKeepTypingFocus } from '../../../src/shared/forms/keep-typing-focus.js';

let remove: () => void = () => undefined;

beforeEach(() => {
  document.body.innerHTML = `
    <form>
      <input name="start" type="text" />
      <input name="agree" type="checkbox" />
      <textarea name="note"></textarea>
      <select name="location"><option>A</option></select>
      <button type="submit"><span class="label">Send request</span></button>
      <button type="button" disabled>Disabled</button>
      <button type="button" aria-haspopup="menu">Menu</button>
      <label data-scope="checkbox"><div class="control"></div><input type="checkbox" hidden /></label>
      <p class="text">Plain text</p>
    </form>`;
  remove = installKeepTypingFocus(document);
});

afterEach(() => {
  remove();
  document.body.innerHTML = '';
});

/** Presses the main mouse button on the element; true when the guard kept the default. */
function press(selector: string, button = 0): boolean {
  const target = document.querySelector(selector);
  if (!target) throw new Error(`no ${selector}`);
  return target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button }));
}

function focus(selector: string): void {
  (document.querySelector(selector) as HTMLElement).focus();
}

describe('pressing a button while typing', () => {
  it('keeps the focus in a text field or textarea when a button or checkbox is pressed', () => {
    focus('input[name=start]');
    expect(press('button[type=submit] .label')).toBe(false);
    expect(press('[data-scope=checkbox] .control')).toBe(false);
    focus('textarea');
    expect(press('button[type=submit]')).toBe(false);
  });

  it('leaves fields, selects, popups, disabled buttons, plain text and other mouse buttons alone', () => {
    focus('input[name=start]');
    expect(press('textarea')).toBe(true);
    expect(press('select')).toBe(true);
    expect(press('button[aria-haspopup]')).toBe(true);
    expect(press('button[disabled]')).toBe(true);
    expect(press('p.text')).toBe(true);
    expect(press('button[type=submit]', 2)).toBe(true);
  });

  it('does nothing when no text field has the focus', () => {
    focus('input[name=agree]');
    expect(press('button[type=submit]')).toBe(true);
    (document.activeElement as HTMLElement | null)?.blur();
    expect(press('button[type=submit]')).toBe(true);
  });

  it('is removed by its cleanup', () => {
    remove();
    focus('input[name=start]');
    expect(press('button[type=submit]')).toBe(true);
  });
});
