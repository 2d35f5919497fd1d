/** Shared steps of the auth tests: users written straight into the database (the demo seed is
 * not part of these tests), JSON calls over real HTTP, the refresh cookie, and mail on disk. */
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../../server/app-context.js';
import { hashPassword } from '../../../server/auth/password.js';

export const PASSWORD = 'correct horse battery';

export interface UserSpec {
  email?: string;
  password?: string | null;
  first_name?: string;
  entity?: 'admin' | 'subcontractor' | 'client';
  roles?: string[];
  verified?: number;
  client_id?: number | null;
  subcontractor_id?: number | null;
}

export async function createUser(ctx: AppContext, spec: UserSpec = {}): Promise<{ id: number; email: string }> {
  const email = spec.email ?? `user-${randomBytes(4).toString('hex')}@vigil.test`;
  const password = spec.password === undefined ? PASSWORD : spec.password;
  const row = await ctx.db
    .insertInto('users')
    .values({
      email,
      password_hash: password === null ? null : await hashPassword(password),
      first_name: spec.first_name ?? 'Ada',
      last_name: 'Tester',
      entity: spec.entity ?? 'admin',
      roles: JSON.stringify(spec.roles ?? ['ROLE_ADMIN']),
      verified: spec.verified ?? 1,
      client_id: spec.client_id ?? null,
      subcontractor_id: spec.subcontractor_id ?? null,
      agent_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

export function sendJson(url: string, method: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** The raw Set-Cookie header for the refresh cookie, if the response set one. */
export function refreshSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith('vigil_refresh='));
}

/** The refresh token value the response set ('' when it cleared the cookie). */
export function refreshToken(response: Response): string {
  const header = refreshSetCookie(response);
  if (header === undefined) throw new Error('response did not set the refresh cookie');
  return decodeURIComponent(header.slice('vigil_refresh='.length).split(';')[0] ?? '');
}

export const cookieHeader = (token: string) => ({ cookie: `vigil_refresh=${token}` });

export async function login(url: string, email: string, password = PASSWORD): Promise<{ accessToken: string; refresh: string }> {
  const response = await postJson(`${url}/api/login`, { email, password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { access_token: string };
  return { accessToken: body.access_token, refresh: refreshToken(response) };
}

export function refresh(url: string, token: string, headers: Record<string, string> = {}): Promise<Response> {
  return postJson(`${url}/oauth/token`, { grant_type: 'refresh_token', client_id: 'vigil-spa' }, { ...cookieHeader(token), ...headers });
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** Every mail the file transport wrote, oldest first, as text. */
export function readMails(dataDir: string): { file: string; text: string }[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/** The token of the first set-password link in a mail. */
export function resetTokenFrom(mail: string, appUrl: string): string {
  const match = new RegExp(`${appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/resetpassword\\?token=([A-Za-z0-9_-]+)`).exec(mail);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${mail}`);
  return match[1];
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
