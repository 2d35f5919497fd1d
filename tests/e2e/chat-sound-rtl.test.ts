/**
 * Team chat end to end in Chromium, the rest of issue 13's list: the new-message sound (and the
 * notification of a hidden page) for a group the user is not looking at, and neither once that
 * group is muted (observed on the page's Web Audio oscillators and Notification); combining two groups and adding an
 * agent as a member; the widget in Arabic, right to left (screenshot chat-ar-*).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SOUND_PATTERNS } from '../../src/shared/sounds/sound-patterns.js';
import { newWatchedContext, screenshot, useSharedBrowser } from './helpers/browser.js';
import { apiAs, type ApiAs } from './helpers/api.js';
import { groupName, sharedGroups, type ChatGroup } from './helpers/chat-groups.js';
import { englishOnlyPhrases, text } from './helpers/catalogues.js';
import { expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const browser = useSharedBrowser();

const nameOf = groupName;

/** Every oscillator the page starts, by frequency (the sounds are synthesised with Web Audio),
 * and every browser notification, by body (the page reads as hidden and notifications as
 * allowed, so each message alert also shows one): the notification tells which message an alert
 * was for, the oscillators that it was heard. */
const ALERT_SPY = `
  window.__vigilOscillators = [];
  window.__vigilNotifications = [];
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    window.__vigilOscillators.push(this.frequency.value);
    return start.apply(this, args);
  };
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  window.Notification = class {
    static permission = 'granted';
    static requestPermission() { return Promise.resolve('granted'); }
    constructor(title, options) { window.__vigilNotifications.push(options && options.body); }
  };
`;
/** The message sound's second tone is its own (the request sound and the SOS siren lack it). */
const MESSAGE_TONE = SOUND_PATTERNS.message.tones[1]?.frequency ?? 0;
const notified = (page: Page) => page.evaluate(() => (window as unknown as { __vigilNotifications: string[] }).__vigilNotifications);
const messageSounds = (page: Page) => page.evaluate((tone) => (window as unknown as { __vigilOscillators: number[] }).__vigilOscillators.filter((f) => f === tone).length, MESSAGE_TONE);

async function setMuted(api: ApiAs, channelId: number, muted: 0 | 1): Promise<void> {
  const own = await api.get<{ data: { id: number; muted: number } }>(`/api/channels/${channelId}/group`);
  if (own.data.muted !== muted) await api.send('PUT', `/api/channels/group/${own.data.id}`, { muted });
}

