/**
 * The chat widget on a local database (spec section 2): the unread total on the launcher and in
 * the title, Active with its count, list previews, a conversation with own messages' read
 * receipts, Enter sending (Shift+Enter does not), the translation with Show original, combine
 * mode needing two groups, and Mute queued from the right-click menu. Nothing reaches a network.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelGroupRow, ChannelRow, MessageRow, VigilDb } from '../../../src-sync/index.js';
import ChatWidget from '../../../src/features/chat/chat-widget.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';
import { switchLanguage } from '../../../src/i18n/index.js';
import { openChat } from '../../../src/shared/chat-launcher/index.js';

const me = users.admin;
const T = '2030-01-10 08:00:00';
let db: VigilDb;

const person = (id: number, first_name: string) => ({ id, first_name, last_name: 'Test', language: 'en' });
const group = (id: number, channel_id: number, user_id: number, first: string, muted: 0 | 1 = 0): ChannelGroupRow => ({ id, channel_id, user_id, muted, created_at: T, updated_at: T, user: person(user_id, first) });
const channel = (id: number, name: string, status: string, last: ChannelRow['last_message']): ChannelRow => ({
  id, name, request_id: id, created_at: T, updated_at: T, last_message: last, requests: [{ id, identifier: name, type: 'Static', subcontractor_id: null, status }],
  // The server's flag (server/chat/channel-activity.ts): confirmed work here.
  active: status === 'confirmed' ? 1 : 0,
});
const message = (id: number, channel_id: number, user: MessageRow['user'], text: string, status: MessageRow['message_status'] = []): MessageRow => ({
  id, channel_id, text, tr_text: null, image: null, created_at: `2030-01-10 08:0${id % 10}:00`, request_status: null, user, tempId: `t-${id}`, message_status: status,
});

beforeEach(async () => {
  db = freshDb();
  await db.open();
  await db.channels.bulkPut([
    channel(1, 'REQ-1 Acme', 'confirmed', { id: 12, text: 'On site', image: null, created_at: '2030-01-10 09:00:00', user: { id: 7, first_name: 'Marc', last_name: 'Test' } }),
    channel(2, 'REQ-2 Globex', 'confirmed', { id: 21, text: null, image: 'abc.png', created_at: T, user: { id: me.id, first_name: me.first_name, last_name: me.last_name } }),
    channel(3, 'REQ-3 Old', 'pending', null),
  ]);
  await db.channel_groups.bulkPut([group(101, 1, me.id, 'Sofie'), group(102, 1, 7, 'Marc'), group(201, 2, me.id, 'Sofie', 1), group(301, 3, me.id, 'Sofie')]);
  await db.messages.bulkPut([
    message(11, 1, { id: me.id, first_name: me.first_name, last_name: me.last_name }, 'Gate 3 is closed', [{ user_id: 7, status: 1, tr_text: null }]),
    { ...message(12, 1, { id: 7, first_name: 'Marc', last_name: 'Test' }, 'Je suis sur place', [{ user_id: me.id, status: 0, tr_text: 'I am on site' }]) },
  ]);
  await db.unread_counts.bulkPut([{ channel_id: 1, total: '2' }, { channel_id: 3, total: '1' }]);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('the chat widget', () => {
  it("opens a request's group when asked from its page, and says so when this user has none for it", async () => {
    renderWithWorkspace(db, me, <ChatWidget />);
    await screen.findByTestId('chat-launcher');
    act(() => openChat({ kind: 'request', requestId: 2 }));
    expect(await screen.findByTestId('chat-widget')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('chat-widget')).toHaveTextContent('REQ-2 Globex'));
    act(() => openChat({ kind: 'request', requestId: 99 }));
    expect(await screen.findByText('You have no chat group for this request on this device.')).toBeInTheDocument();
  });

  it('shows the unread total on the launcher and in the title, and lists Active groups with previews', async () => {
    const { user, requests } = renderWithWorkspace(db, me, <ChatWidget />);
    expect(await screen.findByTestId('chat-unread-total')).toHaveTextContent('3');
    await expect.poll(() => document.title).toBe('(3) Vigil');
    await user.click(screen.getByTestId('chat-launcher'));
    expect(await screen.findByRole('tab', { name: 'Active (2)' })).toBeInTheDocument();
    const items = await screen.findAllByTestId('chat-group');
    expect(items.map((i) => within(i).getByText(/REQ-/).textContent)).toEqual(['REQ-1 Acme', 'REQ-2 Globex']);
    expect(within(items[0] as HTMLElement).getByText('Marc: On site')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('You: sent image')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByLabelText('Muted')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(await screen.findByText('REQ-3 Old')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('counts beyond 99 as 99+ on the launcher and on the group, as the bell does (spec section 9)', async () => {
    await db.unread_counts.bulkPut([{ channel_id: 1, total: '150' }]);
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    await waitFor(() => expect(screen.getByTestId('chat-unread-total')).toHaveTextContent('99+'));
    await user.click(screen.getByTestId('chat-launcher'));
    const items = await screen.findAllByTestId('chat-group');
    expect(within(items[0] as HTMLElement).getByLabelText(/unread/i)).toHaveTextContent('99+');
  });

  it('takes the focus when opened, and Escape closes it and gives the focus back to its button', async () => {
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    const launcher = await screen.findByTestId('chat-launcher');
    launcher.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByTestId('chat-widget');
    expect(panel).toHaveFocus();
    await screen.findAllByTestId('chat-group');
    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('chat-widget')).toBeNull();
    expect(launcher).toHaveFocus();
  });

  it('keeps the focus in the panel when a group opened by keyboard replaces the list, so Escape still closes it', async () => {
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    const launcher = await screen.findByTestId('chat-launcher');
    launcher.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByTestId('chat-widget');
    const group = (await screen.findAllByTestId('chat-group'))[0] as HTMLElement;
    const opener = within(group).queryByRole('button') ?? group;
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByPlaceholderText('Write a message');
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('chat-widget')).toBeNull();
    expect(launcher).toHaveFocus();
  });

  it('keeps a Latin name and message in their own direction in an Arabic preview', async () => {
    await switchLanguage('ar');
    try {
      const { user } = renderWithWorkspace(db, me, <ChatWidget />);
      await user.click(await screen.findByTestId('chat-launcher'));
      const items = await screen.findAllByTestId('chat-group');
      // The sender isolated, its colon outside; the line takes the message's own direction (not
      // the page's, nor the sender's), so a Latin message in an Arabic page is cut at its end.
      const preview = within(items[0] as HTMLElement).getByText('\u2068Marc\u2069: On site');
      expect(preview).toHaveAttribute('dir', 'ltr');
      // So does the group's name: "REQ-…" keeps its start, where the request number is.
      expect(within(items[0] as HTMLElement).getByText('REQ-1 Acme')).toHaveAttribute('dir', 'auto');
    } finally {
      await switchLanguage('en');
    }
  });

  it('opens a conversation: read receipts, the translation with Show original, Enter sends and Shift+Enter does not', async () => {
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    await user.click(await screen.findByText('REQ-1 Acme'));
    expect(await screen.findByText('Read by Marc')).toBeInTheDocument();
    expect(screen.getByText('I am on site')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByText('Je suis sur place')).toBeInTheDocument();
    // Opening marks the group read: the badge clears at once and a read is queued.
    await expect.poll(async () => (await db.unread_counts.get(1))?.total).toBe('0');
    const box = screen.getByPlaceholderText('Write a message');
    await user.type(box, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(await db.outbox.filter((r) => r.op === 'send-message').count()).toBe(0);
    await user.type(box, '{Enter}');
    await expect.poll(() => db.outbox.filter((r) => r.op === 'send-message').count()).toBe(1);
    const sent = (await db.messages.filter((m) => m.channel_id === 1).toArray()).find((m) => m.id < 0);
    expect(sent?.text).toBe('first line\nsecond line');
    expect(await screen.findByText('Waiting')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('keeps a half-written message of each group when the panel closes or another group opens', async () => {
    sessionStorage.clear();
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    await user.click(await screen.findByText('REQ-1 Acme'));
    await user.type(screen.getByPlaceholderText('Write a message'), 'Gate 3 is ');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByPlaceholderText('Write a message')).not.toBeInTheDocument());
    await user.click(await screen.findByTestId('chat-launcher'));
    await user.click(await screen.findByText('REQ-1 Acme'));
    const box = await screen.findByPlaceholderText('Write a message');
    expect(box).toHaveValue('Gate 3 is ');
    // Sent, it is no draft any more.
    await user.type(box, 'closed{Enter}');
    await expect.poll(() => db.outbox.filter((r) => r.op === 'send-message').count()).toBe(1);
    await user.keyboard('{Escape}');
    await user.click(await screen.findByTestId('chat-launcher'));
    await user.click(await screen.findByText('REQ-1 Acme'));
    expect(await screen.findByPlaceholderText('Write a message')).toHaveValue('');
  });

  it("turns a message's web and email addresses into links that open outside Vigil, and nothing else", async () => {
    await db.messages.put(message(13, 1, { id: 7, first_name: 'Marc', last_name: 'Test' }, 'Map: https://maps.example.com/?q=gate+3 or www.acme.com, mail ops@acme.example, not ftp://files.acme.com/x nor javascript:alert(1)'));
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    await user.click(await screen.findByText('REQ-1 Acme'));
    const map = await screen.findByRole('link', { name: 'https://maps.example.com/?q=gate+3' });
    expect(map).toHaveAttribute('href', 'https://maps.example.com/?q=gate+3');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'ops@acme.example' })).toHaveAttribute('href', 'mailto:ops@acme.example');
    expect(screen.getByRole('link', { name: 'www.acme.com' })).toHaveAttribute('href', 'http://www.acme.com');
    const bubble = map.closest('[data-testid="chat-message"]') as HTMLElement;
    // ftp (found by linkify) and javascript: are not made links.
    expect(within(bubble).getAllByRole('link')).toHaveLength(3);
    // The whole text is still there, in order, around the links.
    expect(bubble).toHaveTextContent('Map: https://maps.example.com/?q=gate+3 or www.acme.com, mail ops@acme.example, not ftp://files.acme.com/x nor javascript:alert(1)');
  });

  it('reads the group list only while it is shown, and shows what changed meanwhile once it is again', async () => {
    // At an admin's 18,000 groups a read of the list takes a second; kept live behind an open
    // conversation, it ran on every message and held the store the next message's write needs.
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    await user.click(await screen.findByText('REQ-1 Acme'));
    await screen.findByText('Read by Marc');
    const reads = vi.spyOn(db.channel_groups, 'where');
    await db.channels.update(2, { name: 'REQ-2 Globex renamed' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads.mock.calls.filter((call) => (call as unknown[])[0] === 'user_id')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back to the groups' }));
    expect(await screen.findByText('REQ-2 Globex renamed')).toBeInTheDocument();
    expect(reads.mock.calls.filter((call) => (call as unknown[])[0] === 'user_id').length).toBeGreaterThan(0);
    reads.mockRestore();
  });

  it('shows a message sent with Enter in the keystroke’s own render, then its stored copy once', async () => {
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    await user.click(await screen.findByText('REQ-1 Acme'));
    await screen.findByText('Read by Marc');
    const box = screen.getByPlaceholderText('Write a message');
    fireEvent.change(box, { target: { value: 'Open gate 4 instead' } });
    // fireEvent runs synchronously: no IndexedDB request can have completed before the check.
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByText('Open gate 4 instead')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await expect.poll(() => db.outbox.filter((r) => r.op === 'send-message').count()).toBe(1);
    await expect.poll(async () => (await db.messages.filter((m) => m.text === 'Open gate 4 instead').count())).toBe(1);
    await act(() => Promise.resolve());
    expect(screen.getAllByText('Open gate 4 instead')).toHaveLength(1);
    // Sending is no reason to mark the group read again: the one read of the opening stays alone.
    expect(await db.outbox.filter((r) => r.op === 'read-channel').count()).toBe(1);
  });

  it('opens a long conversation on its newest messages, then shows the whole page', async () => {
    const marc = { id: 7, first_name: 'Marc', last_name: 'Test' };
    await db.messages.bulkPut(Array.from({ length: 40 }, (_, i) => ({ ...message(1000 + i, 1, marc, `Round ${i + 1}`), created_at: `2030-01-10 10:${String(i).padStart(2, '0')}:00` })));
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    await user.click(await screen.findByText('REQ-1 Acme'));
    expect(await screen.findByText('Round 40')).toBeInTheDocument();
    // The page holds the 40 and the two older messages: all of them once the first frame is out.
    await expect.poll(() => screen.getAllByTestId('chat-message').length).toBe(42);
    expect(screen.getByText('Round 1')).toBeInTheDocument();
  });

  // A busy group writes several messages a second (times are whole seconds).
  const minutesApart = (i: number) => `2030-01-10 1${Math.floor(i / 60)}:${String(i % 60).padStart(2, '0')}:00`;
  const inOneSecond = () => '2030-01-10 10:00:00';
  it.each([
    ['a minute apart', minutesApart],
    ['all in one second', inOneSecond],
  ])('keeps the oldest message shown when new ones arrive, shows a page more of what the device holds when scrolled to the top, then asks the server (messages %s)', async (_, at) => {
    const marc = { id: 7, first_name: 'Marc', last_name: 'Test' };
    await db.messages.bulkPut(Array.from({ length: 120 }, (_, i) => ({ ...message(1000 + i, 1, marc, `Round ${i + 1}`), created_at: at(i) })));
    const { user, requests } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    await user.click(await screen.findByText('REQ-1 Acme'));
    await expect.poll(() => screen.queryAllByTestId('chat-message').length).toBe(50);
    expect(screen.getByText('Round 71')).toBeInTheDocument();
    // A message arriving below leaves the oldest shown where it is: a count of newest messages
    // would push Round 71 out of the top of the list, under a user reading there.
    await act(() => db.messages.put({ ...message(2000, 1, marc, 'Round 121'), created_at: at(121) }));
    await screen.findByText('Round 121');
    expect(screen.getByText('Round 71')).toBeInTheDocument();
    expect(screen.getAllByTestId('chat-message')).toHaveLength(51);
    // Scrolled to the top: the page before, from the device.
    const list = screen.getByTestId('chat-messages');
    fireEvent.scroll(list);
    await screen.findByText('Round 21');
    expect(screen.getAllByTestId('chat-message')).toHaveLength(101);
    expect(screen.queryByText('Round 20')).not.toBeInTheDocument();
    fireEvent.scroll(list);
    await screen.findByText('Round 1');
    // The last 20 rounds and the two older messages: all the device holds.
    await expect.poll(() => screen.getAllByTestId('chat-message').length).toBe(123);
    expect(requests).toEqual([]);
    // Nothing older here: the server is asked for the page before the oldest message held.
    fireEvent.scroll(list);
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/messages/1', params: { before: 11 } });
  });

  it('keeps a group created on this device open when the server\'s id replaces its temporary one', async () => {
    await db.channels.put(channel(-5, 'Night shift combined', 'confirmed', null));
    await db.channel_groups.put(group(-6, -5, me.id, 'Sofie'));
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    await user.click(await screen.findByText('Night shift combined'));
    await waitFor(() => expect(screen.getByTestId('chat-conversation-title')).toHaveTextContent('Night shift combined'));
    // The swap as the engine writes it: the row under its server id, and the mapping.
    await db.transaction('rw', [db.channels, db.channel_groups, db.meta], async () => {
      await db.channels.delete(-5);
      await db.channel_groups.delete(-6);
      await db.channels.put(channel(77, 'Night shift combined', 'confirmed', null));
      await db.channel_groups.put(group(78, 77, me.id, 'Sofie'));
      await db.meta.put({ key: 'temp-id:-5', value: 77 });
    });
    // The open view follows the server id: its members are the new rows'.
    await user.click(screen.getByRole('button', { name: 'Members' }));
    expect(await screen.findAllByTestId('chat-member')).toHaveLength(1);
  });

  it('labels members and senders as spec section 6 does: the company, Sub C, You', async () => {
    await db.channel_groups.bulkPut([
      { ...group(102, 1, 7, 'Marc'), user: { ...person(7, 'Marc'), chat_role: 'sub' } },
      { ...group(103, 1, 8, 'Anna'), user: { ...person(8, 'Anna'), chat_role: 'company' } },
      group(104, 1, 9, 'Guus'),
    ]);
    await db.messages.put(message(13, 1, { id: 8, first_name: 'Anna', last_name: 'Test', chat_role: 'company' }, 'Briefing at six'));
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    await user.click(await screen.findByText('REQ-1 Acme'));
    const sent = (await screen.findByText('Briefing at six')).closest('[data-testid="chat-message"]') as HTMLElement;
    expect(within(sent).getByTestId('chat-role')).toHaveTextContent('the company');
    await user.click(screen.getByRole('button', { name: 'Members' }));
    const members = await screen.findAllByTestId('chat-member');
    const label = (name: string) => members.find((m) => m.textContent?.startsWith(name))?.textContent?.slice(name.length);
    expect(label('Sofie Test')).toBe('You');
    expect(label('Marc Test')).toBe('Sub C');
    expect(label('Anna Test')).toBe('the company');
    expect(label('Guus Test')).toBe('');
  });

  it('combines only two groups or more, and mutes from the right-click menu', async () => {
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    const first = (await screen.findAllByTestId('chat-group'))[0] as HTMLElement;
    fireEvent.contextMenu(first);
    await user.click(await screen.findByRole('menuitem', { name: 'Mute' }));
    await expect.poll(async () => (await db.channel_groups.get(101))?.muted).toBe(1);
    expect(await db.outbox.filter((r) => r.op === 'set-group-muted').count()).toBe(1);
    fireEvent.contextMenu((await screen.findAllByTestId('chat-group'))[0] as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: 'Combine' }));
    expect(await screen.findByRole('button', { name: 'Combine 1 group' })).toBeDisabled();
    await user.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Combine 2 groups' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: /Combine \d groups?/ })).toBeNull();
  });
});
