import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VigilDb } from '../../../src-sync/index.js';
import { users } from '../helpers/users.js';
import { ANN, BOB, CEES, entry, planning, shift } from './history-fixtures.js';
import { freshDb, outboxRows, renderHistory } from './render-history.js';
import { findOpenForm } from '../helpers/dialogs.js';

let db: VigilDb;
beforeEach(async () => {
  db = freshDb();
  await db.shifts.bulkPut([shift(41), shift(42, { start: '2026-02-01 14:00:00', end: '2026-02-01 20:00:00', agents: [CEES] })]);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

async function openAdd(who = users.admin) {
  const view = renderHistory(db, who, planning());
  await view.user.click(await screen.findByRole('button', { name: 'Add history' }));
  const form = await findOpenForm('History details');
  return { ...view, form };
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label);

describe('History Details form', () => {
  it('asks before a typed note is thrown away by the dialog’s × or Escape', async () => {
    const { user, form } = await openAdd();
    await user.type(field(form, 'Note'), 'Door 4 found open');
    await waitFor(() => user.click(screen.getByRole('button', { name: 'Close history details' })));
    const keep = within(await screen.findByTestId('unsaved-changes')).getByRole('button', { name: 'Keep editing' });
    await waitFor(() => user.click(keep));
    expect(field(form, 'Note')).toHaveValue('Door 4 found open');
    await waitFor(() => expect(screen.queryByTestId('unsaved-changes')).toBeNull());
    await user.keyboard('{Escape}');
    const discard = within(await screen.findByTestId('unsaved-changes')).getByRole('button', { name: 'Discard' });
    await waitFor(() => user.click(discard));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'History details' })).not.toBeInTheDocument());
    expect(await db.outbox.count()).toBe(0);
  });

  it("marks shift, agent, status and created-at 'required' and queues nothing", async () => {
    const { user, form } = await openAdd();
    await user.clear(field(form, 'Created at date'));
    await user.clear(field(form, 'Created at time'));
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(within(form).getAllByText('required')).toHaveLength(5));
    for (const label of ['Shift', 'Agent', 'Status', 'Created at date', 'Created at time']) {
      expect(field(form, label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await db.outbox.count()).toBe(0);
  });

  it('names no field before the first Add entry, so the button does not move under the pointer', async () => {
    // The dialog puts the focus in Shift. Leaving it for the button named it 'required' on the
    // way, the line pushed the button down between press and release, and the first click was
    // lost: only Shift was marked, the others after a second click.
    const { user, form } = await openAdd();
    field(form, 'Shift').focus();
    await user.tab();
    expect(within(form).queryByText('required')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(within(form).getAllByText('required')).toHaveLength(3));
    for (const label of ['Shift', 'Agent', 'Status']) expect(field(form, label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the agents of the chosen shift and sends the created-at typed in the location zone as UTC', async () => {
    const { user, form } = await openAdd();
    await user.selectOptions(field(form, 'Shift'), '42');
    const agents = within(field(form, 'Agent')).getAllByRole('option').map((option) => option.textContent);
    expect(agents).toEqual(['Choose an agent', 'Cees Late']);
    await user.selectOptions(field(form, 'Shift'), '41');
    expect(within(field(form, 'Agent')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose an agent', 'Ann Night', 'Bob Day']);
    await user.selectOptions(field(form, 'Agent'), String(BOB.id));
    await user.selectOptions(field(form, 'Status'), 'started');
    await user.clear(field(form, 'Created at date'));
    await user.type(field(form, 'Created at date'), '2026/2/1');
    await user.clear(field(form, 'Created at time'));
    await user.type(field(form, 'Created at time'), '9:15');
    await user.type(field(form, 'Note'), 'on post');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    const [row] = await outboxRows(db, 1);
    expect(row?.op).toBe('create-history');
    // 09:15 in Brussels (UTC+1) is 08:15 UTC.
    expect(row?.body).toEqual({ shift_id: 41, agent_id: BOB.id, status: 'started', created_at: '2026-02-01 08:15:00', note: 'on post', tempId: row?.temp_key });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'History details' })).toBeNull());
    // The new entry is in the timeline at once, with its queued-write state.
    const added = await screen.findByTestId('history-entry');
    expect(Number(added.dataset.historyId)).toBeLessThan(0);
    expect(await within(added).findByTestId('pending-write-state')).toHaveTextContent('Waiting to send');
  });

  it("a note entry needs its note: only spaces are 'required' and nothing is queued", async () => {
    const { user, form } = await openAdd();
    await user.selectOptions(field(form, 'Shift'), '41');
    await user.selectOptions(field(form, 'Agent'), String(ANN.id));
    await user.selectOptions(field(form, 'Status'), 'note');
    await user.type(field(form, 'Note'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(field(form, 'Note')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getAllByText('required')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('reads a created-at date typed day first, as every other date picker takes it, and shows it year first', async () => {
    const { user, form } = await openAdd();
    await user.selectOptions(field(form, 'Shift'), '41');
    await user.selectOptions(field(form, 'Agent'), String(BOB.id));
    await user.selectOptions(field(form, 'Status'), 'started');
    await user.clear(field(form, 'Created at date'));
    await user.type(field(form, 'Created at date'), '01/02/2026');
    await user.clear(field(form, 'Created at time'));
    await user.type(field(form, 'Created at time'), '09:15');
    expect(field(form, 'Created at date')).toHaveValue('2026/02/01');
    expect(within(form).queryByText('expected YYYY/MM/DD')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    const [row] = await outboxRows(db, 1);
    expect(row?.body).toMatchObject({ created_at: '2026-02-01 08:15:00' });
  });

  it('shows the image picker only for status image, accepting .jpeg, .jpg and .png, and requires the image', async () => {
    const { user, form } = await openAdd();
    expect(within(form).queryByText('Choose image')).toBeNull();
    await user.selectOptions(field(form, 'Status'), 'image');
    expect(await within(form).findByText('Choose image')).toBeInTheDocument();
    const input = within(form).getByTestId('history-image-input');
    expect(input).toHaveAttribute('type', 'file');
    expect(input.getAttribute('accept')).toBe('.jpeg,.jpg,.png');
    await user.selectOptions(field(form, 'Shift'), '41');
    await user.selectOptions(field(form, 'Agent'), String(ANN.id));
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(within(form).getAllByText('required')).toHaveLength(1));
    expect(await db.outbox.count()).toBe(0);
    await user.selectOptions(field(form, 'Status'), 'note');
    expect(within(form).queryByText('Choose image')).toBeNull();
  });

  it('shows the break fields for a break and refuses an end before the start', async () => {
    const { user, form } = await openAdd();
    expect(within(form).queryByLabelText('Break reason')).toBeNull();
    await user.selectOptions(field(form, 'Shift'), '41');
    await user.selectOptions(field(form, 'Agent'), String(ANN.id));
    await user.selectOptions(field(form, 'Status'), 'break');
    await user.clear(field(form, 'Created at date'));
    await user.type(field(form, 'Created at date'), '2026/02/01');
    await user.clear(field(form, 'Created at time'));
    await user.type(field(form, 'Created at time'), '12:00');
    await user.type(field(form, 'Break reason'), 'lunch');
    await user.type(field(form, 'Break end date'), '2026/02/01');
    await user.type(field(form, 'Break end time'), '11:30');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(form).findByText('must not be before the start of the break')).toBeInTheDocument();
    await user.clear(field(form, 'Break end time'));
    await user.type(field(form, 'Break end time'), '12:40');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    const [row] = await outboxRows(db, 1);
    expect(row?.body).toMatchObject({ status: 'break', break_reason: 'lunch', created_at: '2026-02-01 11:00:00', break_finished_at: '2026-02-01 11:40:00' });
  });

  it('edits an entry with its status fixed (disabled) and shows created-at as YYYY/MM/DD HH:mm', async () => {
    await db.planning_history.put(entry(1, { status: 'break', created_at: '2026-02-01 11:00:00', break_reason: 'coffee' }));
    const { user } = renderHistory(db, users.admin, planning());
    await user.click(await screen.findByRole('button', { name: /^Edit break entry/ }));
    const form = await findOpenForm('History details');
    expect(field(form, 'Status')).toBeDisabled();
    expect(field(form, 'Status')).toHaveValue('break');
    expect(field(form, 'Created at date')).toHaveValue('2026/02/01');
    expect(field(form, 'Created at time')).toHaveValue('12:00');
    expect(field(form, 'Shift')).toHaveValue('41');
    expect(field(form, 'Agent')).toHaveValue(String(ANN.id));
    expect(within(form).queryByText('Choose image')).toBeNull();
    await user.type(field(form, 'Break end date'), '2026/02/01');
    await user.type(field(form, 'Break end time'), '12:20');
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    const [row] = await outboxRows(db, 1);
    expect(row).toMatchObject({ op: 'update-history', target_id: 1 });
    // Only what the user changed, with the version the form showed.
    expect(row?.body).toEqual({ break_finished_at: '2026-02-01 11:20:00', base_version: 1 });
  });

  it('lets an agent add entries only for itself, on its own shifts', async () => {
    const agentUser = { ...users.planner, id: 9, roles: [], entity: 'subcontractor' as const, agent_id: CEES.id, subcontractor_id: 20 };
    const { user, form } = await openAdd(agentUser);
    expect(within(field(form, 'Shift')).getAllByRole('option')).toHaveLength(2);
    expect(field(form, 'Shift')).toHaveValue('42');
    expect(field(form, 'Agent')).toHaveValue(String(CEES.id));
    expect(within(field(form, 'Agent')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose an agent', 'Cees Late']);
    await user.selectOptions(field(form, 'Status'), 'note');
    await user.type(field(form, 'Note'), 'Gate 2 locked');
    await user.click(within(form).getByRole('button', { name: 'Add entry' }));
    const [row] = await outboxRows(db, 1);
    expect(row?.body).toMatchObject({ shift_id: 42, agent_id: CEES.id, status: 'note', note: 'Gate 2 locked' });
  });
});
