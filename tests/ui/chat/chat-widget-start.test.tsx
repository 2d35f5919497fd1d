/**
 * The closed chat widget reads its unread total only: the unread totals the engine stored (only
 * groups held here), no channel and no membership, never the whole group list (every channel and request of the user,
 * 17,946 of each for the bench's admin, read at every start and after every pull: it held the
 * planner's first keystroke and the next reload's first rows back). The list is read once the
 * panel is opened. Reads are counted by a Dexie middleware; nothing is timed.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelGroupRow, ChannelRow, VigilDb } from '../../../src-sync/index.js';
import ChatWidget from '../../../src/features/chat/chat-widget.js';
import { readUnreadTotal } from '../../../src/features/chat/use-unread-total.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

const me = users.admin;
const T = '2030-01-10 08:00:00';
let db: VigilDb;
/** Per table, the primary keys asked for one by one (bulkGet / get) and how many whole reads ran. */
let keysRead: Map<string, unknown[]>;
/** Per table, how many reads of whole ranges (toArray, primaryKeys) ran. */
let rangeReads: Map<string, number>;

const group = (id: number, channel_id: number, user_id: number): ChannelGroupRow => ({
  id, channel_id, user_id, muted: 0, created_at: T, updated_at: T, user: { id: user_id, first_name: 'A', last_name: 'B', language: 'en' },
});
const channel = (id: number): ChannelRow => ({
  id, name: `REQ-${id}`, request_id: id, created_at: T, updated_at: T, last_message: null, active: 1, requests: [{ id, identifier: `REQ-${id}`, type: 'Static', subcontractor_id: null, status: 'confirmed' }],
});

beforeEach(async () => {
  db = freshDb();
  keysRead = new Map();
  rangeReads = new Map();
  db.use({
    stack: 'dbcore',
    name: 'count-key-reads',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        const note = (keys: unknown[]) => keysRead.set(name, [...(keysRead.get(name) ?? []), ...keys]);
        return {
          ...table,
          get: (request) => (note([request.key]), table.get(request)),
          getMany: (request) => (note(request.keys), table.getMany(request)),
          query: (request) => (rangeReads.set(name, (rangeReads.get(name) ?? 0) + 1), table.query(request)),
        };
      },
    }),
  });
  await db.open();
  // Four groups of mine, unread messages in 1 and 3 (2 was just read here), as the engine stores
  // the totals (src-sync chat/unread-totals.ts: only groups held here; its own test).
  await db.channels.bulkPut([channel(1), channel(2), channel(3), channel(4), channel(5)]);
  await db.channel_groups.bulkPut([group(11, 1, me.id), group(21, 2, me.id), group(31, 3, me.id), group(41, 4, me.id), group(51, 5, 999)]);
  await db.unread_counts.bulkPut([{ channel_id: 1, total: '2' }, { channel_id: 2, total: '0' }, { channel_id: 3, total: '1' }]);
  keysRead.clear();
  rangeReads.clear();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('the chat widget at start', () => {
  it('sums the stored unread totals, and a corrupted total counts for nothing', async () => {
    expect(await readUnreadTotal(db)).toBe(3);
    await db.unread_counts.put({ channel_id: 4, total: 'many' });
    expect(await readUnreadTotal(db)).toBe(3);
  });

  it('reads no channel and no membership while closed, and the list, in one read, once opened', async () => {
    const { user, requests } = renderWithWorkspace(db, me, <ChatWidget />);
    expect(await screen.findByTestId('chat-unread-total')).toHaveTextContent('3');
    await expect.poll(() => document.title).toBe('(3) Vigil');
    // Closed: no channel, no membership, no request.
    expect(keysRead.get('channels') ?? []).toEqual([]);
    expect(keysRead.get('requests') ?? []).toEqual([]);
    expect(rangeReads.get('channels') ?? 0).toBe(0);
    expect(rangeReads.get('channel_groups') ?? 0).toBe(0);

    await user.click(screen.getByTestId('chat-launcher'));
    const items = await screen.findAllByTestId('chat-group');
    expect(items.map((item) => within(item).getByText(/REQ-/).textContent).sort()).toEqual(['REQ-1', 'REQ-2', 'REQ-3', 'REQ-4']);
    // Opened, the list reads the channels in one request (the device holds only its user's
    // groups), never one request per group.
    expect(keysRead.get('channels') ?? []).toEqual([]);
    expect(rangeReads.get('channels') ?? 0).toBeGreaterThan(0);
    expect(requests).toEqual([]);
  });
});
