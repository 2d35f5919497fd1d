/**
 * The user's language, chosen in the app: queued as a write of the own account (offline too),
 * shown by the session at once, kept in the stored account for an offline reload, and kept over
 * an own account fetched from the server before the queued write has reached it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  OWN_ACCOUNT_KEY,
  OWN_ACCOUNT_PATCH_KEY,
  LOGGED_IN_FLAG,
  createApiClient,
  createMemoryStorage,
  createSession,
  type KeyValueStorage,
  type Session,
} from '../../../src-sync/index.js';
import type { VigilDb } from '../../../src-sync/db/vigil-db.js';
import { MutationInputError, updateOwnLanguage } from '../../../src-sync/mutations/index.js';
import { freshDb } from '../helpers/fakes.js';
import { bearerOf, startStubServer, tokenBody, type StubServer } from './stub-server.js';

const ada = {
  id: 7, email: 'ada@vigil.test', first_name: 'Ada', last_name: 'Peeters', language: 'en', verified: 1, entity: 'admin',
  roles: ['ROLE_ADMIN'], agent_id: null, client_id: null, subcontractor_id: null, subcontractor: null, client: null,
};

describe('updateOwnLanguage', () => {
  let db: VigilDb;
  beforeEach(() => {
    db = freshDb();
  });
  afterEach(async () => {
    await db.delete();
  });

  it('queues PUT /api/account/own with the language, changing no local table', async () => {
    const { language } = await updateOwnLanguage(db, 7, 'fr');
    expect(language).toBe('fr');
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ method: 'PUT', path: '/api/account/own', body: { language: 'fr' }, record_key: 'accounts:7', effects: [], state: 'pending' });
  });

  it("sends the spec's 'sa' as 'ar'", async () => {
    expect((await updateOwnLanguage(db, 7, 'sa')).language).toBe('ar');
    expect((await db.outbox.toArray())[0]?.body).toEqual({ language: 'ar' });
  });

  it('refuses a language the UI does not speak, queuing nothing', async () => {
    await expect(updateOwnLanguage(db, 7, 'nl')).rejects.toBeInstanceOf(MutationInputError);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('session: the own account patched by the user', () => {
  let server: StubServer;
  let storage: KeyValueStorage;
  let session: Session;
  let serverLanguage: string;

  beforeEach(async () => {
    server = await startStubServer();
    storage = createMemoryStorage();
    serverLanguage = 'en';
    session = createSession({ api: createApiClient({ baseURL: server.url, locks: null }), storage, oauthStorage: createMemoryStorage(), origin: 'http://vigil.test', serverURL: server.url });
    server.on('POST /oauth/token', () => ({ status: 200, body: tokenBody('good') }));
    server.on('GET /api/account/own', (req) => (bearerOf(req) === 'good' ? { status: 200, body: { ...ada, language: serverLanguage } } : { status: 401, body: { error: 'unauthenticated', message: 'No token.' } }));
    storage.setItem(LOGGED_IN_FLAG, '1');
    await session.checkAuthorization();
  });
  afterEach(async () => {
    await server.close();
  });

  const stored = () => JSON.parse(storage.getItem(OWN_ACCOUNT_KEY) ?? 'null') as { language: string } | null;

  it('shows the choice at once and stores it for an offline reload', () => {
    session.patchOwnUser?.({ language: 'ar' });
    expect(session.getState().user?.language).toBe('ar');
    expect(stored()?.language).toBe('ar');
  });

  it('keeps the choice over an own account fetched before the server has it, then lets go once it agrees', async () => {
    session.patchOwnUser?.({ language: 'ar' });
    await session.reloadUser();
    expect(session.getState().user?.language).toBe('ar');
    expect(stored()?.language).toBe('ar');
    serverLanguage = 'ar';
    await session.reloadUser();
    expect(storage.getItem(OWN_ACCOUNT_PATCH_KEY)).toBeNull();
    // Now the server decides again: a change made on another device comes through.
    serverLanguage = 'es';
    await session.reloadUser();
    expect(session.getState().user?.language).toBe('es');
  });

  it('takes over the account another tab stored for the same user, and no other', () => {
    storage.setItem(OWN_ACCOUNT_KEY, JSON.stringify({ ...ada, language: 'zh' }));
    session.adoptStoredAccount?.();
    expect(session.getState().user?.language).toBe('zh');
    storage.setItem(OWN_ACCOUNT_KEY, JSON.stringify({ ...ada, id: 8, language: 'it' }));
    session.adoptStoredAccount?.();
    expect(session.getState().user).toMatchObject({ id: 7, language: 'zh' });
  });

  it('forgets the choice with the session', async () => {
    session.patchOwnUser?.({ language: 'ar' });
    server.on('POST /api/logout', () => ({ status: 204 }));
    await session.logout();
    expect(storage.getItem(OWN_ACCOUNT_PATCH_KEY)).toBeNull();
    expect(storage.getItem(OWN_ACCOUNT_KEY)).toBeNull();
  });
});
