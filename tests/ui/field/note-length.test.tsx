/** A guard's note and break reason are held to the wire's limits; near a limit the phone says how
 * much of it is used, so a pasted report is not cut without warning. */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_NOTE, MAX_REASON, type VigilDb } from '../../../src-sync/index.js';
import { EventButtons } from '../../../src/features/field/event-buttons.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { entry } from '../planning-history/history-fixtures.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

const SHIFT_ID = 41;
let db: VigilDb;
afterEach(() => db.close());

function renderStartedShift() {
  db = freshDb();
  const started = entry(1, { status: 'started', shift_id: SHIFT_ID, created_at: '2026-02-01 09:00:00' });
  return renderWithWorkspace(db, users.agent, <EventButtons db={db} agentId={users.agent.id} shiftId={SHIFT_ID} entries={[started]} />);
}

describe("a guard's note near its limit", () => {
  it('shows the count only from nine tenths of the limit, and in the error colour at it', async () => {
    const { user } = renderStartedShift();
    await user.click(screen.getByRole('button', { name: 'Note' }));
    const box = screen.getByRole('textbox', { name: 'What happened?' });
    expect(box).toHaveAttribute('maxLength', String(MAX_NOTE));
    fireEvent.change(box, { target: { value: 'a'.repeat(4000) } });
    expect(screen.queryByTestId('length-counter')).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(4600) } });
    expect(screen.getByTestId('length-counter')).toHaveTextContent('4,600 of 5,000 characters');
    fireEvent.change(box, { target: { value: 'a'.repeat(MAX_NOTE) } });
    expect(screen.getByTestId('length-counter')).toHaveTextContent('5,000 of 5,000 characters');
  });

  it("counts a break's reason against its own limit", async () => {
    const { user } = renderStartedShift();
    await user.click(screen.getByRole('button', { name: 'Break' }));
    const box = screen.getByRole('textbox', { name: 'Reason for the break' });
    expect(box).toHaveAttribute('maxLength', String(MAX_REASON));
    fireEvent.change(box, { target: { value: 'b'.repeat(950) } });
    expect(screen.getByTestId('length-counter')).toHaveTextContent('950 of 1,000 characters');
  });

  it('keeps the note and the break reason apart: a long note never fills the reason box, and stays when Break is opened', async () => {
    const { user } = renderStartedShift();
    await user.click(screen.getByRole('button', { name: 'Note' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What happened?' }), { target: { value: 'n'.repeat(4600) } });
    await user.click(screen.getByRole('button', { name: 'Break' }));
    const reason = screen.getByRole('textbox', { name: 'Reason for the break' });
    expect(reason).toHaveValue('');
    expect(screen.queryByTestId('length-counter')).not.toBeInTheDocument();
    await user.type(reason, 'Toilet');
    await user.click(screen.getByRole('button', { name: 'Note' }));
    expect(screen.getByRole('textbox', { name: 'What happened?' })).toHaveValue('n'.repeat(4600));
  });
});