async function postAs(api: ApiAs, channelId: number, body: string): Promise<void> {
  await api.send('POST', `/api/messages/${channelId}`, { text: body, tempId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` });
}

async function showGroup(page: Page, name: string, active: boolean): Promise<void> {
  if (!active) await page.getByRole('tab', { name: 'Recent' }).click();
  else await page.getByRole('tab', { name: /^Active/ }).click();
  await page.getByPlaceholder('Search groups').fill(name);
  await page.locator('[data-testid="chat-group"]', { hasText: name }).first().waitFor();
}

describe('team chat: sound, mute, combine, members, Arabic', () => {
  it('plays the new-message sound for a group not looked at, and none once it is muted', { timeout: 120_000 }, async () => {
    const adminApi = await apiAs(baseUrl, 'admin@vigil.test');
    const subApi = await apiAs(baseUrl, 'subcontractor@vigil.test');
    const [noisy, other] = await sharedGroups(adminApi, subApi.userId, 2);
    if (!noisy || !other) throw new Error('two shared groups expected');
    await setMuted(subApi, noisy.group.channel_id, 0);
    await setMuted(subApi, other.group.channel_id, 0);

    const sub = await newWatchedContext(browser(), baseUrl);
    await sub.context.addInitScript({ content: ALERT_SPY });
    await signIn(sub.page, 'subcontractor@vigil.test');
    await expectPath(sub.page, '/dashboard');
    // Opening the widget is the user gesture that lets the page play sounds; its list is open,
    // no conversation: every group is one the user is not looking at.
    await sub.page.getByTestId('chat-launcher').click();
    await showGroup(sub.page, nameOf(noisy.group), noisy.active);
    const before = await messageSounds(sub.page);

    await postAs(adminApi, noisy.group.channel_id, 'Gate 2 needs a guard');
    await expect.poll(() => notified(sub.page), { timeout: 15_000 }).toContain('Gate 2 needs a guard');
    expect(await messageSounds(sub.page)).toBe(before + 1);

    // Mute from the right-click menu; the server has it before the next message.
    await sub.page.locator('[data-testid="chat-group"]', { hasText: nameOf(noisy.group) }).first().click({ button: 'right' });
    await sub.page.getByRole('menuitem', { name: 'Mute' }).click();
    await expect.poll(async () => (await subApi.get<{ data: { muted: number } }>(`/api/channels/${noisy.group.channel_id}/group`)).data.muted, { timeout: 10_000 }).toBe(1);
    await postAs(adminApi, noisy.group.channel_id, 'Gate 2 again');
    // Barrier: a message of another, unmuted group right after. Its alert comes once the muted
    // group's message (first on the same socket, its group read from the same database before)
    // has been handled; the alert's sound starts before its notification.
    await postAs(adminApi, other.group.channel_id, 'Keys are at the desk');
    await expect.poll(() => notified(sub.page), { timeout: 15_000 }).toContain('Keys are at the desk');
    expect(await notified(sub.page)).not.toContain('Gate 2 again');
    expect(await messageSounds(sub.page)).toBe(before + 2);
    await showGroup(sub.page, nameOf(noisy.group), noisy.active);
    await expect.poll(() => sub.page.locator('[data-testid="chat-group"]', { hasText: nameOf(noisy.group) }).first().innerText()).toContain('Gate 2 again');

    await setMuted(subApi, noisy.group.channel_id, 0);
    expect(sub.problems).toEqual([]);
    await sub.context.close();
  });

  it('combines two groups into a new one and adds an agent as a member', { timeout: 120_000 }, async () => {
    const adminApi = await apiAs(baseUrl, 'admin@vigil.test');
    const admin = await newWatchedContext(browser(), baseUrl);
    await signIn(admin.page, 'admin@vigil.test');
    await expectPath(admin.page, '/dashboard');
    await admin.page.getByTestId('chat-launcher').click();
    const items = admin.page.locator('[data-testid="chat-group"]');
    await expect.poll(() => items.count(), { timeout: 30_000 }).toBeGreaterThan(1);

    await items.nth(0).click({ button: 'right' });
    await admin.page.getByRole('menuitem', { name: 'Combine' }).click();
    const combine = admin.page.getByRole('button', { name: /^Combine \d+ groups?$/ });
    await expect.poll(() => combine.textContent()).toBe('Combine 1 group');
    expect(await combine.isDisabled()).toBe(true);
    await items.nth(1).click();
    await expect.poll(() => combine.textContent()).toBe('Combine 2 groups');
    await combine.click();
    const name = `Night shift combined ${Date.now().toString(36)}`;
    await admin.page.getByLabel('Group name').fill(name);
    await screenshot(admin.page, 'chat-combine-desktop');
    await admin.page.getByRole('button', { name: 'Create group' }).click();
    await admin.page.getByPlaceholder('Search groups').fill(name);
    for (const tab of ['Recent', 'Active']) {
      if ((await admin.page.locator('[data-testid="chat-group"]', { hasText: name }).count()) > 0) break;
      await admin.page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    }
    await admin.page.locator('[data-testid="chat-group"]', { hasText: name }).first().click();
    await expect.poll(() => admin.page.getByTestId('chat-conversation-title').textContent(), { timeout: 15_000 }).toBe(name);
    const created = async () => (await adminApi.get<{ data: ChatGroup[] }>(`/api/channels/recent?search=${encodeURIComponent(name)}&sort=-id&page[number]=1`)).data
      .concat((await adminApi.get<{ success: ChatGroup[] }>('/api/channels/active')).success)
      .find((g) => nameOf(g) === name);
    await expect.poll(async () => (await created()) !== undefined, { timeout: 15_000 }).toBe(true);
    const group = await created();
    if (!group) throw new Error('the combined group is not on the server');

    // Members: New Members lists agents not in the group; Add members is disabled until one is picked.
    await admin.page.getByRole('button', { name: 'Members' }).click();
    // The list fills from the local database once the panel is open: wait for every member the server has.
    const membersBefore = group.members.length;
    await expect.poll(() => admin.page.getByTestId('chat-member').count(), { timeout: 15_000 }).toBe(membersBefore);
    await admin.page.getByRole('button', { name: 'manage members' }).click();
    const add = admin.page.getByRole('button', { name: 'Add members' });
    expect(await add.isDisabled()).toBe(true);
    await admin.page.getByTestId('chat-widget').locator('label').first().click();
    expect(await add.isDisabled()).toBe(false);
    await screenshot(admin.page, 'chat-new-members-desktop');
    await add.click();
    await expect.poll(() => admin.page.getByTestId('chat-member').count(), { timeout: 15_000 }).toBe(membersBefore + 1);
    await expect.poll(async () => (await created())?.members.length ?? 0, { timeout: 15_000 }).toBe(group.members.length + 1);

    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });

  it('shows the widget right to left in Arabic', { timeout: 120_000 }, async () => {
    const planner = await apiAs(baseUrl, 'planner@vigil.test');
    const adminApi = await apiAs(baseUrl, 'admin@vigil.test');
    const [shared] = await sharedGroups(adminApi, planner.userId, 1);
    if (!shared) throw new Error('a group shared with the planner expected');
    // An English message in the Arabic widget keeps its own direction (its question mark last).
    await postAs(adminApi, shared.group.channel_id, 'Can you confirm the badge pick-up at reception?');
    await planner.send('PUT', '/api/account/own', { language: 'ar' });
    const arabic = await newWatchedContext(browser(), baseUrl);
    try {
      await signIn(arabic.page, 'planner@vigil.test');
      await expect.poll(() => arabic.page.evaluate(() => document.documentElement.dir), { timeout: 30_000 }).toBe('rtl');
      await arabic.page.getByTestId('chat-launcher').click();
      const widget = arabic.page.getByTestId('chat-widget');
      const activeWord = text('ar', 'chat:tabs.active').split('(')[0]?.trim() ?? '';
      await expect.poll(() => widget.getByRole('tab').first().textContent()).toContain(activeWord);
      expect(await widget.getByPlaceholder(text('ar', 'chat:search')).count()).toBe(1);
      // Mirrored: the widget's text runs right to left.
      expect(await widget.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      // The list once the first sync has brought the groups (Active, else Recent).
      const groups = arabic.page.locator('[data-testid="chat-group"]');
      let tab = 0;
      await expect.poll(async () => {
        if ((await groups.count()) > 0) return true;
        tab = 1 - tab;
        await widget.getByRole('tab').nth(tab).click();
        return false;
      }, { timeout: 30_000 }).toBe(true);
      await screenshot(arabic.page, 'chat-ar-list');
      const english = englishOnlyPhrases('ar');
      const shown = await widget.innerText();
      expect(english.filter((phrase) => shown.includes(phrase))).toEqual([]);
      await widget.getByPlaceholder(text('ar', 'chat:search')).fill(nameOf(shared.group));
      await widget.getByRole('tab').nth(shared.active ? 0 : 1).click();
      await groups.filter({ hasText: nameOf(shared.group) }).first().click();
      await arabic.page.getByTestId('chat-conversation-title').waitFor();
      expect(await arabic.page.getByPlaceholder(text('ar', 'chat:conversation.placeholder')).count()).toBe(1);
      const englishMessage = arabic.page.locator('[data-testid="chat-message"]', { hasText: 'badge pick-up at reception?' }).last();
      expect(await englishMessage.locator('[dir="auto"]').count()).toBe(1);
      await screenshot(arabic.page, 'chat-ar-conversation');
      expect(arabic.problems).toEqual([]);
    } finally {
      await planner.send('PUT', '/api/account/own', { language: 'en' });
      await arabic.context.close();
    }
  });
});
