/**
 * The SOS bar (issue 16: "SOS press to the admin's screen, p95 on loopback, < 1 s"): the demo agent
 * on a phone-sized page of the SPA presses SOS; the admin's SPA (signed in and bootstrapped by the
 * app measures) shows it. Each sample runs from the agent's SOS request leaving the phone (the end
 * of the 5-second countdown, which is the agent's own deliberate delay) to the frame that paints
 * it on the admin's screen: the toast, or (once the first SOS has opened the team map, which shows
 * no toast) the agent's entry on the map. Both times are the machine's wall clock: the request's by the test
 * process when Chromium issues it, the paint's by the admin page from its animation callback.
 * Between samples the admin's API acknowledges the SOS and both pages settle, so every sample
 * starts from a quiet control room.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../server/seed/demo-accounts.js';
import type { BenchServer } from './bench-server.js';

export const SOS_SAMPLES = 12;

export interface SosResults {
  /** Request leaving the agent's page to the SOS painted on the admin's screen, per sample. */
  samplesMs: number[];
  problems: string[];
}

declare global {
  interface Window {
    vigilSosProbe?: Promise<number>;
  }
}

/**
 * Arms the admin page: resolves with the wall-clock time of the frame that paints the SOS on the
 * admin's screen: a new toast naming the agent, or, on the team map (where the alarm shows no
 * toast, its list being the alarm's full view), the agent's entry turning to an open SOS.
 */
// No named inner functions here: the test runner's compiler wraps those in a helper that does not
// exist in the page.
function armToastProbe(title: string): void {
  // The last sample's toast may still be on screen (toasts stay a few seconds): only a toast
  // that was not there when the probe was armed counts, or a sample would end before its press.
  const earlier = new Set(document.querySelectorAll('[data-scope="toast"][data-part="root"]'));
  const OPEN_ON_MAP = '[data-testid="team-member"][data-sos="open"]';
  const openBefore = new Set(document.querySelectorAll(OPEN_ON_MAP));
  const agentName = title.replace(/^SOS: /, '');
  window.vigilSosProbe = new Promise<number>((resolve) => {
    // Nothing within 30 s: the sample is missed (NaN), not measured.
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(Number.NaN);
    }, 30_000);
    const observer = new MutationObserver(() => {
      const toast = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].some((el) => !earlier.has(el) && el.textContent?.includes(title) === true);
      const onMap = [...document.querySelectorAll(OPEN_ON_MAP)].some((el) => !openBefore.has(el) && el.textContent?.includes(agentName) === true);
      if (!toast && !onMap) return;
      observer.disconnect();
      clearTimeout(timer);
      // The callback of the next frame runs after the change's style, layout and paint are
      // queued with it; the message posted from it runs once that frame is done.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(Date.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-sos'] });
  });
}

/**
 * Team safe, from the admin's API, for every SOS of the demo agent still open. A run interrupted
 * between a press and its acknowledgement leaves one open in a reused data dir; the siren of the
 * next run would then never stop, and no sample could start from a quiet control room.
 */
async function acknowledgeLeftovers(server: BenchServer): Promise<number> {
  const open = await server.ctx.db.selectFrom('sos_alerts').innerJoin('agents', 'agents.id', 'sos_alerts.agent_id').innerJoin('users', 'users.id', 'agents.user_id')
    .select('sos_alerts.id').where('sos_alerts.acknowledged_at', 'is', null).where('users.email', '=', DEMO_PEOPLE.agent.email).execute();
  for (const { id } of open) await acknowledge(server, id);
  return open.length;
}

async function acknowledge(server: BenchServer, id: number): Promise<void> {
  const ack = await fetch(`${server.url}/api/sos/${id}/acknowledge`, { method: 'PUT', headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' }, body: '{}' });
  if (!ack.ok) throw new Error(`acknowledging SOS ${id} answered ${ack.status}`);
}

const alarmOff = (admin: Page) => admin.waitForFunction(() => document.querySelector('[data-testid="sos-alarm"]')?.getAttribute('data-sound') === 'off', undefined, { timeout: 30_000 });

async function signInAgent(page: Page): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(DEMO_PEOPLE.agent.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/field', { timeout: 60_000 });
  await page.getByTestId('sos-button').waitFor({ timeout: 60_000 });
}

export async function measureSos(browser: Browser, server: BenchServer, admin: Page, log: (line: string) => void): Promise<SosResults> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const problems: string[] = [];
  try {
    await context.grantPermissions(['geolocation'], { origin: server.url });
    await context.setGeolocation({ latitude: 50.8466, longitude: 4.3528, accuracy: 9 });
    const agent = await context.newPage();
    agent.on('pageerror', (error) => problems.push(`agent page error: ${error.message}`));
    admin.on('pageerror', (error) => problems.push(`admin page error: ${error.message}`));
    const leftovers = await acknowledgeLeftovers(server);
    if (leftovers > 0) log(`sos: acknowledged ${leftovers} SOS left open by an interrupted run`);
    await alarmOff(admin);
    await signInAgent(agent);
    const title = `SOS: ${DEMO_PEOPLE.agent.firstName} ${DEMO_PEOPLE.agent.lastName}`;
    const samplesMs: number[] = [];
    for (let sample = 0; sample < SOS_SAMPLES; sample++) {
      await admin.evaluate(armToastProbe, title);
      const sent = agent.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/agent/sos', { timeout: 30_000 }).then(() => Date.now());
      const answered = agent.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/agent/sos', { timeout: 30_000 });
      await agent.getByTestId('sos-button').click();
      const leftAt = await sent;
      const paintedAt = await admin.evaluate(() => window.vigilSosProbe ?? Promise.resolve(0));
      if (Number.isFinite(paintedAt)) samplesMs.push(paintedAt - leftAt);
      else problems.push(`sample ${sample + 1}: no SOS on the admin's screen within 30 s`);
      const { data } = (await (await answered).json()) as { data: { id: number } };
      // Team safe from the admin's API; the next sample starts once both screens have settled.
      await acknowledge(server, data.id);
      await alarmOff(admin);
      await agent.getByTestId('my-sos-acknowledged').waitFor({ timeout: 30_000 });
      await agent.locator('[data-testid="sos-button"]:not([disabled])').waitFor({ timeout: 30_000 });
    }
    log(`sos: press to the admin's screen ${samplesMs.map((n) => n.toFixed(0)).join(', ')} ms`);
    return { samplesMs, problems };
  } finally {
    // An error between a press and its Team safe must not leave the next run a ringing alarm.
    await acknowledgeLeftovers(server).catch(() => 0);
    await context.close();
  }
}
