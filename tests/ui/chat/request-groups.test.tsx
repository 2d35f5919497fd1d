/**
 * Request groups in the widget: a group moves between Active and Recent live when the server
 * flips its flag (the `channel-updated` event applied by the engine, then the live query), with
 * no reload; system messages are worded from their key in every language, in the conversation
 * and in the list's preview, and fall back to the server's text for a key this client does not
 * know. Nothing reaches a network.
 */
import { screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger, type ChannelGroupRow, type ChannelRow, type MessageRow, type SystemMessage, type VigilDb } from '../../../src-sync/index.js';
import { applyRealtimeEvent } from '../../../src-sync/realtime/apply-realtime-event.js';
import ChatWidget from '../../../src/features/chat/chat-widget.js';
import { systemMessageText } from '../../../src/features/chat/system-message-text.js';
import { loadCatalogue } from '../../../src/i18n/catalogue-loader.js';
import type { Catalogue } from '../../../src/i18n/catalogue.js';
import { LANGUAGES, type Language } from '../../../src/i18n/languages.js';
import { createLookup } from '../../../src/i18n/lookup.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { renderWithWorkspace } from '../helpers/render-with-workspace.js';
import { users } from '../helpers/users.js';

const me = users.admin;
const T = '2030-01-10 08:00:00';
let db: VigilDb;

const created: SystemMessage = { key: 'request-created', params: { name: 'REQ-2030-000009 Acme' } };
const channel = (id: number, name: string, active: 0 | 1, last: ChannelRow['last_message'], updated_at = T): ChannelRow => ({
  id, name, request_id: id, created_at: T, updated_at, last_message: last, active,
  requests: [{ id, identifier: name, type: 'Static', subcontractor_id: null, status: 'confirmed' }],
});
const group = (id: number, channel_id: number): ChannelGroupRow => ({
  id, channel_id, user_id: me.id, muted: 0, created_at: T, updated_at: T, user: { id: me.id, first_name: me.first_name, last_name: me.last_name, language: 'en' },
});
const systemRow = (id: number, channel_id: number, system: SystemMessage | null, text: string): MessageRow => ({
  id, channel_id, text, tr_text: null, image: null, created_at: T, request_status: null, user: null, tempId: null, message_status: [{ user_id: me.id, status: 1, tr_text: null }], system,
});

