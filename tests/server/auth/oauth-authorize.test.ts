import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { tokenResponseSchema } from '../../../src-sync/protocol/auth.js';
import { apiErrorSchema } from '../../../src-sync/protocol/errors.js';
import { createUser, PASSWORD, pkcePair, postJson, refresh, refreshToken } from './auth-helpers.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function authorizeParams(s: TestServer, challenge: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    response_type: 'code',
    client_id: 'vigil-spa',
    redirect_uri: `${s.url}/auth`,
    scope: '*',
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
}

function submitSignIn(s: TestServer, params: Record<string, string>, email: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${s.url}/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ ...params, email, password }).toString(),
  });
}

/** Signs in through the form and returns the code from the redirect. */
async function obtainCode(s: TestServer, email: string, challenge: string, redirectPath = '/auth'): Promise<string> {
  const response = await submitSignIn(s, authorizeParams(s, challenge, { redirect_uri: `${s.url}${redirectPath}` }), email, PASSWORD);
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${s.url}${redirectPath}`);
  expect(location.searchParams.get('state')).toBe('state-123');
  return location.searchParams.get('code') ?? '';
}

function exchange(s: TestServer, code: string, verifier: string, redirectUri = `${s.url}/auth`): Promise<Response> {
  return postJson(`${s.url}/oauth/token`, {
    grant_type: 'authorization_code',
    client_id: 'vigil-spa',
    redirect_uri: redirectUri,
    code,
    code_verifier: verifier,
  });
}

describe('OAuth authorization code with PKCE', () => {
  it('serves a sign-in page with a CSP that keeps the parameters as escaped hidden fields', async () => {
    server = await startTestServer();
    const { challenge } = pkcePair();
    const params = authorizeParams(server, challenge, { state: '"><script>alert(1)</script>' });
    const response = await fetch(`${server.url}/oauth/authorize?${new URLSearchParams(params).toString()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await response.text();
    // The one inline stylesheet is allowed by its exact hash, so a browser applies it.
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(html).toContain('<form method="post" action="/oauth/authorize">');
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('exchanges a code for tokens and a refresh cookie; the callback page may be /auth0loginCallback', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const { verifier, challenge } = pkcePair();
    const code = await obtainCode(server, user.email, challenge);
    const response = await exchange(server, code, verifier);
    expect(response.status).toBe(200);
    const body = tokenResponseSchema.parse(await response.json());
    expect(await server.ctx.tokens.verify(body.access_token)).toEqual({ userId: user.id });
    expect((await refresh(server.url, refreshToken(response))).status).toBe(200);

    const second = pkcePair();
    const callbackCode = await obtainCode(server, user.email, second.challenge, '/auth0loginCallback');
    expect((await exchange(server, callbackCode, second.verifier, `${server.url}/auth0loginCallback`)).status).toBe(200);
  });

  it('rejects a wrong verifier, and the code is spent by the attempt', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const { verifier, challenge } = pkcePair();
    const code = await obtainCode(server, user.email, challenge);
    const wrong = await exchange(server, code, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(apiErrorSchema.parse(await wrong.json()).error).toBe('invalid_grant');
    expect((await exchange(server, code, verifier)).status).toBe(400);
  });

  it('rejects reuse of a code', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const { verifier, challenge } = pkcePair();
    const code = await obtainCode(server, user.email, challenge);
    expect((await exchange(server, code, verifier)).status).toBe(200);
    expect((await exchange(server, code, verifier)).status).toBe(400);
  });

  it('rejects a code for another redirect_uri or after its 60 seconds', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const first = pkcePair();
    const code = await obtainCode(server, user.email, first.challenge);
    expect((await exchange(server, code, first.verifier, `${server.url}/auth0loginCallback`)).status).toBe(400);

    const second = pkcePair();
    const late = await obtainCode(server, user.email, second.challenge);
    await server.ctx.db.updateTable('oauth_codes').set({ expires_at: '2000-01-01 00:00:00' }).execute();
    expect((await exchange(server, late, second.verifier)).status).toBe(400);
  });

  it('answers 400 for a foreign redirect_uri and never redirects there', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const { challenge } = pkcePair();
    for (const redirect of ['https://evil.example/auth', `${server.url}/dashboard`, `${server.url}.evil.example/auth`, `http://user@${new URL(server.url).host}/auth`]) {
      const params = authorizeParams(server, challenge, { redirect_uri: redirect });
      const page = await fetch(`${server.url}/oauth/authorize?${new URLSearchParams(params).toString()}`, { redirect: 'manual' });
      expect(page.status).toBe(400);
      expect(page.headers.get('location')).toBeNull();
      expect(apiErrorSchema.parse(await page.json()).issues?.map((i) => i.path)).toContain('redirect_uri');
      const post = await submitSignIn(server, params, user.email, PASSWORD);
      expect(post.status).toBe(400);
      expect(post.headers.get('location')).toBeNull();
    }
    expect(await server.ctx.db.selectFrom('oauth_codes').select('id').execute()).toHaveLength(0);
  });

  it('answers 400 naming the field for a bad authorize request', async () => {
    server = await startTestServer();
    const { challenge } = pkcePair();
    const cases: [Record<string, string>, string][] = [
      [{ code_challenge_method: 'plain' }, 'code_challenge_method'],
      [{ code_challenge: 'short' }, 'code_challenge'],
      [{ client_id: 'someone-else' }, 'client_id'],
      [{ response_type: 'token' }, 'response_type'],
      [{ scope: 'admin' }, 'scope'],
    ];
    for (const [override, field] of cases) {
      const response = await fetch(`${server.url}/oauth/authorize?${new URLSearchParams(authorizeParams(server, challenge, override)).toString()}`);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).issues?.map((i) => i.path)).toContain(field);
    }
    const noState = authorizeParams(server, challenge);
    delete noState.state;
    expect((await fetch(`${server.url}/oauth/authorize?${new URLSearchParams(noState).toString()}`)).status).toBe(400);
  });

  it("re-renders the form with 'Wrong email or password.' and shares the sign-in rate limit", async () => {
    server = await startTestServer({ loginRateLimit: 2 });
    const user = await createUser(server.ctx);
    const params = authorizeParams(server, pkcePair().challenge);
    const wrong = await submitSignIn(server, params, user.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('Wrong email or password.');
    expect(html).toContain(`value="${user.email}"`);

    // One form attempt plus one API attempt reach the shared limit of 2.
    expect((await postJson(`${server.url}/api/login`, { email: user.email, password: 'still-wrong' })).status).toBe(401);
    const blocked = await submitSignIn(server, params, user.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await blocked.text()).toContain('Too many attempts');
    expect((await postJson(`${server.url}/api/login`, { email: user.email, password: PASSWORD })).status).toBe(429);
  });

  it('refuses the form when posted from another site', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const response = await submitSignIn(server, authorizeParams(server, pkcePair().challenge), user.email, PASSWORD, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('lets its form keep the Origin header: the page and its meta tag say same-origin, not no-referrer', async () => {
    server = await startTestServer();
    const params = authorizeParams(server, pkcePair().challenge);
    const response = await fetch(`${server.url}/oauth/authorize?${new URLSearchParams(params).toString()}`);
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(await response.text()).toContain('<meta name="referrer" content="same-origin">');
    // The form's post as a browser sends it after such a page: our own Origin, same-origin fetch.
    const user = await createUser(server.ctx);
    const post = await submitSignIn(server, params, user.email, PASSWORD, { origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(post.status).toBe(302);
  });
});

describe('refusals a browser sees as a page', () => {
  const html = { accept: 'text/html,application/xhtml+xml' };
  const expectPage = async (response: Response, status: number, text: string) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const body = await response.text();
    expect(body).toContain('Sign-in could not continue');
    expect(body).toContain(text);
    expect(body).toContain('<a class="button" href="/signin">Back to sign in</a>');
  };

  it('a form posted from another site, or with Origin: null', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const params = authorizeParams(server, pkcePair().challenge);
    for (const origin of ['https://evil.example', 'null']) {
      await expectPage(await submitSignIn(server, params, user.email, PASSWORD, { ...html, origin }), 403, 'sent from another site');
    }
    expect(await server.ctx.db.selectFrom('oauth_codes').select('id').execute()).toHaveLength(0);
  });

  it('a bad authorize request, on the page and on the form, names the field', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const params = authorizeParams(server, pkcePair().challenge, { redirect_uri: 'https://evil.example/auth' });
    await expectPage(await fetch(`${server.url}/oauth/authorize?${new URLSearchParams(params).toString()}`, { headers: html }), 400, 'redirect_uri: not a redirect page of this app');
    await expectPage(await submitSignIn(server, params, user.email, PASSWORD, html), 400, 'redirect_uri');
  });

  it('a form body too large, or not a form', async () => {
    server = await startTestServer();
    const params = authorizeParams(server, pkcePair().challenge);
    await expectPage(await submitSignIn(server, params, 'a@b.test', 'x'.repeat(20_000), html), 413, 'body: too large');
    const xml = await fetch(`${server.url}/oauth/authorize`, { method: 'POST', headers: { ...html, 'content-type': 'application/xml' }, body: '<a/>' });
    await expectPage(xml, 415, 'content-type');
    const text = await fetch(`${server.url}/oauth/authorize`, { method: 'POST', headers: { ...html, 'content-type': 'text/plain' }, body: 'hello' });
    await expectPage(text, 400, 'body: expected an object');
  });
});

