/**
 * A session over the stub server with a network switch: while `down` is set, every request fails
 * the way a browser with no network fails (an axios error without a response: ApiError status 0),
 * and the manual network status fires the 'online'/'offline' events the session listens to.
 */
import axios, { AxiosError, type AxiosAdapter } from 'axios';
import {
  createApiClient,
  createMemoryStorage,
  createSession,
  manualNetworkStatus,
  type ApiClient,
  type KeyValueStorage,
  type Session,
} from '../../../src-sync/index.js';
import { bearerOf, startStubServer, type StubServer } from '../session/stub-server.js';

export const noor = {
  id: 7,
  email: 'planner@vigil.test',
  first_name: 'Noor',
  last_name: 'Haddad',
  language: 'en',
  verified: 1,
  entity: 'admin',
  roles: ['ROLE_PLANNER'],
  agent_id: null,
  client_id: null,
  subcontractor_id: null,
  subcontractor: null,
  client: null,
};

export interface OfflineHarness {
  server: StubServer;
  storage: KeyValueStorage;
  network: ReturnType<typeof manualNetworkStatus>;
  api: ApiClient;
  session: Session;
  /** Cuts (true) or restores (false) the network; also fires the browser event. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

export async function startOfflineHarness(options: { offlineRetryMs?: number } = {}): Promise<OfflineHarness> {
  const server = await startStubServer();
  const storage = createMemoryStorage();
  const network = manualNetworkStatus(true);
  let down = false;
  const http = axios.getAdapter('http');
  const adapter: AxiosAdapter = (config) =>
    down ? Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)) : http(config);
  const api = createApiClient({ baseURL: server.url, locks: null, adapter });
  const session = createSession({
    api,
    storage,
    oauthStorage: createMemoryStorage(),
    origin: 'http://vigil.test',
    serverURL: server.url,
    network,
    offlineRetryMs: options.offlineRetryMs ?? 0,
  });
  server.on('GET /api/account/own', (req) =>
    bearerOf(req) === 'good' ? { status: 200, body: noor } : { status: 401, body: { error: 'unauthenticated', message: 'No token.' } },
  );
  return {
    server,
    storage,
    network,
    api,
    session,
    setDown(next) {
      down = next;
      network.set(!next);
    },
    close: () => server.close(),
  };
}
