/**
 * Security headers on the SPA's pages and assets and on /api: a Content-Security-Policy without
 * inline script, no framing, nosniff, a Referrer-Policy that keeps the Origin header on our own
 * posts, and HSTS only when APP_URL is https. Whether the app runs under this policy is proved by
 * the e2e tests, which fail on any policy violation Chromium reports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-dist-'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Vigil</title><script type="module" src="/assets/app.js"></script>');
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'assets', 'app.js'), 'export {};');
fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ distDir, seedOnStart: false });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** The policy as directive -> sources. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe('security headers', () => {
  it.each(['/', '/dashboard/planning', '/assets/app.js', '/sw.js', '/api/account/own', '/api/nothing-here', '/healthz'])('%s carries the policy and the headers', async (url) => {
    const response = await fetch(`${server.url}${url}`);
    await response.arrayBuffer();
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    // APP_URL is http here: no HSTS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('no source of the policy allows inline script or eval', async () => {
    const header = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    const scriptSources = [...directives(header).entries()].filter(([name]) => name.startsWith('script-src') || name === 'default-src').flatMap(([, sources]) => sources);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
  });
});

describe('HSTS and the realtime host', () => {
  it('sends HSTS and upgrades requests when APP_URL is https, and lets the socket reach an external Pusher host', async () => {
    const https = await startTestServer({
      appUrl: 'https://vigil.example.com',
      distDir,
      seedOnStart: false,
      pusherHost: 'api-eu.pusher.test',
      pusherClientHost: 'ws-eu.pusher.test',
      pusherClientPort: 443,
      pusherUseTls: true,
    });
    try {
      const response = await fetch(`${https.url}/`);
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('connect-src')).toEqual(["'self'", 'wss://ws-eu.pusher.test:443']);
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await https.close();
    }
  });
});
