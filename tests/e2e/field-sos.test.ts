/**
 * The SOS loop end to end in Chromium, on the shared seeded server: the demo agent on a phone
 * (390 px, geolocation overridden) presses SOS, cancels the countdown once (nothing is sent), then
 * lets it run; the admin, in a second browser, gets the toast that stays, the siren (locked until
 * a page that had no gesture yet, sounding otherwise), and the team map opened on the agent; "Team safe" stops
 * it and the agent's phone names who acknowledged. A second SOS nobody answers escalates when the
 * server's injected clock passes 60 s: the admin's toast says so and every admin is mailed.
 * Screenshots: test-results/screenshots/field-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiAs } from './helpers/api.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, newWatchedContext, screenshot, type WatchedContext } from './helpers/browser.js';
import { mailFiles, waitForMail } from './helpers/mail.js';
import { countColours, type Rgb } from './helpers/pixels.js';
import { expectPath, signIn } from './helpers/session.js';
import { e2eServer } from './helpers/server.js';
import { text } from './helpers/catalogues.js';

const { baseUrl, dataDir } = e2eServer();
let browser: Browser;
let agent: WatchedContext;
let admin: WatchedContext;

const PHONE = { width: 390, height: 844 };
const SITE = { latitude: 50.8466, longitude: 4.3528, accuracy: 9 };
/** The plain map's colours (src/features/tracking/plain-style.ts and team-map.tsx). */
const PLAIN_MAP: Record<'background' | 'fineGrid' | 'sos', Rgb> = { background: [0xee, 0xf2, 0xf6], fineGrid: [0xd5, 0xdd, 0xe5], sos: [0xdc, 0x26, 0x26] };

beforeAll(async () => {
  // The team map draws with WebGL: software WebGL (SwiftShader) stands in for the GPU here.
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS, '--enable-unsafe-swiftshader', '--use-angle=swiftshader'] });
  agent = await newWatchedContext(browser, baseUrl, PHONE);
  await agent.context.grantPermissions(['geolocation'], { origin: baseUrl });
  await agent.context.setGeolocation(SITE);
  await signIn(agent.page, 'agent@vigil.test');
  await expectPath(agent.page, '/field');
  admin = await newWatchedContext(browser, baseUrl);
  await signIn(admin.page, 'admin@vigil.test');
  await expectPath(admin.page, '/dashboard');
}, 120_000);
afterAll(async () => {
  expect(agent.problems).toEqual([]);
  expect(admin.problems).toEqual([]);
  await browser.close();
});


/** The team map is drawn, not just present: its canvas shows the coordinate grid, and the SOS
 * marker is on screen inside the map, in its red. */
