/**
 * Finds an open dialog once it accepts clicks. A dialog opened over another one (a confirmation
 * over Planning Details) is mounted before its dismissable layer is registered: for that moment
 * the body already has `pointer-events: none` and the new dialog has not yet been given `auto`,
 * so a click sent at once is refused by user-event. Waiting for the layer is what a person
 * does without noticing.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The nearest inline `pointer-events` from the element up, as user-event resolves it. */
function effectivePointerEvents(element: HTMLElement): string {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const value = node.style.pointerEvents;
    if (value) return value;
  }
  return 'auto';
}

/** Resolves once the element would take a click. */
export async function untilClickable<T extends HTMLElement>(element: T): Promise<T> {
  await waitFor(() => expect(effectivePointerEvents(element)).not.toBe('none'));
  return element;
}

export async function findOpenDialog(role: 'dialog' | 'alertdialog' = 'dialog'): Promise<HTMLElement> {
  return untilClickable(await screen.findByRole(role));
}

/** A modal's form (Shift details, Forward planning, History details) once it takes clicks. */
export async function findOpenForm(name: string): Promise<HTMLElement> {
  return untilClickable(await screen.findByRole('form', { name }));
}