beforeEach(async () => {
  db = freshDb();
  await db.open();
  await db.channels.bulkPut([
    channel(9, 'REQ-2030-000009 Acme', 1, { id: 91, text: 'New request REQ-2030-000009 Acme', image: null, created_at: T, user: null, system: created }),
    channel(8, 'REQ-2030-000008 Globex', 0, null),
  ]);
  await db.channel_groups.bulkPut([group(901, 9), group(801, 8)]);
  await db.messages.bulkPut([
    // The stored text differs from the key's wording: what shows comes from the key.
    systemRow(91, 9, created, 'legacy text'),
    systemRow(92, 9, { key: 'members-added', params: { names: ['Ann Acme', 'Bob Argus'] } }, 'Members added: Ann Acme, Bob Argus'),
    systemRow(93, 9, { key: 'some-later-key', params: {} }, 'Written by a newer server'),
  ]);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('request groups in the widget', () => {
  it('moves a group from Active to Recent and back as its flag changes, live', async () => {
    const { user } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    expect(await screen.findByRole('tab', { name: 'Active (1)' })).toBeInTheDocument();
    expect(within(await screen.findByTestId('chat-group')).getByText('REQ-2030-000009 Acme')).toBeInTheDocument();

    // The planning's work was cancelled: the server's channel-updated reaches the engine.
    const flipped = channel(9, 'REQ-2030-000009 Acme', 0, (await db.channels.get(9))?.last_message ?? null, '2030-01-10 09:00:00');
    expect(await applyRealtimeEvent(db, 'channel-updated', { channel: flipped }, silentLogger)).toBe(true);
    expect(await screen.findByRole('tab', { name: 'Active (0)' })).toBeInTheDocument();
    expect(screen.queryByText('REQ-2030-000009 Acme')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    const recent = await screen.findAllByTestId('chat-group');
    expect(recent.map((item) => within(item).getByText(/^REQ-/).textContent)).toEqual(['REQ-2030-000009 Acme', 'REQ-2030-000008 Globex']);

    // Confirmed work again (a new planning accepted): back under Active.
    await applyRealtimeEvent(db, 'channel-updated', { channel: { ...flipped, active: 1, updated_at: '2030-01-10 10:00:00' } }, silentLogger);
    expect(await screen.findByRole('tab', { name: 'Active (1)' })).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('REQ-2030-000009 Acme')).toBeNull();
  });

  it('words system messages from their key in the conversation and the preview, and shows the text of an unknown key', async () => {
    const { user, requests } = renderWithWorkspace(db, me, <ChatWidget />);
    await user.click(await screen.findByTestId('chat-launcher'));
    const item = await screen.findByTestId('chat-group');
    expect(within(item).getByText('New request REQ-2030-000009 Acme')).toBeInTheDocument();
    await user.click(within(item).getByText('REQ-2030-000009 Acme'));
    const system = (await screen.findAllByTestId('chat-message')).filter((m) => m.dataset.kind === 'system');
    expect(system.map((m) => m.textContent?.split(' · ')[0])).toEqual([
      'New request REQ-2030-000009 Acme',
      'Members added: Ann Acme and Bob Argus',
      'Written by a newer server',
    ]);
    expect(requests).toEqual([]);
  });
});

describe('system message texts', () => {
  const catalogues = new Map<Language, Catalogue>();
  beforeAll(async () => {
    for (const language of LANGUAGES) catalogues.set(language, await loadCatalogue(language));
  });
  const events: SystemMessage[] = [
    created,
    { key: 'request-status', params: { status: 'confirmed' } },
    { key: 'request-status', params: { status: 'cancelled' } },
    { key: 'request-changed', params: {} },
    { key: 'request-forwarded', params: { subcontractor: 'Argus' } },
    { key: 'members-added', params: { names: ['Ann Acme'] } },
  ];
  const wording = (language: Language) => {
    const lookup = createLookup(language, catalogues.get(language) ?? {});
    const t = ((key: string, values?: Record<string, string>) => lookup(`chat:${key}`, values)) as unknown as TFunction<'chat'>;
    return events.map((event) => systemMessageText(event, 'fallback', t, language));
  };

  it('English says what the server writes as text', () => {
    expect(wording('en')).toEqual([
      'New request REQ-2030-000009 Acme', 'Request confirmed', 'Request cancelled', 'The order was changed', 'Forwarded to Argus', 'Members added: Ann Acme',
    ]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s words every event in its own language, with its names', (language) => {
    const english = wording('en');
    const own = wording(language);
    own.forEach((text, index) => {
      expect(text).not.toBe(english[index]);
      expect(text).not.toMatch(/system\.|\{\{/);
    });
    expect(own[0]).toContain('REQ-2030-000009 Acme');
    expect(own[4]).toContain('Argus');
    expect(own[5]).toContain('Ann Acme');
  });

  it('isolates the names in Arabic, so a Latin name after an Arabic label keeps the line in order', () => {
    const [fsi, pdi] = ['\u2068', '\u2069'];
    const arabic = wording('ar');
    expect(arabic[0]).toContain(`${fsi}REQ-2030-000009 Acme${pdi}`);
    expect(arabic[4]).toContain(`${fsi}Argus${pdi}`);
    expect(arabic[5]).toContain(`${fsi}Ann Acme${pdi}`);
    // A status is a word of the catalogue, not a name.
    expect(arabic[1]).not.toMatch(/confirmed|[\u2066-\u2069]/);
    // Left-to-right languages keep their text exactly.
    expect(wording('fr').join('')).not.toMatch(/[\u2066-\u2069]/);
  });
});