async function expectMapDrawn(page: Page): Promise<void> {
  const map = page.locator('[data-testid="team-map"][data-drawn="yes"]');
  await map.waitFor({ timeout: 30_000 });
  const mapBox = await map.boundingBox();
  const markerBox = await page.locator('[data-testid="team-marker"][data-sos="open"]').first().boundingBox();
  if (!mapBox || !markerBox) throw new Error('the map or its SOS marker has no box');
  expect(mapBox.height).toBeGreaterThan(300);
  expect(markerBox.width).toBeGreaterThan(10);
  expect(markerBox.x).toBeGreaterThanOrEqual(mapBox.x);
  expect(markerBox.y).toBeGreaterThanOrEqual(mapBox.y);
  expect(markerBox.x + markerBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
  expect(markerBox.y + markerBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
  const counts = await countColours(page, map, { background: PLAIN_MAP.background, grid: PLAIN_MAP.fineGrid, sos: PLAIN_MAP.sos });
  // Mostly the plain background, crossed by grid lines, with the red SOS marker on it.
  expect(counts.background).toBeGreaterThan((mapBox.width * mapBox.height) / 2);
  expect(counts.grid).toBeGreaterThan(200);
  expect(counts.sos).toBeGreaterThan(100);
}

async function pressSos(page: Page): Promise<void> {
  await page.getByTestId('sos-button').click();
  await page.getByTestId('sos-countdown').waitFor();
}

describe('SOS from an agent’s phone to the control room', () => {
  it('a cancelled countdown sends nothing; a full one reaches the admin with toast, siren and map, and Team safe reaches the agent', { timeout: 120_000 }, async () => {
    await agent.page.getByTestId('field-page').waitFor();
    await screenshot(agent.page, 'field-phone');
    const sosPosts: string[] = [];
    agent.page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/agent/sos')) sosPosts.push(r.url());
    });

    await pressSos(agent.page);
    await screenshot(agent.page, 'field-countdown');
    await agent.page.getByTestId('sos-cancel').click();
    await agent.page.getByTestId('sos-button').waitFor();
    expect(await agent.page.getByTestId('my-sos-open').count()).toBe(0);

    // The admin's page has had no gesture yet: the siren waits, locked, until one.
    await pressSos(agent.page);
    await agent.page.locator('[data-testid="my-sos-open"][data-sent="yes"]').waitFor({ timeout: 15_000 });
    // One request, and none for the cancelled countdown.
    expect(sosPosts).toHaveLength(1);
    const toast = admin.page.getByText('SOS: Youssef Benali');
    // The team map opens on its own: it is the alarm's full view, with no toast over it.
    await expectPath(admin.page, '/subc/tracking');
    await admin.page.locator('[data-testid="team-member"][data-sos="open"]').first().waitFor({ timeout: 15_000 });
    // The admin clicked Sign in on this page, so its audio is unlocked: the siren sounds.
    await admin.page.waitForFunction(() => document.querySelector('[data-testid="sos-alarm"]')?.getAttribute('data-sound') === 'playing');
    // A page opened without any gesture yet (a reload, a new tab) cannot sound until clicked.
    const tab = await admin.context.newPage();
    await tab.goto('/subc/tracking');
    await tab.waitForFunction(() => document.querySelector('[data-testid="sos-alarm"]')?.getAttribute('data-sound') === 'locked');
    await tab.mouse.click(5, 300);
    await tab.waitForFunction(() => document.querySelector('[data-testid="sos-alarm"]')?.getAttribute('data-sound') === 'playing');
    await tab.close();
    await admin.page.locator('[data-testid="team-marker"][data-sos="open"]').first().waitFor();
    await expectMapDrawn(admin.page);
    // The map is named from Vigil's catalogue ('Map of the team'), not maplibre's own 'Map'.
    expect(await admin.page.locator('canvas').first().getAttribute('aria-label')).toBe(text('en', 'tracking:map.title'));
    await screenshot(admin.page, 'field-admin-sos-map');
    // A language chosen meanwhile (here on another device) renames the map's own controls too.
    const own = await apiAs(baseUrl, 'admin@vigil.test');
    const mapName = () => admin.page.locator('canvas').first().getAttribute('aria-label');
    await own.send('PUT', '/api/account/own', { language: 'fr' });
    try {
      await expect.poll(mapName, { timeout: 15_000 }).toBe(text('fr', 'tracking:map.title'));
      expect(await admin.page.locator('.maplibregl-ctrl-zoom-in').getAttribute('aria-label')).toBe(text('fr', 'tracking:map.zoomIn'));
      await admin.page.locator('[data-testid="team-marker"][data-sos="open"]').first().waitFor();
    } finally {
      await own.send('PUT', '/api/account/own', { language: 'en' });
    }
    await expect.poll(mapName, { timeout: 15_000 }).toBe(text('en', 'tracking:map.title'));
    // The map opens once per SOS and tab: the admin can go on working (a typed address stays
    // where it leads) with the toast and siren still up, below the top bar, and back to the map
    // from the toast.
    expect(await toast.count()).toBe(0);
    await admin.page.goto('/dashboard/planning');
    await toast.waitFor({ timeout: 15_000 });
    await admin.page.getByTestId('planning-count').waitFor();
    await admin.page.waitForTimeout(1000);
    expect(new URL(admin.page.url()).pathname).toBe('/dashboard/planning');
    await admin.page.getByTestId('notification-bell').click();
    await admin.page.getByTestId('notification-centre').waitFor();
    await screenshot(admin.page, 'field-admin-sos-elsewhere');
    await admin.page.keyboard.press('Escape');
    await admin.page.getByTestId('sos-show-on-map').click();
    await expectPath(admin.page, '/subc/tracking');
    await expect.poll(() => toast.count()).toBe(0);

    await admin.page.getByRole('button', { name: 'Team safe' }).first().click();
    await admin.page.waitForFunction(() => document.querySelector('[data-testid="sos-alarm"]')?.getAttribute('data-sound') === 'off');
    await expect.poll(() => toast.count(), { timeout: 15_000 }).toBe(0);
    const acknowledged = agent.page.getByTestId('my-sos-acknowledged');
    await acknowledged.waitFor({ timeout: 15_000 });
    expect(await acknowledged.textContent()).toMatch(/^Sofie Peeters acknowledged your SOS at \d\d:\d\d:\d\d\.$/);
    await screenshot(agent.page, 'field-acknowledged');
  });

  it('an SOS arriving while the admin edits in Planning Details keeps the edit: toast and siren at once, the map once the dialog is closed', { timeout: 120_000 }, async () => {
    const staff = await apiAs(baseUrl, 'admin@vigil.test');
    const [planning] = (await staff.get<{ data: { id: number }[] }>('/api/planning?page[size]=1&sort=-start')).data;
    await admin.page.goto(`/dashboard/planning?planning=${planning?.id ?? 0}`);
    const details = admin.page.getByTestId('planning-details');
    const description = details.getByLabel('Description');
    await description.waitFor({ timeout: 30_000 });
    await description.fill('Gate B tonight, keys at the lodge');

    await pressSos(agent.page);
    await agent.page.locator('[data-testid="my-sos-open"][data-sent="yes"]').waitFor({ timeout: 15_000 });
    await admin.page.getByText('SOS: Youssef Benali').waitFor({ timeout: 15_000 });
    await admin.page.waitForFunction(() => document.querySelector('[data-testid="sos-alarm"]')?.getAttribute('data-open') === '1');
    // Two rechecks later the edit is still there, on the same page.
    await admin.page.waitForTimeout(2500);
    expect(new URL(admin.page.url()).pathname).toBe('/dashboard/planning');
    expect(await description.inputValue()).toBe('Gate B tonight, keys at the lodge');
    await screenshot(admin.page, 'field-admin-sos-while-editing');

    await details.getByRole('button', { name: 'Close planning details' }).click();
    // The typed description is not thrown away without a question; the admin leaves it for the SOS.
    const question = admin.page.getByTestId('unsaved-changes');
    await question.waitFor();
    expect(await question.textContent()).toContain('Discard your changes?');
    await question.getByRole('button', { name: 'Discard' }).click();
    await expectPath(admin.page, '/subc/tracking');
    await admin.page.getByTestId('team-safe').click();
    await admin.page.waitForFunction(() => document.querySelector('[data-testid="sos-alarm"]')?.getAttribute('data-sound') === 'off');
    await expect.poll(() => agent.page.getByTestId('my-sos-open').count(), { timeout: 15_000 }).toBe(0);
    await agent.page.getByTestId('my-sos-acknowledged').waitFor({ timeout: 15_000 });
  });

  it('an SOS nobody acknowledges escalates after 60 s of the server’s clock: the toast says so and the admins are mailed', { timeout: 120_000 }, async () => {
    const before = new Set(mailFiles(dataDir));
    await pressSos(agent.page);
    await agent.page.getByTestId('my-sos-open').waitFor({ timeout: 15_000 });
    // The admin is working elsewhere: the toast says it there.
    await admin.page.goto('/dashboard/requests');
    await admin.page.getByText('SOS: Youssef Benali').waitFor({ timeout: 15_000 });
    const staff = await apiAs(baseUrl, 'admin@vigil.test');
    await staff.send('POST', '/api/test/clock', { advance_seconds: 61 });
    await admin.page.getByText('SOS not acknowledged: Youssef Benali').waitFor({ timeout: 15_000 });
    const mail = await waitForMail(dataDir, 'admin@vigil.test', before);
    expect(mail).toContain('SOS not acknowledged: Youssef Benali');
    await screenshot(admin.page, 'field-admin-escalated');
    expect(await admin.page.getByText('SOS: Youssef Benali').count()).toBe(0);
    // On the map the panel says it too.
    await admin.page.getByTestId('sos-show-on-map').click();
    await expectPath(admin.page, '/subc/tracking');
    await admin.page.locator('[data-testid="team-member"][data-sos="open"]').filter({ hasText: 'Escalated' }).first().waitFor();
    await admin.page.getByTestId('team-safe').click();
    await agent.page.getByTestId('my-sos-acknowledged').waitFor({ timeout: 15_000 });
  });
});
