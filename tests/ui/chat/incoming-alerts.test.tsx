/**
 * Spec section 4: a message from someone else in a group the user is not looking at plays the
 * message sound, unless the group is muted; one in the open, seen conversation plays nothing.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelGroupRow, MessageRow, VigilDb } from '../../../src-sync/index.js';
import ChatWidget from '../../../src/features/chat/chat-widget.js';
import type { SoundKind, SoundPlayer } from '../../../src/shared/sounds/index.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { AppFrame, managerFor, offlineEngine, servicesFor } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

const me = users.admin;
const T = '2030-01-10 08:00:00';
let db: VigilDb;

const member = (id: number, channel_id: number, user_id: number, muted: 0 | 1): ChannelGroupRow => ({
  id, channel_id, user_id, muted, created_at: T, updated_at: T, user: { id: user_id, first_name: user_id === me.id ? 'Sofie' : 'Marc', last_name: 'Test', language: 'en' },
});
const incoming = (id: number, channel_id: number): MessageRow => ({
  id, channel_id, text: 'Hello', tr_text: null, image: null, created_at: T, request_status: null, user: { id: 7, first_name: 'Marc', last_name: 'Test' }, tempId: null,
  message_status: [{ user_id: me.id, status: 0, tr_text: null }],
});

beforeEach(async () => {
  db = freshDb();
  await db.open();
  for (const [id, name] of [[1, 'Loud group'], [2, 'Quiet group']] as const) {
    await db.channels.put({ id, name, request_id: null, created_at: T, updated_at: T, last_message: null, requests: [] });
  }
  await db.channel_groups.bulkPut([member(11, 1, me.id, 0), member(12, 1, 7, 0), member(21, 2, me.id, 1), member(22, 2, 7, 0)]);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

function renderWidget() {
  const played: SoundKind[] = [];
  const sounds: SoundPlayer = {
    play: (kind) => void played.push(kind),
    loop: () => () => undefined,
    isUnlocked: () => true,
    onLockChange: () => () => undefined,
    dispose: () => undefined,
  };
  const { engine } = offlineEngine(db, me.id);
  const messages = new Subject<MessageRow>();
  const withIncoming = { ...engine, incomingMessage$: messages.asObservable() };
  render(
    <AppFrame services={servicesFor(me, { sounds })} manager={managerFor(db, me.id, withIncoming)}>
      <ChatWidget />
    </AppFrame>,
  );
  return { played, messages };
}

/** A barrier: the alert handler reads the group before it plays; a read issued after it has
 * answered (fake-indexeddb answers in order) means the handler is done with that message. */
const settled = () => db.channel_groups.count();

describe('incoming message alerts', () => {
  it('plays the message sound for a group not in view, and not for a muted one', async () => {
    const { played, messages } = renderWidget();
    await screen.findByTestId('chat-launcher');
    messages.next(incoming(100, 2));
    await settled();
    messages.next(incoming(101, 1));
    await expect.poll(() => played).toEqual(['message']);
  });

  it('plays nothing for the conversation open in front of the user', async () => {
    const { played, messages } = renderWidget();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('chat-launcher'));
    // Groups without a confirmed request are under Recent.
    await user.click(await screen.findByRole('tab', { name: 'Recent' }));
    await user.click(await screen.findByText('Loud group'));
    await screen.findByTestId('chat-conversation-title');
    messages.next(incoming(102, 1));
    await settled();
    messages.next(incoming(103, 2));
    await settled();
    // The muted group is silent too; then a message of another, audible group proves the handler ran.
    await db.channel_groups.update(21, { muted: 0 });
    messages.next(incoming(104, 2));
    await expect.poll(() => played).toEqual(['message']);
  });
});
