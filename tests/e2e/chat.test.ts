/**
 * Team chat end to end in Chromium, two users in two browsers (the admin and the subcontractor
 * of a request's group): messages live both ways, the unread badge and the "(N) Vigil" title, a
 * photo, a message sent offline that reaches the server exactly once, mute, members; screenshots
 * of the widget on a desktop and a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newWatchedContext, screenshot, useSharedBrowser } from './helpers/browser.js';
import { apiAs, type ApiAs } from './helpers/api.js';
import { sharedGroups, type ChatGroup } from './helpers/chat-groups.js';
import { localIds } from './helpers/local-db.js';
import { expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl } = e2eServer();
const browser = useSharedBrowser();

interface MessagePage {
  data: { id: number; text: string | null; image: string | null; tempId: string | null }[];
}

async function sharedGroup(admin: ApiAs, subUserId: number): Promise<{ group: ChatGroup; active: boolean }> {
  const [first] = await sharedGroups(admin, subUserId, 1);
  if (!first) throw new Error('no group shared by the admin and the subcontractor');
  return first;
}

async function openGroup(page: Page, name: string, active: boolean): Promise<void> {
  await page.getByTestId('chat-launcher').click();
  if (!active) await page.getByRole('tab', { name: 'Recent' }).click();
  await page.getByPlaceholder('Search groups').fill(name);
  await page.locator(`[data-testid="chat-group"]`, { hasText: name }).first().click();
  await expect.poll(() => page.getByTestId('chat-conversation-title').textContent()).toBe(name);
}

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByPlaceholder('Write a message');
  await box.fill(text);
  await box.press('Enter');
}

const messageTexts = (page: Page) => page.getByTestId('chat-messages').innerText();

/** Awaits a check; when it fails, the error carries `report()` (what the page showed then). */
async function explained(check: Promise<unknown>, report: () => Promise<string>): Promise<void> {
  try {
    await check;
  } catch (error) {
    const shown = await report().catch((reason: unknown) => `no report: ${String(reason)}`);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${shown}`, { cause: error });
  }
}

describe('team chat', () => {
  it('carries messages both ways live, with the badge, the title, a photo and an offline send stored once', { timeout: 180_000 }, async () => {
    const adminApi = await apiAs(baseUrl, 'admin@vigil.test');
    const subApi = await apiAs(baseUrl, 'subcontractor@vigil.test');
    const { group, active } = await sharedGroup(adminApi, subApi.userId);
    const name = group.channels[0]?.name ?? '';

    const admin = await newWatchedContext(browser(), baseUrl);
    const sub = await newWatchedContext(browser(), baseUrl);
    await signIn(admin.page, 'admin@vigil.test');
    await signIn(sub.page, 'subcontractor@vigil.test');
    await expectPath(admin.page, '/dashboard');
    await expectPath(sub.page, '/dashboard');
    await expect.poll(() => admin.page.getByTestId('chat-launcher').count(), { timeout: 30_000 }).toBe(1);

    await openGroup(admin.page, name, active);
    await openGroup(sub.page, name, active);
    await screenshot(admin.page, 'chat-conversation-desktop');

    // Live both ways: Enter sends, Shift+Enter breaks the line.
    const box = admin.page.getByPlaceholder('Write a message');
    await box.fill('Gate 3 is closed');
    await box.press('Shift+Enter');
    await box.type('use gate 4');
    await box.press('Enter');
    await expect.poll(() => messageTexts(sub.page), { timeout: 10_000 }).toContain('use gate 4');
    await send(sub.page, 'Understood, guard moved');
    await expect.poll(() => messageTexts(admin.page), { timeout: 10_000 }).toContain('Understood, guard moved');
    // The admin's own message shows it was sent, and who read it (the subcontractor had it open).
    await expect.poll(() => admin.page.getByTestId('chat-read-by').last().textContent(), { timeout: 10_000 }).toContain('Marc');

    // Back to the list: a message from the subcontractor is unread, in the badge and the title.
    await admin.page.getByRole('button', { name: 'Back to the groups' }).click();
    // The demo company has unread messages in other groups: the total moves by one.
    // The badge caps at 99+; the title carries the exact total.
    const badge = async () => Number(/^\((\d+)\)/.exec(await admin.page.title())?.[1] ?? '0');
    // Reading the open group is still on its way to the server: wait until the badge agrees with
    // the server's own total before counting on it.
    const serverTotal = async () => (await adminApi.get<{ data: { total: string }[] }>('/api/messages/unread')).data.reduce((sum, entry) => sum + Number(entry.total), 0);
    let before = -1;
    await expect.poll(async () => { before = await serverTotal(); return (await badge()) === before; }, { timeout: 10_000 }).toBe(true);
    await send(sub.page, 'Are you there?');
    await expect.poll(badge, { timeout: 10_000 }).toBe(before + 1);
    expect(await admin.page.getByTestId('chat-unread-total').textContent()).toBe(before + 1 > 99 ? '99+' : String(before + 1));
    await expect.poll(() => admin.page.title()).toBe(`(${before + 1}) Vigil`);
    await screenshot(admin.page, 'chat-list-desktop');
    await admin.page.locator('[data-testid="chat-group"]', { hasText: name }).first().click();
    await expect.poll(badge, { timeout: 10_000 }).toBe(before);
    await expect.poll(() => admin.page.title()).toBe(before === 0 ? 'Vigil' : `(${before}) Vigil`);

    // A photo.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6d6a00000000049454e44ae426082', 'hex');
    await sub.page.getByTestId('chat-image-input').setInputFiles({ name: 'fence.png', mimeType: 'image/png', buffer: png });
    await sub.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => admin.page.locator('[data-testid="chat-message"][data-kind="photo"] img').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // Offline: shown at once as waiting, stored once when back online.
    await sub.context.setOffline(true);
    await send(sub.page, 'Sent from the basement');
    await expect.poll(() => messageTexts(sub.page)).toContain('Sent from the basement');
    await expect.poll(() => sub.page.getByTestId('chat-message-state').last().textContent()).toBe('Waiting');
    await sub.context.setOffline(false);
    await expect.poll(() => messageTexts(admin.page), { timeout: 20_000 }).toContain('Sent from the basement');
    const page = await adminApi.get<MessagePage>(`/api/messages/${group.channel_id}?sort=-id&page[number]=1`);
    expect(page.data.filter((m) => m.text === 'Sent from the basement')).toHaveLength(1);

    // Members.
    await admin.page.getByRole('button', { name: 'Members' }).click();
    await expect.poll(() => admin.page.getByTestId('chat-member').count()).toBeGreaterThan(1);
    await screenshot(admin.page, 'chat-members-desktop');

    expect(admin.problems).toEqual([]);
    expect(sub.problems).toEqual([]);
    await admin.context.close();
    await sub.context.close();
  });

  it('opens at the newest message, keeps it in view as messages come, and pages older ones in above without moving the view', { timeout: 180_000 }, async () => {
    const adminApi = await apiAs(baseUrl, 'admin@vigil.test');
    const subApi = await apiAs(baseUrl, 'subcontractor@vigil.test');
    // A group of its own, which no other test writes to while this one reads the view.
    const name = `Night patrol history ${Date.now().toString(36)}`;
    const created = await adminApi.send<{ data: { id: number } }>('POST', '/api/channels', { name, members: [subApi.userId], requestIds: [], tempId: `scroll-group-${Date.now()}` });
    const group = { channel_id: created.data.id };
    const active = false;
    // More than two pages of history, so that scrolling up has older pages to bring.
    for (let i = 1; i <= 120; i++) await subApi.send('POST', `/api/messages/${group.channel_id}`, { text: `Round ${i} of the night patrol`, tempId: `scroll-${Date.now()}-${i}` });

    const admin = await newWatchedContext(browser(), baseUrl);
    // Who made each message request: its Referer names the document, or the request worker.
    const madeBy = new Map<string, string>();
    admin.page.on('request', (request) => {
      if (request.method() !== 'POST' || !/\/api\/messages\/\d+$/.test(request.url())) return;
      const text = (JSON.parse(request.postData() ?? '{}') as { text?: string }).text ?? '';
      void request.allHeaders().then((headers) => madeBy.set(text, headers.referer ?? ''));
    });
    await signIn(admin.page, 'admin@vigil.test');
    await expectPath(admin.page, '/dashboard');
    await openGroup(admin.page, name, active);
    // Opening the group marks its messages read: a write of the group that a message typed
    // before it is delivered must wait for (it then goes the ordinary way, from the page).
    await expect.poll(async () => (await localIds(admin.page, adminApi.userId, 'outbox'))?.length, { timeout: 15_000 }).toBe(0);
    const list = admin.page.getByTestId('chat-messages');
    const bubble = (text: string) => list.locator('[data-testid="chat-message"]', { hasText: text });
    /** Whether the bubble lies wholly inside the scrolled list. */
    const inView = (text: string) =>
      bubble(text).last().evaluate((el) => {
        const box = el.getBoundingClientRect();
        const frame = (el.closest('[data-testid="chat-messages"]') as HTMLElement).getBoundingClientRect();
        return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
      });
    /** Where the list stands, for a failed view check: its scroll and the bubbles near its edges. */
    const viewReport = (text: string, before: number) =>
      list.evaluate((el, [wanted, shownBefore]) => {
        const frame = el.getBoundingClientRect();
        const boxes = [...el.querySelectorAll('[data-testid="chat-message"]')].map((b) => {
          const box = b.getBoundingClientRect();
          const top = Math.round(box.top - frame.top);
          const bottom = Math.round(box.bottom - frame.top);
          return { top, bottom, line: `${top}..${bottom} ${(b as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 50)}` };
        });
        const bubbles = boxes.map((box) => box.line);
        const near = boxes.filter((box) => box.bottom > -200 && box.top < frame.height + 200).map((box) => box.line);
        return [`looking for: ${String(wanted)}; bubbles before: ${String(shownBefore)}, now: ${bubbles.length}`, `scrollTop ${el.scrollTop}, scrollHeight ${el.scrollHeight}, clientHeight ${el.clientHeight}`, `matching: ${bubbles.filter((line) => line.includes(String(wanted))).join(' | ')}`, 'near the view:', ...near, 'newest:', ...bubbles.slice(-4), ...((window as unknown as { scrollLog?: string[] }).scrollLog ?? [])].join('\n');
      }, [text, before] as const);
    await expect.poll(() => bubble('Round 120 of').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => inView('Round 120 of')).toBe(true);

    // Own and others' messages arriving at the newest stay in view.
    await send(admin.page, 'Own message at the bottom');
    await expect.poll(() => inView('Own message at the bottom')).toBe(true);
    await subApi.send('POST', `/api/messages/${group.channel_id}`, { text: 'Reply while watching', tempId: `scroll-${Date.now()}-reply` });
    await expect.poll(() => bubble('Reply while watching').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => inView('Reply while watching')).toBe(true);
    // The message left from the request worker, not from the page's thread (whose keystroke it
    // would cost about 2 ms); it reached the server once.
    const storedOwn = async () => (await adminApi.get<MessagePage>(`/api/messages/${group.channel_id}?sort=-id&page[number]=1`)).data.filter((m) => m.text === 'Own message at the bottom').length;
    await expect.poll(storedOwn, { timeout: 10_000 }).toBe(1);
    // A message goes the ordinary way, from the page, whenever the sender cannot yet be sure that
    // no earlier write of the group is undelivered, or has no request slot free (order and the
    // slots come first). On a loaded machine that happened once to this first message, right
    // after the group's read mark was delivered; the next one must then go ahead.
    if (!/\/assets\/request-worker-[\w-]+\.js$/.test(madeBy.get('Own message at the bottom') ?? '')) {
      // Stored is not yet settled here: until this tab has taken the first message's answer, its
      // row still holds the group's key, and the next one would rightly wait behind it.
      await expect.poll(async () => (await localIds(admin.page, adminApi.userId, 'outbox'))?.length, { timeout: 15_000 }).toBe(0);
      await send(admin.page, 'Own message, once more');
      await expect.poll(() => madeBy.get('Own message, once more'), { timeout: 10_000 }).toMatch(/\/assets\/request-worker-[\w-]+\.js$/);
    }

    // Scrolled to the top: an older page comes in above, and what was on screen stays there.
    const shownBefore = await list.locator('[data-testid="chat-message"]').count();
    // What the list does from here on (scrolls, bubbles in and out), for a failed view check.
    await list.evaluate((el) => {
      const log: string[] = [];
      (window as unknown as { scrollLog: string[] }).scrollLog = log;
      const t0 = performance.now();
      const note = (what: string) => log.push(`${(performance.now() - t0).toFixed(0)} ${what} n=${el.querySelectorAll('[data-testid="chat-message"]').length} top=${el.scrollTop} h=${el.scrollHeight} first=${el.querySelector<HTMLElement>('[data-testid="chat-message"] [dir="auto"]')?.innerText.slice(0, 9) ?? '-'}`);
      el.addEventListener('scroll', () => note('scroll'));
      new MutationObserver((records) => {
        const gone = records.flatMap((r) => [...r.removedNodes].map((n) => (n as HTMLElement).innerText?.replace(/\s+/g, ' ').slice(0, 40) ?? n.nodeName));
        const added = records.flatMap((r) => [...r.addedNodes].map((n) => (n as HTMLElement).innerText?.replace(/\s+/g, ' ').slice(0, 40) ?? n.nodeName));
        note(`mut -[${gone.join('|')}] +${added.length}[${added.slice(0, 3).join('|')}]`);
      }).observe(el, { childList: true, subtree: true });
    });
    const topText = await list.evaluate((el) => {
      const text = (el.querySelector('[data-testid="chat-message"] [dir="auto"]') as HTMLElement).innerText;
      el.scrollTo({ top: -el.scrollHeight });
      return text;
    });
    await expect.poll(() => list.locator('[data-testid="chat-message"]').count(), { timeout: 15_000 }).toBeGreaterThan(shownBefore);
    await explained(expect.poll(() => inView(topText), { timeout: 5_000 }).toBe(true), () => viewReport(topText, shownBefore));
    // A message arriving below while the user reads older ones does not pull the view down.
    await subApi.send('POST', `/api/messages/${group.channel_id}`, { text: 'Arrives while reading history', tempId: `scroll-${Date.now()}-history` });
    await expect.poll(() => bubble('Arrives while reading history').count(), { timeout: 10_000 }).toBe(1);
    expect(await inView('Arrives while reading history')).toBe(false);
    await explained(inView(topText).then((shown) => expect(shown).toBe(true)), () => viewReport(topText, shownBefore));
    await screenshot(admin.page, 'chat-conversation-history');
    // Sending from there brings the newest back into view.
    await send(admin.page, 'Back to the newest');
    await expect.poll(() => inView('Back to the newest')).toBe(true);
    // Its delivery later does not pull the view down again: a message sent offline, the view
    // scrolled up to read, then the message delivered (its temporary id replaced by the server's).
    await admin.context.setOffline(true);
    await send(admin.page, 'Sent before reading back');
    await expect.poll(() => bubble('Sent before reading back').getByTestId('chat-message-state').textContent()).toBe('Waiting');
    const readText = await list.evaluate((el) => {
      el.scrollTop = -2 * el.clientHeight;
      const frame = el.getBoundingClientRect();
      const whole = [...el.querySelectorAll('[data-testid="chat-message"]')].find((b) => b.getBoundingClientRect().top >= frame.top && b.getBoundingClientRect().bottom <= frame.bottom);
      return (whole?.querySelector('[dir="auto"]') as HTMLElement | null)?.innerText ?? '';
    });
    expect(readText).not.toBe('');
    await admin.context.setOffline(false);
    await expect.poll(() => bubble('Sent before reading back').getByTestId('chat-message-state').textContent(), { timeout: 20_000 }).toBe('Sent');
    await explained(inView(readText).then((shown) => expect(shown).toBe(true)), () => viewReport(readText, 0));
    expect(await inView('Sent before reading back')).toBe(false);

    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });

  it('mutes a group from its right-click menu, and fits a phone', { timeout: 120_000 }, async () => {
    const adminApi = await apiAs(baseUrl, 'admin@vigil.test');
    const subApi = await apiAs(baseUrl, 'subcontractor@vigil.test');
    const { group, active } = await sharedGroup(adminApi, subApi.userId);
    const name = group.channels[0]?.name ?? '';
    const phone = await newWatchedContext(browser(), baseUrl, { width: 390, height: 844 });
    await signIn(phone.page, 'subcontractor@vigil.test');
    await expectPath(phone.page, '/dashboard');
    await phone.page.getByTestId('chat-launcher').click();
    if (!active) await phone.page.getByRole('tab', { name: 'Recent' }).click();
    await phone.page.getByPlaceholder('Search groups').fill(name);
    const item = phone.page.locator('[data-testid="chat-group"]', { hasText: name }).first();
    await item.click({ button: 'right' });
    const mutedBefore = (await subApi.get<{ data: { muted: number } }>(`/api/channels/${group.channel_id}/group`)).data.muted;
    await phone.page.getByRole('menuitem', { name: mutedBefore === 1 ? 'Unmute' : 'Mute' }).click();
    await expect.poll(async () => (await subApi.get<{ data: { muted: number } }>(`/api/channels/${group.channel_id}/group`)).data.muted, { timeout: 10_000 }).toBe(mutedBefore === 1 ? 0 : 1);
    const width = await phone.page.getByTestId('chat-widget').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(374);
    await screenshot(phone.page, 'chat-list-phone');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
