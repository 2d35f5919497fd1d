/** Talks to the e2e server from Node as a given demo user (bearer token from POST /api/login). */
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './session.js';

export interface ApiAs {
  token: string;
  userId: number;
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown): Promise<T>;
}

/** `extraHeaders` go on every call (a `Vigil-Device` makes the caller another device of the user). */
export async function apiAs(baseUrl: string, email: string, password = DEMO_PASSWORD, extraHeaders: Record<string, string> = {}): Promise<ApiAs> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...extraHeaders };
  const own = (await (await fetch(`${baseUrl}/api/account/own`, { headers })).json()) as { id: number };
  return {
    token,
    userId: own.id,
    async get<T>(path: string) {
      const response = await fetch(`${baseUrl}${path}`, { headers });
      expect(response.status, `GET ${path}`).toBe(200);
      return (await response.json()) as T;
    },
    async send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) {
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body: JSON.stringify(body) });
      expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
      return (await response.json()) as T;
    },
  };
}
