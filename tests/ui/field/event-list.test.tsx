/** The agent's own log of a shift shows each break's length once it is ended, 'In progress' until
 * then: ending a break closes its entry instead of adding one, so the length is the trace. */
import { Blob as NodeBlob } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VigilDb } from '../../../src-sync/index.js';
import { EventList } from '../../../src/features/field/event-list.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { entry } from '../planning-history/history-fixtures.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

let db: VigilDb;
afterEach(() => db.close());

describe("the agent's log of a shift", () => {
  it('shows an ended break with its length and an open one as in progress', () => {
    db = freshDb();
    const entries = [
      entry(1, { status: 'break', break_reason: 'Lunch', created_at: '2026-02-01 11:00:00', break_finished_at: '2026-02-01 11:35:00' }),
      entry(2, { status: 'break', break_reason: 'Round', created_at: '2026-02-01 13:00:00', break_finished_at: '2026-02-01 14:05:00' }),
      entry(3, { status: 'break', break_reason: 'Coffee', created_at: '2026-02-01 15:00:00' }),
    ];
    renderWithWorkspace(db, users.agent, <EventList entries={entries} zone="Europe/Brussels" />);
    const lengths = screen.getAllByTestId('field-break-length').map((line) => line.textContent);
    expect(lengths).toEqual(['Break of 35 min', 'Break of 1 h 05 min', 'In progress']);
    expect(within(screen.getAllByTestId('field-event')[0] as HTMLElement).getByText('Lunch')).toBeInTheDocument();
  });

  it('shows the photo the guard sent, from the phone’s own copy', async () => {
    db = freshDb();
    Object.assign(URL, { createObjectURL: vi.fn<(blob: Blob) => string>(() => 'blob:vigil/7'), revokeObjectURL: vi.fn<(url: string) => void>() });
    // A Node Blob: fake-indexeddb clones with Node's structuredClone, which jsdom's Blob does not survive.
    await db.image_cache.put({ key: 'history:1/abcdef0123456789abcdef0123456789.jpg', blob: new NodeBlob(['jpg']) as unknown as Blob, cached_at: 1, history_id: 7 });
    const photo = entry(7, { status: 'image', image: 'abcdef0123456789abcdef0123456789.jpg', created_at: '2026-02-01 11:00:00' });
    renderWithWorkspace(db, users.agent, <EventList entries={[photo]} zone="Europe/Brussels" />);
    const image = await within(screen.getByTestId('field-event')).findByTestId('history-image');
    expect(image).toHaveAttribute('src', 'blob:vigil/7');
    expect(image).toHaveAttribute('alt', 'Photo sent at 12:00:00');
  });
});
