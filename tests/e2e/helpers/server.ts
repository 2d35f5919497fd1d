/** The Vigil server the e2e files talk to (global-setup.ts starts it once for the project). */
import { inject } from 'vitest';

export interface E2eServer {
  baseUrl: string;
  /** The server's data directory: its mail lands under mail/. */
  dataDir: string;
}

export function e2eServer(): E2eServer {
  return inject('e2eServer');
}
