/** Turns the measurements into the table's rows against the bars of DESIGN.md section 6. */
import type { AppResults } from './app-measures.js';
import type { BootstrapResults } from './browser-bootstrap.js';
import type { ChatResults } from './chat-measures.js';
import type { BootstrapFigures } from './page/bench-api.js';
import type { OutboxResults } from './outbox-measures.js';
import { verdict, type Row } from './print-table.js';
import type { ServerResults } from './server-measures.js';
import type { SosResults } from './sos-measures.js';

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string; verdict: 'n/a' | 'error' };

const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(0)} ms`;
const perSecond = (rows: number, millis: number) => `${Math.round(rows / (millis / 1000)).toLocaleString('en-US')} rows/s`;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? 0;
};

function missing(metric: string, bar: string, outcome: { reason: string; verdict: 'n/a' | 'error' }): Row {
  return { metric, value: `${outcome.verdict === 'n/a' ? 'n/a' : 'error'} (${outcome.reason})`, bar, verdict: outcome.verdict };
}

export function bootstrapRows(outcome: Outcome<BootstrapResults>): Row[] {
  const bar = 'within 1.3x of raw';
  if (!outcome.ok) return [missing('Bootstrap into IndexedDB, engine / raw', bar, outcome)];
  const { engine, reference, referenceBare, engineMs, referenceMs, prefetched } = outcome.value;
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  // Interleaved runs (browser-bootstrap.ts): the ratio of the sums, and each pair's.
  const ratio = sum(engineMs) / sum(referenceMs);
  const pairs = engineMs.map((ms, i) => `${(ms / 1000).toFixed(1)} / ${((referenceMs[i] ?? NaN) / 1000).toFixed(1)} s = ${(ms / (referenceMs[i] ?? NaN)).toFixed(2)}x`).join('; ');
  const bareRatio = engine.ms / referenceBare.ms;
  const tables = `${(engine.perTable.plannings ?? 0).toLocaleString('en-US')} plannings, ${(engine.perTable.shifts ?? 0).toLocaleString('en-US')} shifts`;
  return [
    { metric: 'Bootstrap via engine (pull to last page committed)', value: `${engine.rows.toLocaleString('en-US')} rows (${tables}) in ${(engine.ms / 1000).toFixed(1)} s, ${perSecond(engine.rows, engine.ms)}`, bar: '', verdict: 'info' },
    {
      metric: 'Engine bootstrap, start to default window complete (info)',
      value: engine.windowMs === null ? 'not seen' : `${(engine.windowMs / 1000).toFixed(1)} s (${engine.windowRows.toLocaleString('en-US')} plannings)`,
      bar: '',
      verdict: 'info',
    },
    { metric: 'Raw IndexedDB put, same rows and indexes', value: `${reference.rows.toLocaleString('en-US')} rows in ${(reference.ms / 1000).toFixed(1)} s, ${perSecond(reference.rows, reference.ms)}`, bar: '', verdict: 'info' },
    { metric: 'Raw IndexedDB put, primary keys only', value: `${referenceBare.rows.toLocaleString('en-US')} rows in ${(referenceBare.ms / 1000).toFixed(1)} s, ${perSecond(referenceBare.rows, referenceBare.ms)}`, bar: '', verdict: 'info' },
    { metric: 'Bootstrap ratio engine / raw (same indexes)', value: `${ratio.toFixed(2)}x (runs in turn: ${pairs})`, bar, verdict: verdict(ratio <= 1.3) },
    ...(prefetched ? [{ metric: 'Engine on pages fetched beforehand / raw (info: without the server on the same cores)', value: `${(prefetched.ms / 1000).toFixed(1)} s, ${(prefetched.ms / (sum(referenceMs) / referenceMs.length)).toFixed(2)}x`, bar: '', verdict: 'info' as const }] : []),
    { metric: 'Bootstrap ratio engine / raw (primary keys only)', value: `${bareRatio.toFixed(2)}x`, bar: '', verdict: 'info' },
  ];
}

export function appRows(outcome: Outcome<AppResults>): Row[] {
  const reloadBar = '< 150 ms (median)';
  const keyBar = '< 33 ms (p95)';
  if (!outcome.ok) {
    return [missing('Reload to first planning rows painted', reloadBar, outcome), missing('Search keystroke to updated list', keyBar, outcome)];
  }
  const { reloadMs, reloads, keystrokeMs, bootstrapMs, windowMs, heapAfterBootstrap } = outcome.value;
  const typical = [...reloads].sort((a, b) => a.firstRowMs - b.firstRowMs)[Math.floor(reloads.length / 2)];
  const breakdown = typical === undefined ? 'none'
    : `DOMContentLoaded ${typical.domContentLoadedMs.toFixed(0)} ms; marks: ${typical.marksBeforeRow.join(', ') || 'none'}; calls done before the row: ${typical.callsBeforeRow.join(', ') || 'none'}`;
  const measured = keystrokeMs.filter((n): n is number => n !== null);
  const unchanged = keystrokeMs.length - measured.length;
  const keyRow: Row = measured.length === 0
    ? { metric: 'Search keystroke to updated list', value: 'no keystroke changed the list', bar: keyBar, verdict: 'error' }
    : {
      metric: 'Search keystroke to updated list',
      value: `p95 ${ms(p95(measured))}, median ${ms(median(measured))}, slowest ${ms(Math.max(...measured))} (${measured.length} keys${unchanged > 0 ? `, ${unchanged} without change` : ''})`,
      bar: keyBar,
      verdict: verdict(p95(measured) < 33),
    };
  return [
    { metric: 'First sign-in to the default window complete and clickable', value: `${(windowMs / 1000).toFixed(1)} s`, bar: '< 5 s', verdict: verdict(windowMs < 5000) },
    { metric: 'SPA bootstrap, sign-in to cursor reached (info)', value: `${(bootstrapMs / 1000).toFixed(1)} s (polled every 2 s)`, bar: '', verdict: 'info' },
    { metric: 'JS heap after the bootstrap, after a GC (info)', value: `${(heapAfterBootstrap / 1048576).toFixed(1)} MB`, bar: '', verdict: 'info' },
    { metric: 'Reload to first planning rows painted', value: `median ${ms(median(reloadMs))} (${reloadMs.map((n) => n.toFixed(0)).join(', ')})`, bar: reloadBar, verdict: verdict(median(reloadMs) < 150) },
    { metric: 'Reload to the app\'s own list rows, clickable (info)', value: `median ${ms(median(reloads.map((r) => r.appRowMs)))} (${reloads.map((r) => r.appRowMs.toFixed(0)).join(', ')})`, bar: '', verdict: 'info' },
    { metric: 'Reload breakdown (median reload, info)', value: breakdown, bar: '', verdict: 'info' },
    keyRow,
  ];
}

export function outboxRows(outcome: Outcome<OutboxResults>): Row[] {
  const onlineMetric = '100 writes on 100 records queued offline, online to all on the server';
  const restartMetric = '100 writes queued while the server is down, restart to queue empty';
  if (!outcome.ok) return [missing(onlineMetric, '< 3 s', outcome), missing(restartMetric, '< 5 s', outcome)];
  const { onlineMs, restartMs, refused, problems } = outcome.value;
  const clean = refused === 0 && problems.length === 0;
  const note = clean ? '' : ` (${refused} refused, ${problems.length} problems)`;
  return [
    { metric: onlineMetric, value: `${ms(onlineMs)}${note}`, bar: '< 3 s', verdict: verdict(clean && onlineMs < 3000) },
    { metric: restartMetric, value: `${ms(restartMs)}${note}`, bar: '< 5 s', verdict: verdict(clean && restartMs < 5000) },
  ];
}

export function sosRows(outcome: Outcome<SosResults>): Row[] {
  const metric = 'SOS: agent\'s request to the admin\'s screen painted (loopback)';
  const bar = '< 1 s (p95)';
  if (!outcome.ok) return [missing(metric, bar, outcome)];
  const { samplesMs, problems } = outcome.value;
  const note = problems.length === 0 ? '' : ` (${problems.length} problems)`;
  return [{
    metric,
    value: `p95 ${ms(p95(samplesMs))}, median ${ms(median(samplesMs))} (${samplesMs.length} presses)${note}`,
    bar,
    verdict: verdict(problems.length === 0 && samplesMs.length > 0 && p95(samplesMs) < 1000),
  }];
}

/**
 * "Within one frame": the first frame after Enter shows the message (nothing of the keystroke's
 * work is left for a later frame), and that work fits in a frame. Enter to the end of that frame's
 * paint is reported beside it; it includes the wait for the frame to begin, 0-16.7 ms at 60 Hz,
 * which no page can shorten.
 */
function enterRow(what: { metric: string; bar: string }, samples: Pick<ChatResults, 'enterMs' | 'enterInPageMs' | 'enterFramesBefore'>, missed: number, note: string): Row {
  const { enterMs, enterInPageMs, enterFramesBefore } = samples;
  if (enterMs.length === 0) return { ...what, value: `no sample${note}`, verdict: 'error' };
  const firstFrame = enterFramesBefore.filter((frames) => frames === 0).length;
  const value = `in the first frame after Enter in ${firstFrame} of ${enterMs.length} sends; Enter to in the page p95 ${ms(p95(enterInPageMs))}; `
    + `to that frame painted p95 ${ms(p95(enterMs))}, median ${ms(median(enterMs))} (the wait for the frame included)${note}`;
  return { ...what, value, verdict: verdict(missed === 0 && firstFrame >= 0.95 * enterMs.length && p95(enterInPageMs) <= 16) };
}

export function chatRows(outcome: Outcome<ChatResults>): Row[] {
  const enter = { metric: 'Chat: Enter to own message on screen', bar: 'the first frame after Enter, <= 16 ms of work (p95)' };
  const seen = { metric: 'Chat: second client sees it (loopback)', bar: '< 100 ms (p95)' };
  const open = { metric: 'Chat: open a big group, newest page painted', bar: '< 100 ms (median)' };
  if (!outcome.ok) return [missing(enter.metric, enter.bar, outcome), missing(seen.metric, seen.bar, outcome), missing(open.metric, open.bar, outcome)];
  const { enterMs, enterInPageMs, enterFramesBefore, seenMs, openMs, missed, group } = outcome.value;
  const note = missed > 0 ? `, ${missed} not seen within 10 s` : '';
  const row = (what: { metric: string; bar: string }, values: number[], pick: (v: readonly number[]) => number, bar: number, label: string): Row =>
    values.length === 0
      ? { ...what, value: `no sample${note}`, verdict: 'error' }
      : { ...what, value: label, verdict: verdict(missed === 0 && pick(values) <= bar) };
  return [
    enterRow(enter, { enterMs, enterInPageMs, enterFramesBefore }, missed, note),
    row(seen, seenMs, p95, 99.999, `p95 ${ms(p95(seenMs))}, median ${ms(median(seenMs))} (${seenMs.length} sends to ${outcome.value.peer}${note})`),
    row({ ...open, metric: `Chat: open a group of ${group.messages.toLocaleString('en-US')} messages, newest page painted` }, openMs, median, 99.999,
      `median ${ms(median(openMs))} (${openMs.map((n) => n.toFixed(0)).join(', ')})`),
  ];
}

/** The first sign-in with the seeded messages against the same company without any. */
export function chatBootstrapRows(withChat: Outcome<BootstrapResults>, without: Outcome<BootstrapFigures>, messages: number): Row[] {
  const metric = `Bootstrap with ${messages.toLocaleString('en-US')} messages / without any`;
  const bar = 'chat history left out (recent window only)';
  if (!withChat.ok) return [missing(metric, bar, withChat)];
  const engine = withChat.value.engine;
  const kept = engine.perTable.messages ?? 0;
  const info: Row = {
    metric: 'Bootstrap: messages kept on the device (info)',
    value: `${kept.toLocaleString('en-US')} of ${messages.toLocaleString('en-US')} (${((100 * kept) / Math.max(1, engine.rows)).toFixed(1)}% of ${engine.rows.toLocaleString('en-US')} rows)`,
    bar: '',
    verdict: 'info',
  };
  if (!without.ok) return [info, missing(metric, bar, without)];
  const ratio = engine.ms / without.value.ms;
  return [
    info,
    {
      metric,
      value: `${engine.rows.toLocaleString('en-US')} rows in ${(engine.ms / 1000).toFixed(1)} s / ${without.value.rows.toLocaleString('en-US')} rows in ${(without.value.ms / 1000).toFixed(1)} s: ${ratio.toFixed(2)}x`,
      bar,
      verdict: 'info',
    },
  ];
}

export function serverRows(outcome: Outcome<ServerResults>): Row[] {
  const bar = '< 20 ms';
  if (!outcome.ok) return [missing('Change-feed page of 1,000 rows', bar, outcome), missing('Broadcast to 500 websocket clients', 'all receive', outcome)];
  const { feed, httpFeed, broadcast, broadcastClients } = outcome.value;
  const rows: Row[] = [
    { metric: `Feed page of ${feed.limit} rows, median (read + JSON)`, value: `${ms(feed.totalMs.median)} (query ${ms(feed.queryMs.median)}, ${Math.round(feed.bytesPerPage / 1024)} KiB)`, bar, verdict: verdict(feed.totalMs.median < 20) },
    { metric: `Feed page of ${feed.limit} rows, p95 (read + JSON)`, value: `${ms(feed.totalMs.p95)} (query ${ms(feed.queryMs.p95)})`, bar, verdict: verdict(feed.totalMs.p95 < 20) },
    { metric: 'Feed page over loopback HTTP (Node fetch)', value: `median ${ms(httpFeed.medianMs)}, p95 ${ms(httpFeed.p95Ms)}`, bar: '', verdict: 'info' },
  ];
  if ('error' in broadcast) {
    rows.push({ metric: `Broadcast to ${broadcastClients} websocket clients`, value: `failed: ${broadcast.error}`, bar: 'all receive', verdict: 'misses' });
  } else {
    rows.push({
      metric: `Broadcast to ${broadcastClients} websocket clients`,
      value: `${broadcast.clients}/${broadcastClients} received; p50 ${ms(broadcast.p50Ms)}, p95 ${ms(broadcast.p95Ms)}, max ${ms(broadcast.maxMs)}`,
      bar: 'all receive',
      verdict: verdict(broadcast.clients === broadcastClients),
    });
  }
  return rows;
}
