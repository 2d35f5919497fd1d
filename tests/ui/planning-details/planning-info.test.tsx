/** Planning info column: who and where, times in the location's zone, Save only while dirty,
 * and a saved change queued through the engine (db row + outbox row). */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../src/i18n/index.js';
import { recordKey } from '../../../src-sync/index.js';
import { users } from '../helpers/users.js';
import { planning, seedWorld } from './fixtures.js';
import { freshDb, renderDetails } from './render-details.js';

describe('Planning info', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('shows client -> branch, the location with address and number, and times in the location zone', async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    const { requests } = renderDetails(db, users.planner, 100);
    expect(await screen.findByTestId('client-branch')).toHaveTextContent('Harbour Mall → North Wing');
    const info = screen.getByTestId('planning-info-column');
    expect(within(info).getByText('Main entrance')).toBeInTheDocument();
    expect(within(info).getByText('Quay street 12')).toBeInTheDocument();
    // 08:00 UTC is 09:00 in Brussels in winter.
    expect(screen.getByLabelText('Start date')).toHaveValue('01/02/2026');
    expect(screen.getByLabelText('Start time')).toHaveValue('09:00');
    expect(screen.getByLabelText('End time')).toHaveValue('17:00');
    // The header's range: each time its own left-to-right part, the range the page's way.
    expect(screen.getByText('01-02-2026 09:00').parentElement).toHaveTextContent(/01-02-2026 09:00 – 01-02-2026 17:00/);
    expect(requests).toEqual([]);
  });

  it("lists the equipment ordered with the planning's request, live, and nothing when there is none", async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    const requestId = (await db.plannings.get(100))?.request_id ?? 0;
    await db.equipment.bulkPut([
      { id: 1, name: 'Radio', description: null, archived: 0, version: 1, tempId: null, updated_at: '2026-01-01 00:00:00' },
      { id: 2, name: 'Torch', description: null, archived: 0, version: 1, tempId: null, updated_at: '2026-01-01 00:00:00' },
    ]);
    renderDetails(db, users.planner, 100);
    await screen.findByTestId('client-branch');
    expect(screen.queryByTestId('planning-equipment')).toBeNull();
    await db.request_equipment.bulkPut([
      { id: 11, request_id: requestId, equipment_id: 2, quantity: 3, updated_at: '2026-01-01 00:00:00' },
      { id: 10, request_id: requestId, equipment_id: 1, quantity: 1, updated_at: '2026-01-01 00:00:00' },
      // Another request's line is not this planning's.
      { id: 12, request_id: requestId + 1, equipment_id: 1, quantity: 9, updated_at: '2026-01-01 00:00:00' },
    ]);
    const list = await screen.findByTestId('planning-equipment');
    expect([...list.children].map((line) => line.textContent)).toEqual(['1 × Radio', '3 × Torch']);
    expect(within(screen.getByTestId('planning-info-column')).getByText('Equipment')).toBeInTheDocument();
  });

  it('reads client -> branch right to left in Arabic: each name isolated and kept whole, the sentence in the page’s direction', async () => {
    await switchLanguage('ar');
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    renderDetails(db, users.planner, 100);
    const value = await screen.findByTestId('client-branch');
    expect(value).toHaveTextContent('Harbour Mall ← North Wing');
    // Each name its own isolate (a <bdi>) that moves to a new line whole: as one string, a
    // wrapped Latin name was split and its halves set in the wrong order.
    const names = (node: Element) => [...node.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(names(value)).toEqual(['Harbour Mall', 'North Wing']);
    // In the header too, and the arrow outside any auto-direction <bdi> (which made the whole
    // sentence read left to right).
    const header = screen.getByTestId('planning-details-header');
    expect(names(header)).toEqual(expect.arrayContaining(['Harbour Mall', 'North Wing']));
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    const arrows: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.includes('←')) arrows.push(node as Text);
    expect(arrows).toHaveLength(1);
    expect(arrows[0]?.parentElement?.closest('bdi')).toBeNull();
    // On the branch's line, not after the client's: it never ends a line alone.
    expect(arrows[0]?.parentElement?.textContent?.replace('\u00A0', ' ')).toBe('← North Wing');
  });

  it("names the request's job category in the user's language (it is a word of the wire)", async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    renderDetails(db, users.planner, 100);
    const info = await screen.findByTestId('planning-info-column');
    expect(within(info).getByText('REQ-0001 · Static')).toBeInTheDocument();
    await switchLanguage('es');
    expect(await within(info).findByText('REQ-0001 · Vigilancia fija')).toBeInTheDocument();
  });

  it('enables Save only while the form is dirty, and queues the change in UTC', async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    const { user } = renderDetails(db, users.planner, 100);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const endTime = screen.getByLabelText('End time');
    await user.clear(endTime);
    await user.type(endTime, '18:30');
    expect(save).toBeEnabled();
    await user.type(screen.getByLabelText('PO number (optional)'), 'PO-77');
    await user.click(save);
    await waitFor(async () => expect((await db.plannings.get(100))?.end).toBe('2026-02-01 17:30:00'));
    const row = await db.plannings.get(100);
    expect(row?.po_number).toBe('PO-77');
    const outbox = await db.outbox.where('record_key').equals(recordKey('plannings', 100)).toArray();
    expect(outbox).toHaveLength(1);
    // Only what changed is sent.
    expect(outbox[0]?.body).toEqual({ end: '2026-02-01 17:30:00', po_number: 'PO-77', base_version: 1 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    // The Save pressed is now disabled; the form holds the focus, not the page behind the dialog.
    await waitFor(() => expect(screen.getByRole('form', { name: 'Planning info' })).toHaveFocus());
  });

  it('Undo changes puts back what the planning holds and leaves nothing to save', async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    const { user } = renderDetails(db, users.planner, 100);
    const po = await screen.findByLabelText('PO number (optional)');
    await user.type(po, 'PO-9');
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    await waitFor(() => expect(po).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Undo changes' })).toBeDisabled();
    expect(await db.outbox.count()).toBe(0);
  });

  it('after a save, follows the record when it changes again (a rollback, the other value after a conflict)', async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    const { user } = renderDetails(db, users.planner, 100);
    const save = await screen.findByRole('button', { name: 'Save' });
    const description = screen.getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Front gate only');
    await user.click(save);
    await waitFor(async () => expect((await db.plannings.get(100))?.description).toBe('Front gate only'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    // The write is settled and the server's value is another one: the form shows it.
    await db.transaction('rw', db.tables, async () => {
      await db.outbox.clear();
      await db.outbox_base.clear();
      await db.plannings.put(planning(100, { description: 'Both gates', version: 2 }));
    });
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('Both gates'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("says 'required' and 'not valid ' and sends nothing invalid", async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    const { user } = renderDetails(db, users.planner, 100);
    const startDate = await screen.findByLabelText('Start date');
    await user.clear(startDate);
    await user.clear(screen.getByLabelText('End time'));
    await user.type(screen.getByLabelText('End time'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('required')).toBeInTheDocument();
    await user.type(startDate, '01/02/2026');
    await waitFor(() => expect(screen.queryByText('required')).not.toBeInTheDocument());
    expect(screen.getByText((_, node) => node?.textContent === 'not valid ' && node.children.length === 0)).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('is read-only for a client user', async () => {
    const db = freshDb();
    await seedWorld(db, [planning(100)]);
    renderDetails(db, users.client, 100);
    expect(await screen.findByTestId('client-branch')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
    expect(screen.getAllByText('01-02-2026 09:00').length).toBeGreaterThan(0);
  });
});

describe('A planning not on this device', () => {
  it('says it is not available once synced, and that it is still loading before the first sync', async () => {
    const db = freshDb();
    await seedWorld(db, []);
    const { user, onClose } = renderDetails(db, users.admin, 999);
    expect(await screen.findByText(/This planning is not available/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows it as soon as the first sync brings it', async () => {
    const db = freshDb();
    await seedWorld(db, [], [], false);
    renderDetails(db, users.admin, 100);
    expect(await screen.findByText('Loading this planning from the server…')).toBeInTheDocument();
    await db.plannings.put(planning(100));
    expect(await screen.findByTestId('client-branch')).toHaveTextContent('Harbour Mall → North Wing');
  });
});
