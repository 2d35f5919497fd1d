/**
 * A write that met someone else's change shows on its record: each conflicting field with who
 * changed it and when, the value now and the user's own, and the two choices, which reach the
 * engine. Times show in the record's zone in the spec's DD-MM-YYYY HH:mm.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WriteConflict } from '../../../src-sync/index.js';
import { switchLanguage } from '../../../src/i18n/index.js';
import { PendingWriteState } from '../../../src/shared/local-first/pending-write-state.js';
import { planning } from '../planning-details/fixtures.js';
import { users } from '../helpers/users.js';
import { createHarness, outboxRow, renderWith } from './harness.js';

function conflictRow(fields?: WriteConflict['fields']) {
  const current = planning(5, { description: 'Gate B only', end: '2026-02-01 18:00:00', version: 4 });
  const conflict: WriteConflict = {
    entity: 'plannings',
    id: 5,
    version: 4,
    current,
    fields: fields ?? [
      { field: 'description', version: 3, changed_at: '2026-02-01 07:15:00', changed_by: { id: 2, name: 'Anna Admin' } },
      { field: 'end', version: 4, changed_at: '2026-02-01 07:20:00', changed_by: null },
    ],
  };
  return outboxRow({
    state: 'failed',
    attempts: 1,
    last_status: 409,
    last_code: 'write_conflict',
    last_error: 'Someone else changed this since you last saw it.',
    body: { description: 'Gate A only', end: '2026-02-01 17:00:00', base_version: 2 },
    conflict,
  });
}

describe('a write conflict on its record', () => {
  it('names who changed which field and when, with both values, and offers Keep mine and Take theirs', async () => {
    const h = createHarness();
    const row = conflictRow();
    await h.db.outbox.add(row);
    const { user } = renderWith(h, <PendingWriteState table="plannings" id={5} subjectOnly timeZone="Europe/Brussels" />);
    const state = await screen.findByTestId('pending-write-state');
    expect(state).toHaveAttribute('data-conflict', 'true');
    expect(state).toHaveTextContent('Changed meanwhile');
    expect(state).toHaveTextContent('Someone else changed this while your change waited');
    const [description, end] = within(state).getAllByTestId('write-conflict-field');
    // 07:15 UTC is 08:15 in Brussels.
    expect(description).toHaveTextContent('Description was changed by Anna Admin at 01-02-2026 08:15');
    expect(description).toHaveTextContent('Now: Gate B only · Yours: Gate A only');
    expect(end).toHaveTextContent('End was changed at 01-02-2026 08:20');
    expect(end).toHaveTextContent('Now: 01-02-2026 19:00 · Yours: 01-02-2026 18:00');
    // A conflict is not a refusal to retry or throw away: the choices are the two values.
    expect(within(state).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await user.click(within(state).getByRole('button', { name: 'Keep mine' }));
    expect(h.fake.resolveConflict).toHaveBeenCalledWith(row.uuid, 'mine');
    // Both wait while the first choice is being made (a loaded machine may still be at it).
    const theirs = within(state).getByRole('button', { name: 'Take theirs' });
    await waitFor(() => expect(theirs).toBeEnabled());
    await user.click(theirs);
    expect(h.fake.resolveConflict).toHaveBeenLastCalledWith(row.uuid, 'theirs');
  });

  it('names a directory record’s fields as its form does, and an order’s change by the values it sent', async () => {
    const h = createHarness();
    const base = { state: 'failed' as const, attempts: 1, last_status: 409, last_code: 'write_conflict' };
    await h.db.outbox.add(outboxRow({
      ...base, record_key: 'clients:3', entity: 'clients', op: 'update-directory-record', path: '/api/clients/{id}', target_id: 3, keys: ['clients:3'],
      body: { name: 'Scheldeport NV', phone: '+32 3 000 00 00', base_version: 2 },
      conflict: { entity: 'clients', id: 3, version: 3, current: { id: 3, name: 'Scheldeport Terminals NV' }, fields: [{ field: 'name', version: 3, changed_at: '2026-02-01 07:15:00', changed_by: { id: 2, name: 'Anna Admin' } }] },
    }));
    await h.db.outbox.add(outboxRow({
      ...base, record_key: 'requests:7', entity: 'requests', op: 'update-request', path: '/api/requests/{id}', target_id: 7, keys: ['requests:7'],
      body: { request: { po_number: 'PO-NEW', note: 'Typed offline' }, planning: [] },
      conflict: { entity: 'requests', id: 7, version: 3, current: { id: 7, po_number: 'PO-OLD' }, fields: [{ field: 'po_number', version: 3, changed_at: '2026-02-01 07:15:00', changed_by: null }] },
    }));
    renderWith(h, (
      <>
        <PendingWriteState table="clients" id={3} subjectOnly timeZone="Europe/Brussels" />
        <PendingWriteState table="requests" id={7} subjectOnly timeZone="Europe/Brussels" />
      </>
    ));
    await waitFor(() => expect(screen.getAllByTestId('write-conflict-field')).toHaveLength(2));
    const fields = screen.getAllByTestId('write-conflict-field');
    await waitFor(() => expect(fields[0]).toHaveTextContent('Name was changed by Anna Admin at 01-02-2026 08:15'));
    expect(fields[0]).toHaveTextContent('Now: Scheldeport Terminals NV · Yours: Scheldeport NV');
    expect(fields[1]).toHaveTextContent('PO number was changed at 01-02-2026 08:15');
    expect(fields[1]).toHaveTextContent('Now: PO-OLD · Yours: PO-NEW');
  });

  it('says the user changed it on another device when the change was their own (not "someone else")', async () => {
    const h = createHarness();
    const own = { id: users.admin.id, name: `${users.admin.first_name} ${users.admin.last_name}` };
    await h.db.outbox.add(conflictRow([{ field: 'description', version: 3, changed_at: '2026-02-01 07:15:00', changed_by: own }]));
    renderWith(h, <PendingWriteState table="plannings" id={5} subjectOnly timeZone="Europe/Brussels" />);
    const state = await screen.findByTestId('pending-write-state');
    expect(state).toHaveTextContent('You changed this on another device while this change waited');
    expect(state).not.toHaveTextContent('Someone else');
    expect(within(state).getByTestId('write-conflict-field')).toHaveTextContent('Description was changed by you on another device at 01-02-2026 08:15');
    expect(state).toHaveTextContent('Keep this device’s value or the other device’s?');
    // Not "mine" against "theirs": both are the user's.
    expect(within(state).getByRole('button', { name: 'Keep this one' })).toBeInTheDocument();
    expect(within(state).getByRole('button', { name: 'Take the other' })).toBeInTheDocument();
    expect(within(state).queryByRole('button', { name: 'Take theirs' })).toBeNull();
  });

  it('keeps "someone else" when a colleague changed one of the fields too', async () => {
    const h = createHarness();
    const own = { id: users.admin.id, name: 'Me' };
    await h.db.outbox.add(conflictRow([
      { field: 'description', version: 3, changed_at: '2026-02-01 07:15:00', changed_by: own },
      { field: 'end', version: 4, changed_at: '2026-02-01 07:20:00', changed_by: { id: users.admin.id + 100, name: 'Anna Admin' } },
    ]));
    renderWith(h, <PendingWriteState table="plannings" id={5} subjectOnly timeZone="Europe/Brussels" />);
    const state = await screen.findByTestId('pending-write-state');
    expect(state).toHaveTextContent('Someone else changed this while your change waited');
    const [description, end] = within(state).getAllByTestId('write-conflict-field');
    expect(description).toHaveTextContent('Description was changed by you on another device');
    expect(end).toHaveTextContent('End was changed by Anna Admin');
  });

  it('is said in the user’s language', async () => {
    const h = createHarness();
    await h.db.outbox.add(conflictRow());
    await switchLanguage('fr');
    try {
      renderWith(h, <PendingWriteState table="plannings" id={5} subjectOnly timeZone="Europe/Brussels" />);
      const state = await screen.findByTestId('pending-write-state');
      expect(state).toHaveTextContent('Description a été modifié par Anna Admin à 01-02-2026 08:15');
      expect(within(state).getByRole('button', { name: 'Garder la mienne' })).toBeInTheDocument();
      expect(within(state).getByRole('button', { name: 'Prendre la leur' })).toBeInTheDocument();
    } finally {
      await switchLanguage('en');
    }
  });
});
