/**
 * One untimed pass over the admin's bootstrap pages before the server's and the bootstrap's
 * figures. The bench's
 * server process has just started: its first pass through the bootstrap query runs on cold
 * SQLite pages and unoptimised code, and on two cores that slowed whichever bootstrap ran first
 * (the engine: 84-95 s against 72-79 s warm, on the same code, while the raw reference after it
 * met a warm server). A server in use is warm, so both are measured against a warm one.
 */
import { defaultBootstrapWindow } from '../../src-sync/bootstrap/default-window.js';
import { BOOTSTRAP_PATH, bootstrapPageLimit, positionQuery, type BootstrapPosition } from '../../src-sync/protocol/bootstrap.js';
import type { BenchServer } from './bench-server.js';

export async function warmServer(server: BenchServer, feedLimit: number, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const window = defaultBootstrapWindow(Date.now());
  let next: BootstrapPosition | null = { step: 0, after: 0 };
  let pages = 0;
  while (next !== null) {
    const query = new URLSearchParams({ from: window.from, to: window.to, ...positionQuery(next), limit: String(bootstrapPageLimit(next, feedLimit)) });
    const response = await fetch(`${server.url}${BOOTSTRAP_PATH}?${query.toString()}`, { headers: { authorization: `Bearer ${server.adminToken}` } });
    if (!response.ok) throw new Error(`warm-up page ${pages + 1}: HTTP ${response.status}`);
    const page = (await response.json()) as { next: BootstrapPosition | null };
    next = page.next;
    pages += 1;
  }
  log(`server: warmed with the bootstrap's ${pages} pages (untimed, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
