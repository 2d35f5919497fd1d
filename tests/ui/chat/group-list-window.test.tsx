/**
 * The group list renders the newest groups first, a hundred at a time as it is scrolled: a user
 * in thousands of groups (the admin is in every one) must not wait for all of them to render. The
 * search still finds any group.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelGroupRow, ChannelRow, VigilDb } from '../../../src-sync/index.js';
import ChatWidget from '../../../src/features/chat/chat-widget.js';
import { GROUPS_RENDERED } from '../../../src/features/chat/group-list.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

const me = users.admin;
const GROUPS = 250;
let db: VigilDb;

const at = (i: number) => `2030-01-10 ${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`;
const channel = (id: number): ChannelRow => ({
  id, name: `REQ-${String(id).padStart(4, '0')} Acme`, request_id: id, created_at: at(id), updated_at: at(id), last_message: null, active: 1,
  requests: [{ id, identifier: `REQ-${id}`, type: 'Static', subcontractor_id: null, status: 'confirmed' }],
});
const member = (id: number): ChannelGroupRow => ({ id: 1000 + id, channel_id: id, user_id: me.id, muted: 0, created_at: at(id), updated_at: at(id), user: { id: me.id, first_name: me.first_name, last_name: me.last_name, language: 'en' } });

beforeEach(async () => {
  db = freshDb();
  await db.open();
  const ids = Array.from({ length: GROUPS }, (_, i) => i + 1);
  await db.channels.bulkPut(ids.map(channel));
  await db.channel_groups.bulkPut(ids.map(member));
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('a long group list', () => {
  it('renders the newest hundred, the next hundred when scrolled near the end, and finds any group by search', async () => {
    // The channels are read in one request, not one per group.
    const perKey = vi.spyOn(db.channels, 'bulkGet');
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    expect(await screen.findByRole('tab', { name: `Active (${GROUPS})` })).toBeInTheDocument();
    expect(perKey).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByTestId('chat-group')).toHaveLength(GROUPS_RENDERED));
    // Newest first.
    expect(screen.getAllByTestId('chat-group')[0]).toHaveTextContent('REQ-0250 Acme');
    const list = screen.getByTestId('chat-group-list');
    Object.defineProperties(list, { scrollHeight: { value: 5000, configurable: true }, clientHeight: { value: 400, configurable: true }, scrollTop: { value: 4400, configurable: true, writable: true } });
    fireEvent.scroll(list);
    await waitFor(() => expect(screen.getAllByTestId('chat-group')).toHaveLength(2 * GROUPS_RENDERED));
    await user.type(screen.getByPlaceholderText('Search groups'), 'REQ-0003');
    await waitFor(() => expect(screen.getAllByTestId('chat-group')).toHaveLength(1), { timeout: 3000 });
    expect(screen.getByTestId('chat-group')).toHaveTextContent('REQ-0003 Acme');
  });
});
