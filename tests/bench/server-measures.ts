/** Server bars: a 1,000-row change-feed page for the admin (in-process, and over loopback HTTP
 * for information) and a broadcast to 500 websocket clients through the embedded broadcaster. */
import { performance } from 'node:perf_hooks';
import { viewerFromUserRow } from '../../server/policies/index.js';
import { measureBroadcast, type BroadcastFigures } from './measure-broadcast.js';
import { measureFeedPage, type FeedPageTiming } from './measure-feed-page.js';
import type { BenchServer } from './bench-server.js';

export interface HttpFeedTiming {
  runs: number;
  medianMs: number;
  p95Ms: number;
}

export interface ServerResults {
  feed: FeedPageTiming;
  httpFeed: HttpFeedTiming;
  broadcast: BroadcastFigures | { error: string };
  broadcastClients: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** GET /api/sync/changes over loopback with Node's fetch: route, auth, query, JSON and transfer. */
async function measureHttpFeed(server: BenchServer, limit: number, runs: number): Promise<HttpFeedTiming> {
  const head = await server.ctx.db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  const maxSeq = Number(head?.seq ?? 0);
  const samples: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const cursor = Math.max(0, Math.floor(((maxSeq - limit) * (i % 10)) / 10));
    const t0 = performance.now();
    const response = await fetch(`${server.url}/api/sync/changes?cursor=${cursor}&limit=${limit}`, { headers: { Authorization: `Bearer ${server.adminToken}` } });
    await response.arrayBuffer();
    const ms = performance.now() - t0;
    if (!response.ok) throw new Error(`feed over HTTP: ${response.status}`);
    if (i >= 3) samples.push(ms);
  }
  samples.sort((a, b) => a - b);
  return { runs, medianMs: round2(quantile(samples, 0.5)), p95Ms: round2(quantile(samples, 0.95)) };
}

export async function measureServer(server: BenchServer, clients: number, log: (line: string) => void): Promise<ServerResults> {
  const row = await server.ctx.db.selectFrom('users').select(['id', 'entity', 'roles', 'agent_id', 'subcontractor_id', 'client_id'])
    .where('id', '=', server.adminId).executeTakeFirstOrThrow();
  const feed = await measureFeedPage(server.ctx.db, viewerFromUserRow(row), { limit: 1000, runs: 30, warmup: 5, asText: server.ctx.dialect === 'sqlite' });
  log(`server: feed page median ${feed.totalMs.median} ms, p95 ${feed.totalMs.p95} ms`);
  const httpFeed = await measureHttpFeed(server, 1000, 20);
  let broadcast: ServerResults['broadcast'];
  try {
    broadcast = await measureBroadcast(server.url, server.ctx.config.pusherAppKey, clients, server.ctx.broadcaster, { rounds: 5 });
    log(`server: broadcast to ${broadcast.clients} clients, p95 ${broadcast.p95Ms} ms`);
  } catch (error) {
    broadcast = { error: error instanceof Error ? error.message : String(error) };
    log(`server: broadcast failed: ${broadcast.error}`);
  }
  return { feed, httpFeed, broadcast, broadcastClients: clients };
}
