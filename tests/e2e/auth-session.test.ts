/** The session survives a reload (opening at once from the stored account), logout ends it for real, the unverified
 * user is held on /confirm-account, and forgot/reset password works with the mail on disk. */
import { describe, expect, it } from 'vitest';
import { newWatchedContext, screenshot, useSharedBrowser } from './helpers/browser.js';
import { expectPath, menuKeys, signIn } from './helpers/session.js';
import { linkIn, mailFiles, waitForMail } from './helpers/mail.js';
import { keepPassword } from './helpers/user-rows.js';
import { e2eServer } from './helpers/server.js';

const { baseUrl, dataDir } = e2eServer();
const browser = useSharedBrowser();

describe('session', () => {
  it('keeps the user signed in across a reload and returns to the same path', async () => {
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    await signIn(page, 'planner@vigil.test');
    await expectPath(page, '/dashboard');
    await page.getByTestId('menu-agents').click();
    await expectPath(page, '/dashboard/agents');
    await page.reload();
    await expectPath(page, '/dashboard/agents');
    expect(await menuKeys(page)).toEqual(['requests', 'planning', 'agents', 'logout']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('logs out for real: back navigation shows sign-in, the old session cannot be revived', async () => {
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    await signIn(page, 'admin@vigil.test');
    await expectPath(page, '/dashboard');
    await page.getByTestId('menu-logout').click();
    await expectPath(page, '/signin');
    await page.goBack();
    await page.waitForLoadState('load');
    await expectPath(page, '/signin');
    await page.goto('/dashboard');
    await expectPath(page, '/signin');
    const refresh = await page.evaluate(async () => {
      const r = await fetch('/oauth/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ grant_type: 'refresh_token', client_id: 'vigil-spa' }),
      });
      return r.status;
    });
    expect(refresh).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('holds the unverified user on /confirm-account until a password is set', async () => {
    const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
    await signIn(page, 'new@vigil.test');
    await expectPath(page, '/confirm-account');
    await expect.poll(() => page.getByText(/welcome/i).count()).toBeGreaterThan(0);
    await page.goto('/dashboard/planning');
    await expectPath(page, '/confirm-account');
    await page.getByLabel('New password').fill('a-new-password-1');
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => page.getByText('confirm password is not matching').count()).toBe(1);
    await screenshot(page, 'confirm-account-mismatch');
    await page.getByLabel('Confirm password').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectPath(page, '/dashboard');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password through the link in the mail', async () => {
    // Other files sign in as the demo agent with the demo password: it is put back afterwards.
    const restorePassword = keepPassword(dataDir, 'agent@vigil.test');
    try {
      await resetsForgottenPassword();
    } finally {
      restorePassword();
    }
  });
});

async function resetsForgottenPassword(): Promise<void> {
  const { context, page, problems } = await newWatchedContext(browser(), baseUrl);
  const before = new Set(mailFiles(dataDir));
  await page.goto('/signin');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expectPath(page, '/forgotpassword');
  // The server writes the mail before it answers, so the answer is awaited first: a failure
  // then says what the server or the page said instead of only that no mail came.
  const seen: string[] = [];
  page.on('request', (r) => seen.push(`${r.method()} ${new URL(r.url()).pathname}`));
  page.on('console', (m) => seen.push(`console ${m.type()}: ${m.text()}`));
  page.on('load', () => seen.push('page load'));
  const describePage = async () => {
    const email = await page.getByLabel('Email').inputValue().catch(() => '(no Email field)');
    const alerts = await page.getByRole('alert').allTextContents().catch(() => []);
    return `at ${page.url()}, Email '${email}', alerts ${JSON.stringify(alerts)}, since the click: ${seen.join(' | ')}`;
  };
  const send = async (timeout: number): Promise<number | null> => {
    seen.length = 0;
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/password/forgot'), { timeout });
    await page.getByLabel('Email').fill('agent@vigil.test');
    await page.getByRole('button', { name: /send/i }).click();
    return answer.then((r) => r.status(), () => null);
  };
  // Known, not yet explained: in about one full-suite run in three this click sent nothing
  // within 30 s (never seen when the file runs alone, also under load). The first miss is
  // reported with what the page showed and did, and the user's obvious next step (send again)
  // is taken once; a second miss fails the test with the same details.
  let status = await send(10_000);
  if (status === null) {
    console.warn(`forgot password: no answer to the first Send; ${await describePage()}`);
    status = await send(20_000);
    if (status === null) throw new Error(`no answer to the forgot-password call; ${await describePage()}`);
  }
  expect(status).toBe(202);
  await page.getByText('Check your email').waitFor({ timeout: 15_000 });
  const mail = await waitForMail(dataDir, 'agent@vigil.test', before);
  const link = linkIn(mail, '/resetpassword');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password').fill('agent-password-2');
  await page.getByLabel('Confirm password').fill('agent-password-2');
  await page.getByRole('button', { name: /reset|save|confirm/i }).click();
  await expectPath(page, '/signin');
  await signIn(page, 'agent@vigil.test', 'agent-password-2');
  await expectPath(page, '/dashboard');
  expect(problems).toEqual([]);
  await context.close();
}
