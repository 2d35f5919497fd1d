/** Which Vigil server a test file talks to. The e2e files run E2E_WORKERS at a time, each
 * worker against a server of its own (global-setup.ts starts them), so files running side by
 * side never see each other's writes; files of one worker run one after the other, as before. */
import { inject } from 'vitest';

export { E2E_WORKERS } from './e2e-workers.js';

export interface E2eServer {
  baseUrl: string;
  /** The server's data directory: its mail lands under mail/. */
  dataDir: string;
}

/** The server of this worker. vitest numbers the workers running at once 1..maxWorkers
 * (VITEST_POOL_ID), so two files running side by side always get different servers. */
export function e2eServer(): E2eServer {
  const servers = inject('e2eServers');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(poolId - 1) % servers.length];
  if (!server) throw new Error('no e2e server was started (tests/e2e/global-setup.ts)');
  return server;
}
