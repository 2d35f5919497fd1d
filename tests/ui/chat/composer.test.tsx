/**
 * The chat composer's bad input (issue 13): a file that is not a JPEG or PNG is refused with the
 * spec's words and never attached; a text the rules refuse stays in the box with the rule in the
 * user's language, and nothing is queued; a photo picked is sent with Enter and leaves the box.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelRow, VigilDb } from '../../../src-sync/index.js';
import ChatWidget from '../../../src/features/chat/chat-widget.js';
import { switchLanguage } from '../../../src/i18n/index.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

const me = users.admin;
const T = '2030-01-10 08:00:00';
let db: VigilDb;

const channel: ChannelRow = {
  id: 1, name: 'REQ-1 Acme', request_id: 1, created_at: T, updated_at: T, last_message: null, active: 1,
  requests: [{ id: 1, identifier: 'REQ-1', type: 'Static', subcontractor_id: null, status: 'confirmed' }],
};

beforeEach(async () => {
  db = freshDb();
  await db.open();
  await db.channels.put(channel);
  await db.channel_groups.put({ id: 101, channel_id: 1, user_id: me.id, muted: 0, created_at: T, updated_at: T, user: { id: me.id, first_name: me.first_name, last_name: me.last_name, language: 'en' } });
});
afterEach(async () => {
  await switchLanguage('en');
  db.close();
  await db.delete();
});

const queuedSends = () => db.outbox.filter((row) => row.op === 'send-message').count();

async function openConversation() {
  const rendered = renderWithWorkspace(db, me, <ChatWidget />);
  await rendered.user.click(await screen.findByTestId('chat-launcher'));
  await rendered.user.click(await screen.findByText('REQ-1 Acme'));
  await screen.findByTestId('chat-conversation-title');
  return rendered;
}

describe('the chat composer', () => {
  it('refuses a file that is not a JPEG or PNG, and sends a PNG picked with Enter', async () => {
    await openConversation();
    const input = screen.getByTestId('chat-image-input');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'rota.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only .jpeg, .png and .jpg images can be sent.');
    expect(screen.queryByText('rota.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    fireEvent.change(input, { target: { files: [new File([png], 'gate.png', { type: 'image/png' })] } });
    expect(await screen.findByText('gate.png')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A photo alone is a message: Send is enabled and Enter sends it with an empty box.
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    fireEvent.keyDown(screen.getByPlaceholderText('Write a message'), { key: 'Enter' });
    expect(screen.queryByText('gate.png')).not.toBeInTheDocument();
    await expect.poll(queuedSends).toBe(1);
    const [sent] = await db.messages.filter((m) => m.channel_id === 1).toArray();
    expect(sent?.image).toMatch(/./);
    expect(sent?.text).toBeNull();
  });

  it('keeps a text the rules refuse in the box, names the rule in the user’s language, and queues nothing', async () => {
    await switchLanguage('it');
    await openConversation();
    const box = screen.getByRole('textbox');
    // The box's maxLength stops typing at the limit; a longer text can only be put in by a script.
    const long = 'x'.repeat(5001);
    fireEvent.change(box, { target: { value: long } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('al massimo 5000 caratteri');
    expect(box).toHaveValue(long);
    expect(await queuedSends()).toBe(0);
    expect(await db.messages.count()).toBe(0);
    expect(screen.queryAllByTestId('chat-message')).toHaveLength(0);
  });
});
