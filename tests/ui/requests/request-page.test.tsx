/** The request page (issue 14): its images from the device's cache (offline too), Add image only
 * for those the permission table lets, a bad pick refused naming why with nothing queued, and a
 * change that met someone else's settled on the page with Keep mine / Take theirs. */
import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnUser, RequestRow, VigilDb, WriteConflict } from '../../../src-sync/index.js';
import { switchLanguage } from '../../../src/i18n/index.js';
import { RequestPage } from '../../../src/features/requests/request-page.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { requestRow } from '../../sync/helpers/rows.js';
import { timeslot } from '../planning-history/history-fixtures.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';
import { createHarness, outboxRow, renderWith } from '../local-first/harness.js';

const FILE_A = `${'a'.repeat(32)}.jpg`;
const FILE_B = `${'b'.repeat(32)}.png`;
const created = vi.fn<(blob: Blob) => string>();

beforeEach(() => {
  let n = 0;
  created.mockImplementation(() => `blob:vigil/${(n += 1)}`);
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const request = (overrides: Partial<RequestRow> = {}): RequestRow =>
  requestRow(5, {
    client_id: 10,
    client: { name: 'Harbour Mall' },
    images: [
      { id: 1, file: FILE_A, created_at: '2026-01-02 09:00:00' },
      { id: 2, file: FILE_B, created_at: '2026-01-02 09:05:00' },
    ],
    ...overrides,
  });

function page() {
  return (
    <MemoryRouter initialEntries={['/dashboard/requests/5']}>
      <Routes>
        <Route path="/dashboard/requests/:requestId" element={<RequestPage />} />
      </Routes>
    </MemoryRouter>
  );
}

async function seeded(row: RequestRow, cached: string[]): Promise<VigilDb> {
  const db = freshDb();
  await db.requests.put(row);
  // Node Blobs: fake-indexeddb clones with Node's structuredClone, which jsdom's Blob does not survive.
  for (const file of cached) await db.image_cache.put({ key: `request:5/${file}`, blob: new NodeBlob(['img'], { type: 'image/png' }) as unknown as Blob, cached_at: 1 });
  return db;
}

async function renderPage(user: OwnUser, row: RequestRow, cached: string[] = [FILE_A, FILE_B]) {
  const db = await seeded(row, cached);
  const view = renderWithWorkspace(db, user, page());
  await screen.findByTestId('request-page');
  return { db, ...view };
}

describe('the request’s images', () => {
  it('shows each image from the device’s cache, offline and without a request, and opens it full size', async () => {
    const { user, requests } = await renderPage(users.client, request());
    const section = screen.getByTestId('request-images');
    expect(within(section).getByRole('heading', { name: '2 images' })).toBeInTheDocument();
    // Each thumbnail reads its blob from the cache on its own: wait for both.
    await waitFor(() => expect(within(section).getAllByRole('img')).toHaveLength(2));
    const thumbs = within(section).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('alt'))).toEqual(['Image 1 of 2', 'Image 2 of 2']);
    expect(thumbs.every((img) => img.getAttribute('src')?.startsWith('blob:vigil/'))).toBe(true);
    await user.click(within(section).getByRole('button', { name: 'Image 2 of 2' }));
    expect(await screen.findByTestId('request-image-full')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says a request without images has none, once: no "0 images" above it', async () => {
    await renderPage(users.client, request({ images: [] }), []);
    const section = screen.getByTestId('request-images');
    expect(within(section).getByRole('heading', { name: 'Images' })).toBeInTheDocument();
    expect(section).toHaveTextContent('No images yet.');
    expect(section).not.toHaveTextContent('0 images');
  });

  it('says an image not on the device yet is shown once online', async () => {
    await renderPage(users.client, request(), [FILE_A]);
    const missing = await screen.findByTestId('request-image-unavailable');
    expect(missing).toHaveTextContent('Not on this device yet: shown once online.');
  });

  it('offers Add image to the request’s client and staff, not once the request is cancelled', async () => {
    const first = await renderPage(users.client, request());
    expect(screen.getByTestId('request-image-add')).toHaveTextContent('Add image');
    first.unmount();
    const second = await renderPage(users.planner, request());
    expect(screen.getByTestId('request-image-add')).toBeInTheDocument();
    second.unmount();
    await renderPage(users.client, request({ status: 'cancelled' }));
    expect(screen.queryByTestId('request-image-add')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a JPEG or PNG, whatever its name, naming it, and queues nothing', async () => {
    const { db, user } = await renderPage(users.client, request());
    const notes = new File(['<svg onload="alert(1)"></svg>'], 'notes.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('request-image-input'), notes);
    const refused = await screen.findByTestId('request-image-refused');
    expect(refused).toHaveTextContent('Image not added');
    expect(refused).toHaveTextContent('“notes.png” is not a JPEG or PNG image.');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.requests.get(5))?.images).toHaveLength(2);
  });

  it('says the refusal in the user’s language, right to left in Arabic', async () => {
    await switchLanguage('ar');
    try {
      const { user } = await renderPage(users.client, request());
      await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
      await user.upload(screen.getByTestId('request-image-input'), new File(['x'], 'a.png', { type: 'image/png' }));
      expect(await screen.findByTestId('request-image-refused')).toHaveTextContent('«\u2068a.png\u2069» ليست صورة JPEG أو PNG.');
    } finally {
      await switchLanguage('en');
    }
  });
});

describe('a change of the request that met someone else’s', () => {
  it('is settled on the request page with Keep mine and Take theirs', async () => {
    const h = createHarness();
    const current = request({ po_number: 'PO-THEIRS', version: 3, images: [] });
    await h.db.requests.put(current);
    const conflict: WriteConflict = {
      entity: 'requests',
      id: 5,
      version: 3,
      current,
      fields: [{ field: 'po_number', version: 3, changed_at: '2026-01-02 08:00:00', changed_by: { id: 99, name: 'Ada Admin' } }],
    };
    const row = outboxRow({
      record_key: 'requests:5', entity: 'requests', op: 'update-request', path: '/api/requests/{id}', keys: ['requests:5'],
      state: 'failed', attempts: 1, last_status: 409, last_code: 'write_conflict', last_error: 'Someone else changed this since you last saw it.',
      body: { po_number: 'PO-MINE', base_version: 2, currency: 'EUR' }, conflict,
    });
    await h.db.outbox.add(row);
    const { user } = renderWith(h, page());
    const state = await screen.findByTestId('pending-write-state');
    expect(state).toHaveAttribute('data-conflict', 'true');
    expect(within(state).getByTestId('write-conflict-field')).toHaveTextContent('Now: PO-THEIRS · Yours: PO-MINE');
    await user.click(within(state).getByRole('button', { name: 'Keep mine' }));
    expect(h.fake.resolveConflict).toHaveBeenCalledWith(row.uuid, 'mine');
    // The buttons stand still while the first choice is being applied; a click then is ignored.
    const theirs = within(state).getByRole('button', { name: 'Take theirs' });
    await waitFor(() => expect(theirs).toBeEnabled());
    await user.click(theirs);
    expect(h.fake.resolveConflict).toHaveBeenLastCalledWith(row.uuid, 'theirs');
  });
});

describe('the request’s timeslots', () => {
  it('say "Awaiting review" only while the request waits for it, not once it is cancelled', async () => {
    const { db } = await renderPage(users.client, request());
    await db.request_timeslots.bulkPut([timeslot(61, { request_id: 5 }), timeslot(62, { request_id: 5, status: 'rejected' })]);
    const cards = await screen.findAllByTestId('request-timeslot');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Awaiting review');
    await db.requests.put(request({ status: 'cancelled' }));
    await waitFor(() => expect(screen.getAllByTestId('request-timeslot')[0]).not.toHaveTextContent('Awaiting review'));
    // A timeslot that was reviewed keeps its answer.
    expect(screen.getAllByTestId('request-timeslot')[1]).toHaveTextContent('Rejected');
  });
});

describe('cancelling the request', () => {
  it('asks first: Keep it changes nothing, Cancel request queues the cancel and closes', async () => {
    const { db, user } = await renderPage(users.client, request({ status: 'pending' }));
    await user.click(screen.getByTestId('request-cancel'));
    const dialog = await screen.findByTestId('cancel-request-dialog');
    expect(dialog).toHaveTextContent('Its plannings are canceled with it and the guarding company is told.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByTestId('cancel-request-dialog')).toBeNull());
    expect(await db.outbox.count()).toBe(0);
    expect((await db.requests.get(5))?.status).toBe('pending');

    await user.click(screen.getByTestId('request-cancel'));
    await user.click(await screen.findByTestId('cancel-request-confirm'));
    await waitFor(() => expect(screen.queryByTestId('cancel-request-dialog')).toBeNull());
    expect((await db.requests.get(5))?.status).toBe('cancelled');
    expect((await db.outbox.toArray()).map((row) => row.op)).toEqual(['cancel-request']);
  });
});
