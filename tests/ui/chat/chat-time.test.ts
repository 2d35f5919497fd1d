/** Spec section 9's chat timestamp and section 4's message kinds and own-message states. */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { chatTimeLabel } from '../../../src/features/chat/chat-time.js';
import { messageKind, ownMessageState } from '../../../src/features/chat/message-kind.js';

const now = DateTime.fromISO('2030-06-15T14:00:00', { zone: 'Europe/Brussels' });
const user = { id: 1, first_name: 'A', last_name: 'B' };

describe('chat timestamps', () => {
  it('reads HH:mm today, Yesterday, a day label this year and the full date before', () => {
    expect(chatTimeLabel('2030-06-15 07:05:00', 'en-GB', now)).toEqual({ kind: 'time', text: '09:05' });
    expect(chatTimeLabel('2030-06-14 21:00:00', 'en-GB', now)).toEqual({ kind: 'yesterday' });
    expect(chatTimeLabel('2030-02-03 10:00:00', 'en-GB', now)).toEqual({ kind: 'day', text: '3 Feb' });
    expect(chatTimeLabel('2029-12-31 10:00:00', 'en-GB', now)).toEqual({ kind: 'date', text: '31-12-2029' });
  });
});

describe('message kinds', () => {
  it('tells system, text, photo and file apart', () => {
    expect(messageKind({ user: null, image: null })).toBe('system');
    expect(messageKind({ user, image: null })).toBe('text');
    for (const image of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.svg', 'upload:123']) expect(messageKind({ user, image })).toBe('photo');
    expect(messageKind({ user, image: 'report.pdf' })).toBe('file');
  });

  it('shows an own message sent once it has statuses, waiting before', () => {
    expect(ownMessageState({ id: -1, message_status: [] })).toBe('waiting');
    expect(ownMessageState({ id: 5, message_status: [] })).toBe('waiting');
    expect(ownMessageState({ id: 5, message_status: [{ user_id: 2, status: 0, tr_text: null }] })).toBe('sent');
  });
});
