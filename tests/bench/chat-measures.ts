/**
 * Issue 13's chat figures in the real SPA, in the admin's page the app measures already signed in
 * and bootstrapped, and a second browser context signed in as another member of the seeded big
 * group (the group with the most messages: `largestGroup` of the seed), measured once its own
 * first sync is done:
 * - opening that group from the list to its newest page painted, several times;
 * - Enter to the own message painted in the sender's conversation;
 * - Enter to the message painted in the other member's open conversation (loopback).
 */
import type { Browser, Page } from 'playwright-core';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.js';
import type { BenchServer } from './bench-server.js';
import { armChatProbe, readChatProbe, type ChatProbeTimes } from './chat-probes.js';
import { waitForAppBootstrap } from './app-measures.js';

export interface ChatResults {
  group: { id: number; name: string; messages: number };
  /** The second member's role and email. */
  peer: string;
  openMs: number[];
  /** Enter to the end of the paint of the first frame showing the message (the wait for that
   * frame, 0-16.7 ms, included). */
  enterMs: number[];
  /** Enter to the message in the page (the work of the keystroke). */
  enterInPageMs: number[];
  /** Frames begun between Enter and the message in the page: 0 = the first frame shows it. */
  enterFramesBefore: number[];
  seenMs: number[];
  /** Sends whose probe did not see the message in time. */
  missed: number;
  problems: string[];
}

const OPENS = 5;
const SENDS = 20;

interface BigGroup {
  id: number;
  name: string;
  messages: number;
  peerEmail: string;
  peerRole: string;
  peerId: number;
}

async function bigGroup(server: BenchServer): Promise<BigGroup> {
  const db = server.ctx.db;
  const top = await db
    .selectFrom('messages')
    .select(['channel_id', sql<number>`count(*)`.as('n')])
    .groupBy('channel_id')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const channel = await db.selectFrom('channels').select(['id', 'name']).where('id', '=', top.channel_id).executeTakeFirstOrThrow();
  // The member with the smallest first sync: a client user if there is one, else anyone but the admin.
  const members = await db
    .selectFrom('channel_groups')
    .innerJoin('users', 'users.id', 'channel_groups.user_id')
    .select(['users.id', 'users.email', 'users.entity as role'])
    .where('channel_groups.channel_id', '=', channel.id)
    .where('users.id', '<>', server.adminId)
    .execute();
  const peer = members.find((m) => m.role === 'client') ?? members[0];
  if (peer === undefined) throw new Error(`the big group ${channel.name} has no member but the admin`);
  return { id: channel.id, name: channel.name, messages: Number(top.n), peerEmail: peer.email, peerRole: peer.role, peerId: peer.id };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 60_000 });
}

/** Opens the widget's list on the group's name (Active first, else Recent). */
async function showInList(page: Page, name: string): Promise<void> {
  if ((await page.getByTestId('chat-widget').count()) === 0) await page.getByTestId('chat-launcher').click();
  await page.getByPlaceholder('Search groups').fill(name);
  const item = page.locator('[data-testid="chat-group"]', { hasText: name }).first();
  try {
    await item.waitFor({ timeout: 3000 });
  } catch {
    await page.getByRole('tab', { name: 'Recent' }).click();
    await item.waitFor({ timeout: 60_000 });
  }
}

async function probe(page: Page, options: { text: string; start: 'keydown' | 'pointerdown' | 'none'; waitMs: number }): Promise<void> {
  await page.evaluate(armChatProbe, options);
}

const read = (page: Page): Promise<ChatProbeTimes | null> => page.evaluate(readChatProbe);

async function measureOpens(page: Page, group: BigGroup): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < OPENS; i++) {
    await showInList(page, group.name);
    await page.waitForTimeout(500);
    await probe(page, { text: '', start: 'pointerdown', waitMs: 10_000 });
    await page.locator('[data-testid="chat-group"]', { hasText: group.name }).first().click();
    const times = await read(page);
    if (times?.startAt != null) samples.push(times.paintedAt - times.startAt);
    await page.getByTestId('chat-conversation-title').waitFor();
    if (i < OPENS - 1) {
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: 'Back to the groups' }).click();
    }
  }
  return samples;
}

export async function measureChat(browser: Browser, server: BenchServer, admin: Page, log: (line: string) => void): Promise<ChatResults> {
  const group = await bigGroup(server);
  log(`chat: big group '${group.name}' (${group.messages.toLocaleString('en-US')} messages); second member ${group.peerRole} ${group.peerEmail}`);
  const problems: string[] = [];
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1400, height: 900 } });
  try {
    const peer = await context.newPage();
    peer.on('pageerror', (error) => problems.push(`peer page error: ${error.message}`));
    await signIn(peer, group.peerEmail);
    // A second client is a synced one: its first sync (the whole company's plannings for a
    // client user at 100,000) is the window-first bar's subject, not the chat's. Until its last
    // page, a message event waits behind the sync's pages on that device.
    const peerSynced = Date.now();
    await waitForAppBootstrap(peer, group.peerId, 1, 15 * 60_000);
    log(`chat: the second member's first sync done in ${((Date.now() - peerSynced) / 1000).toFixed(1)} s`);
    await showInList(peer, group.name);
    await peer.locator('[data-testid="chat-group"]', { hasText: group.name }).first().click();
    await peer.locator('[data-testid="chat-messages"] [data-testid="chat-message"]').first().waitFor({ timeout: 60_000 });

    const openMs = await measureOpens(admin, group);
    log(`chat: open to newest page ${openMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);

    const box = admin.getByPlaceholder('Write a message');
    const enterMs: number[] = [];
    const enterInPageMs: number[] = [];
    const enterFramesBefore: number[] = [];
    const seenMs: number[] = [];
    let missed = 0;
    for (let i = 0; i < SENDS; i++) {
      const text = `Bench round ${i + 1} ${Date.now().toString(36)}`;
      await box.fill(text);
      await probe(peer, { text, start: 'none', waitMs: 10_000 });
      await probe(admin, { text, start: 'keydown', waitMs: 10_000 });
      await box.press('Enter');
      const own = await read(admin);
      const seen = await read(peer);
      if (own?.startAt == null || seen === null) {
        missed += 1;
        continue;
      }
      enterMs.push(own.paintedAt - own.startAt);
      enterInPageMs.push(own.inPageAt - own.startAt);
      enterFramesBefore.push(own.framesBefore ?? Number.NaN);
      seenMs.push(seen.paintedAt - own.startAt);
      await admin.waitForTimeout(250);
    }
    log(`chat: Enter to own message painted ${enterMs.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    log(`chat: Enter to own message in the page ${enterInPageMs.map((ms) => ms.toFixed(1)).join(', ')} ms; frames begun before it ${enterFramesBefore.join(', ')}`);
    log(`chat: second client sees it ${seenMs.map((ms) => ms.toFixed(0)).join(', ')} ms${missed > 0 ? ` (${missed} missed)` : ''}`);
    return { group: { id: group.id, name: group.name, messages: group.messages }, peer: `${group.peerRole} ${group.peerEmail}`, openMs, enterMs, enterInPageMs, enterFramesBefore, seenMs, missed, problems };
  } finally {
    await context.close();
  }
}
