/**
 * Times one change-feed page for the bench runner (DESIGN.md section 6: a 1,000-row page under
 * 20 ms at 100,000 plannings). Measures what the route does for a request, over several runs
 * after a warm-up, on pages spread through the log: on SQLite (`asText`) the answer's text, its
 * plannings, shifts and history written by SQLite (`queryMs` = `totalMs`); otherwise reading and
 * serializing the page (`queryMs`) plus the JSON encoding Fastify then performs (`totalMs`).
 */
import { performance } from 'node:perf_hooks';
import type { Executor } from '../../server/sync/change-log.js';
import { readFeedPage, readFeedPageText } from '../../server/sync/read-feed-page.js';
import type { Who } from '../../server/policies/index.js';

export interface FeedPageTiming {
  runs: number;
  limit: number;
  /** Changes in the timed pages (all equal to `limit` when the user sees every row). */
  rowsPerPage: number;
  bytesPerPage: number;
  queryMs: { median: number; p95: number };
  totalMs: { median: number; p95: number };
}

export interface MeasureOptions {
  limit?: number;
  runs?: number;
  warmup?: number;
  /** Time the text answer, as the SQLite server's route sends it. */
  asText?: boolean;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function measureFeedPage(db: Executor, who: Who, options: MeasureOptions = {}): Promise<FeedPageTiming> {
  const limit = options.limit ?? 1000;
  const runs = options.runs ?? 20;
  const warmup = options.warmup ?? 3;
  const head = await db.selectFrom('change_log').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  const maxSeq = Number(head?.seq ?? 0);
  // Cursors spread over the log (not only the start), each a full page before the head.
  const cursorFor = (i: number) => Math.max(0, Math.floor(((maxSeq - limit) * (i % 10)) / 10));
  const query: number[] = [];
  const total: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < warmup + runs; i += 1) {
    const t0 = performance.now();
    const page = options.asText ? null : await readFeedPage(db, who, { cursor: cursorFor(i), limit });
    const text = page === null ? await readFeedPageText(db, who, { cursor: cursorFor(i), limit }) : null;
    const t1 = performance.now();
    const body = text ?? JSON.stringify(page);
    const t2 = performance.now();
    if (i < warmup) continue;
    query.push(t1 - t0);
    total.push(t2 - t0);
    // Not timed: the rows of the page, counted from its text.
    rows += page ? page.changes.length : (JSON.parse(body) as { changes: unknown[] }).changes.length;
    bytes += body.length;
  }
  query.sort((a, b) => a - b);
  total.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    runs,
    limit,
    rowsPerPage: Math.round(rows / runs),
    bytesPerPage: Math.round(bytes / runs),
    queryMs: { median: round(quantile(query, 0.5)), p95: round(quantile(query, 0.95)) },
    totalMs: { median: round(quantile(total, 0.5)), p95: round(quantile(total, 0.95)) },
  };
}
