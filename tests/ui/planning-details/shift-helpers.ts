/** Finding things in the Shift Details modal (the planning info form has fields of the same
 * names, so every query is scoped to the shift form). */
import { screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { findOpenForm } from '../helpers/dialogs.js';

export async function openNewShift(user: UserEvent): Promise<Scope> {
  await user.click(await screen.findByRole('button', { name: 'Add new shift' }));
  return within(await findOpenForm('Shift details'));
}

export type Scope = BoundFunctions<typeof queries>;

export async function setField(user: UserEvent, form: Scope, label: string, value: string): Promise<void> {
  const input = form.getByLabelText(label);
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

/** The exact message, trailing space included (getByText would trim 'not valid '). */
export function exactText(text: string) {
  return (_: string, node: Element | null) => node?.textContent === text && node.children.length === 0;
}