describe("the sign-in page in the browser's language", () => {
  const page = async (response: Response) => {
    const csp = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    // The stylesheet is the same in every language, so the page's one hash still allows it.
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).not.toContain('unsafe-inline');
    expect(html).not.toContain('<script');
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    return html;
  };

  it('Arabic: right to left, in Arabic, the address and password fields left to right', async () => {
    server = await startTestServer();
    const params = authorizeParams(server, pkcePair().challenge);
    const response = await fetch(`${server.url}/oauth/authorize?${new URLSearchParams(params).toString()}`, { headers: { 'accept-language': 'ar-MA,ar;q=0.9,fr;q=0.8' } });
    expect(response.status).toBe(200);
    const html = await page(response);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>تسجيل الدخول إلى Vigil</h1>');
    expect(html).toContain('<label for="password">كلمة المرور</label>');
    expect(html).toContain('<button type="submit">تسجيل الدخول</button>');
    expect(html).toMatch(/<input id="email" name="email" type="email" dir="ltr"/);
  });

  it('French: the page, a wrong password and a refusal, all in French; English without a language Vigil speaks', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const params = authorizeParams(server, pkcePair().challenge);
    const french = { 'accept-language': 'nl-BE,nl;q=0.9,fr;q=0.7,en;q=0.5' };
    const html = await page(await fetch(`${server.url}/oauth/authorize?${new URLSearchParams(params).toString()}`, { headers: french }));
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('<h1>Connexion à Vigil</h1>');
    expect(html).toContain('<label for="password">Mot de passe</label>');

    const wrong = await submitSignIn(server, params, user.email, 'not-the-password', french);
    expect(wrong.status).toBe(401);
    expect(await page(wrong)).toContain('<p class="error" role="alert">E-mail ou mot de passe incorrect.</p>');

    const foreign = authorizeParams(server, pkcePair().challenge, { redirect_uri: 'https://evil.example/auth' });
    const refused = await fetch(`${server.url}/oauth/authorize?${new URLSearchParams(foreign).toString()}`, { headers: { ...french, accept: 'text/html' } });
    expect(refused.status).toBe(400);
    const refusal = await page(refused);
    expect(refusal).toContain('<h1>La connexion n’a pas pu continuer</h1>');
    expect(refusal).toContain('Ce lien de connexion mènerait à une page extérieure à Vigil, il a donc été refusé.');
    // The field the protocol names stays as the API words it, marked as English.
    expect(refusal).toContain('<ul lang="en" dir="ltr"><li>redirect_uri: not a redirect page of this app</li></ul>');
    expect(refusal).toContain('<a class="button" href="/signin">Retour à la connexion</a>');

    const other = await page(await fetch(`${server.url}/oauth/authorize?${new URLSearchParams(params).toString()}`, { headers: { 'accept-language': 'de-DE,nl;q=0.5' } }));
    expect(other).toContain('<html lang="en" dir="ltr">');
    expect(other).toContain('<h1>Sign in to Vigil</h1>');
  });

  it('a form from another site is refused in the reader\'s language', async () => {
    server = await startTestServer();
    const user = await createUser(server.ctx);
    const params = authorizeParams(server, pkcePair().challenge);
    const refused = await submitSignIn(server, params, user.email, PASSWORD, { accept: 'text/html', origin: 'https://evil.example', 'accept-language': 'zh-CN' });
    expect(refused.status).toBe(403);
    const html = await page(refused);
    expect(html).toContain('<html lang="zh" dir="ltr">');
    expect(html).toContain('此登录表单是从其他网站提交的，因此已被拒绝。');
  });
});
