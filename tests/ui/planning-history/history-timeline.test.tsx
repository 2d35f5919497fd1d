import { screen, waitFor, within } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VigilDb } from '../../../src-sync/index.js';
import { findOpenDialog, findOpenForm } from '../helpers/dialogs.js';
import { users } from '../helpers/users.js';
import { BOB, entry, planning, shift } from './history-fixtures.js';
import { freshDb, renderHistory } from './render-history.js';

let db: VigilDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

async function entries(count: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(count));
  return screen.getAllByTestId('history-entry');
}

describe('History timeline', () => {
  it('lists entries newest first with the time in the location zone, agent, status colour and dot', async () => {
    await db.shifts.put(shift(41));
    await db.planning_history.bulkPut([
      entry(1, { status: 'started', created_at: '2026-02-01 08:00:00' }),
      entry(2, { status: 'ended', created_at: '2026-02-01 14:00:00', agent_id: BOB.id, agent: { first_name: 'Bob', last_name: 'Day' } }),
      entry(3, { status: 'note', created_at: '2026-02-01 10:30:00', note: 'Gate 3 locked' }),
      entry(4, { status: 'cost', created_at: '2026-02-01 11:00:00', cost: 12.5 }),
    ]);
    const { requests } = renderHistory(db, users.admin, planning());
    const items = await entries(4);
    // Brussels is UTC+1 in February: 14:00 UTC reads 15:00.
    expect(items.map((item) => within(item).getByTestId('history-time').textContent)).toEqual([
      '2026/02/01 15:00', '2026/02/01 12:00', '2026/02/01 11:30', '2026/02/01 09:00',
    ]);
    expect(items.map((item) => item.dataset.status)).toEqual(['ended', 'cost', 'note', 'started']);
    expect(items.map((item) => within(item).getByTestId('history-status').dataset.color)).toEqual(['red', 'none', 'none', 'green']);
    expect(items.map((item) => within(item).getByTestId('history-dot').dataset.dot)).toEqual(['red', 'green', 'green', 'green']);
    expect(within(items[0] as HTMLElement).getByText('Bob Day')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByTestId('history-note')).toHaveTextContent('Gate 3 locked');
    expect(within(items[1] as HTMLElement).getByText('€12.50')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("shows a break's duration, or 'In progress' until it has ended, in orange", async () => {
    await db.shifts.put(shift(41));
    await db.planning_history.bulkPut([
      entry(1, { status: 'break', created_at: '2026-02-01 09:00:00', break_finished_at: '2026-02-01 10:05:00', break_reason: 'lunch' }),
      entry(2, { status: 'break', created_at: '2026-02-01 12:00:00' }),
    ]);
    renderHistory(db, users.admin, planning());
    const [running, done] = await entries(2);
    expect(within(running as HTMLElement).getByTestId('history-break')).toHaveTextContent('In progress');
    expect(within(done as HTMLElement).getByTestId('history-break')).toHaveTextContent('Break of 1 h 05 min · lunch');
    expect(within(done as HTMLElement).getByTestId('history-status').dataset.color).toBe('orange');
  });

  it('offers Edit and Delete per entry, but no Edit on image entries', async () => {
    await db.shifts.put(shift(41));
    await db.planning_history.bulkPut([entry(1, { status: 'note', note: 'x' }), entry(2, { status: 'image', created_at: '2026-02-01 10:00:00' })]);
    renderHistory(db, users.planner, planning());
    const [image, note] = await entries(2);
    expect(within(image as HTMLElement).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(image as HTMLElement).getByRole('button', { name: 'Delete image entry of 2026/02/01 11:00' })).toBeInTheDocument();
    expect(within(note as HTMLElement).getByRole('button', { name: 'Edit note entry of 2026/02/01 10:00' })).toBeInTheDocument();
    expect(within(image as HTMLElement).getByText('No image attached.')).toBeInTheDocument();
  });

  it('shows Add history only when the planning has shifts', async () => {
    await db.planning_history.put(entry(1, { shift_id: null }));
    renderHistory(db, users.admin, planning());
    await entries(1);
    expect(screen.queryByRole('button', { name: 'Add history' })).toBeNull();
    await db.shifts.put(shift(41));
    expect(await screen.findByRole('button', { name: 'Add history' })).toBeInTheDocument();
  });

  it.each([
    ['a client user', users.client, 20],
    ['a subcontractor the planning is not forwarded to', users.subcontractor, 99],
  ])('offers no writes to %s', async (_who, who, forwardedTo) => {
    await db.shifts.put(shift(41));
    await db.planning_history.put(entry(1));
    renderHistory(db, who, planning({ subcontractor_id: forwardedTo }));
    await entries(1);
    expect(screen.queryByRole('button', { name: 'Add history' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('lets the subcontractor the planning is forwarded to write its history', async () => {
    await db.shifts.put(shift(41));
    await db.planning_history.put(entry(1));
    renderHistory(db, users.subcontractor, planning({ subcontractor_id: 20 }));
    await entries(1);
    expect(await screen.findByRole('button', { name: 'Add history' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Delete note entry/ })).toBeInTheDocument();
  });

  it('asks before deleting with the spec text, then queues the delete', async () => {
    await db.shifts.put(shift(41));
    await db.planning_history.put(entry(1, { note: 'to go' }));
    const { user } = renderHistory(db, users.admin, planning());
    await entries(1);
    await user.click(screen.getByRole('button', { name: /^Delete note entry/ }));
    const dialog = await findOpenDialog('alertdialog');
    expect(within(dialog).getByText('You will not be able to recover it!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await db.planning_history.count()).toBe(0));
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ op: 'delete-history', target_id: 1 });
    expect(screen.queryAllByTestId('history-entry')).toHaveLength(0);
  });

  it("shows each entry's queued-write state", async () => {
    await db.shifts.put(shift(41));
    await db.planning_history.put(entry(1, { status: 'started' }));
    const { user } = renderHistory(db, users.admin, planning());
    await entries(1);
    await user.click(screen.getByRole('button', { name: /^Edit started entry/ }));
    const form = await findOpenForm('History details');
    await user.type(within(form).getByLabelText('Note'), 'arrived late');
    await user.click(within(form).getByRole('button', { name: 'Save entry' }));
    const state = await screen.findByTestId('pending-write-state');
    expect(state.dataset.state).toBe('pending');
    expect(state).toHaveTextContent('Waiting to send');
  });

  it('shows an image entry from the image cache, lazy-loaded, through an object URL revoked on unmount', async () => {
    const create = vi.fn<(blob: Blob) => string>(() => 'blob:vigil/1');
    const revoke = vi.fn<(url: string) => void>();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    await db.shifts.put(shift(41));
    await db.planning_history.put(entry(1, { status: 'image', image: 'abcdef0123456789abcdef0123456789.png' }));
    // A Node Blob: fake-indexeddb clones with Node's structuredClone, which jsdom's Blob does not survive.
    await db.image_cache.put({ key: 'history:1/abcdef0123456789abcdef0123456789.png', blob: new NodeBlob(['png']) as unknown as Blob, cached_at: 1, history_id: 1 });
    const { requests } = renderHistory(db, users.admin, planning());
    const image = await screen.findByTestId('history-image');
    expect(image).toHaveAttribute('src', 'blob:vigil/1');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', 'Image by Ann Night, 2026/02/01 10:00');
    expect(requests).toEqual([]);
    await db.planning_history.delete(1);
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:vigil/1'));
  });

  it('says so when an image is not cached and the device is offline, without any request', async () => {
    await db.shifts.put(shift(41));
    await db.planning_history.put(entry(1, { status: 'image', image: 'abcdef0123456789abcdef0123456789.png' }));
    const { requests } = renderHistory(db, users.admin, planning());
    expect(await screen.findByTestId('history-image-unavailable')).toHaveTextContent('The image is not available offline.');
    expect(requests).toEqual([]);
  });

  it('asks the engine for an uncached image when online', async () => {
    await db.shifts.put(shift(41));
    await db.planning_history.put(entry(1, { status: 'image', image: 'abcdef0123456789abcdef0123456789.png' }));
    const { requests, user } = renderHistory(db, users.admin, planning(), true);
    await waitFor(() => expect(requests.map((r) => `${r.method} ${r.url} ${r.responseType ?? ''}`)).toContain('GET /api/planning/history/image/1/abcdef0123456789abcdef0123456789.png blob'));
    // The (fake) network refuses: the entry says the image could not be loaded, and offers Retry.
    const unavailable = await screen.findByTestId('history-image-unavailable');
    expect(unavailable).toHaveTextContent('The image could not be loaded.');
    const imageRequests = () => requests.filter((r) => r.url.startsWith('/api/planning/history/image/')).length;
    const before = imageRequests();
    await user.click(within(unavailable).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(imageRequests()).toBe(before + 1));
    expect(await screen.findByTestId('history-image-unavailable')).toHaveTextContent('The image could not be loaded.');
  });
});
