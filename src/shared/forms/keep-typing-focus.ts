/**
 * Pressing a button while typing in a field keeps the focus in the field until the click.
 *
 * Why: forms check a field when it is left. With the mouse, leaving a field by pressing a button
 * below it blurs the field at mousedown; its error message then appears above the button and
 * pushes it down before the mouseup, which lands beside the button, and the browser sends no
 * click. "Send request" right after an invalid date did nothing on the first press. Keeping the
 * focus where it is (mousedown's default is what moves it) lets the click reach the button; the
 * button's own action then checks the whole form, or closes it.
 *
 * Only presses on plain buttons and checkboxes while a text field has the focus: a native select,
 * another field, or a control that opens a popup (menus, selects, date pickers, whose focus
 * handling is their own) keep the browser's default.
 */
const TYPING_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number', 'date', 'time', 'datetime-local']);
const PRESSABLE = 'button, [role="button"], [role="checkbox"], [data-scope="checkbox"]';
const OWN_FOCUS = 'input, textarea, select, [contenteditable="true"], [aria-haspopup], [role="combobox"], [role="slider"], [role="tab"]';

function isTypingField(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && TYPING_TYPES.has(element.type);
}

/** Whether a mousedown on `target` must keep the focus in the field being typed in. */
export function keepsTypingFocus(target: EventTarget | null, active: Element | null): boolean {
  if (!(target instanceof Element) || !isTypingField(active)) return false;
  const pressed = target.closest(PRESSABLE);
  if (pressed === null || (pressed instanceof HTMLButtonElement && pressed.disabled)) return false;
  return target.closest(OWN_FOCUS) === null;
}

/** Installs the guard on a document; returns its removal. */
export function installKeepTypingFocus(doc: Document): () => void {
  const onMouseDown = (event: MouseEvent) => {
    if (event.button !== 0) return;
    if (keepsTypingFocus(event.target, doc.activeElement)) event.preventDefault();
  };
  doc.addEventListener('mousedown', onMouseDown, true);
  return () => doc.removeEventListener('mousedown', onMouseDown, true);
}
