/** Fakes injected into the engine (no module mocking): an HttpClient driven by a handler, and a
 * RealtimeTransport the test drives by hand. */
import { ApiError } from '../../../src-sync/api/api-error.js';
import { BOOTSTRAP_PATH } from '../../../src-sync/protocol/bootstrap.js';
import type { HttpClient, HttpRequest } from '../../../src-sync/engine/http-client.js';
import type { EngineLogger } from '../../../src-sync/engine/logger.js';
import type {
  RealtimeConnectOptions, RealtimeConnectionState, RealtimeEventName, RealtimeHandlers, RealtimeTransport,
} from '../../../src-sync/realtime/realtime-transport.js';

export { freshDb } from '../../helpers/fresh-db.js';

export type Handler = (request: HttpRequest) => unknown;

export class FakeHttp implements HttpClient {
  readonly requests: HttpRequest[] = [];
  constructor(public handler: Handler = () => ({})) {}

  async request(request: HttpRequest): Promise<unknown> {
    this.requests.push(request);
    await Promise.resolve();
    return this.handler(request);
  }

  /** Requests other than feed pulls and channel auth. */
  writes(): HttpRequest[] {
    return this.requests.filter((r) => r.method !== 'GET' && r.url !== '/broadcasting/auth');
  }
}

export function httpError(status: number, message = `HTTP ${status}`, extra: { retryAfter?: number; issues?: { path: string; message: string }[] } = {}): ApiError {
  return new ApiError({ status, message, code: status === 0 ? 'network_error' : 'http_error', issues: extra.issues ?? [], retryAfter: extra.retryAfter ?? null });
}

export class FakeRealtime implements RealtimeTransport {
  handlers: RealtimeHandlers | null = null;
  options: RealtimeConnectOptions | null = null;
  connects = 0;
  disconnects = 0;

  connect(options: RealtimeConnectOptions, handlers: RealtimeHandlers): void {
    this.connects += 1;
    this.options = options;
    this.handlers = handlers;
  }

  disconnect(): void {
    this.disconnects += 1;
    this.handlers = null;
  }

  emit(name: RealtimeEventName, payload: unknown): void {
    this.handlers?.onEvent(name, payload);
  }

  subscribed(): void {
    this.handlers?.onSubscribed();
  }

  state(state: RealtimeConnectionState): void {
    this.handlers?.onStateChange(state);
  }
}

export function recordingLogger(): EngineLogger & { warnings: string[]; errors: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    warn: (message) => warnings.push(message),
    error: (message) => errors.push(message),
  };
}

/** A window-first bootstrap with nothing in it: the device then takes the feed from cursor 0. */
export const EMPTY_BOOTSTRAP = { changes: [], head: 0, next: null, horizon_start: '2026-01-01 00:00:00' };

/** A feed handler serving `pages` in order from cursor 0, then empty pages at the last cursor
 * (and an empty window-first bootstrap before them, so the feed is what the device receives). */
export function feedOf(pages: { changes: unknown[]; cursor: number }[]): Handler {
  return (request) => {
    if (request.url === BOOTSTRAP_PATH) return EMPTY_BOOTSTRAP;
    const from = Number(request.params?.cursor ?? 0);
    const starts = pages.map((_, i) => (i === 0 ? 0 : (pages[i - 1]?.cursor ?? 0)));
    const index = starts.indexOf(from);
    if (index === -1) return { changes: [], cursor: Math.max(from, pages.at(-1)?.cursor ?? 0), has_more: false };
    const page = pages[index] as { changes: unknown[]; cursor: number };
    return { changes: page.changes, cursor: page.cursor, has_more: index < pages.length - 1 };
  };
}

/** Resolves once `check` passes, polling; for state that settles through async Dexie work. The
 * timeout is generous because the sync tests share two cores with Chromium and the server in a
 * full run, where a few fake-IndexedDB transactions have taken over 3 s; a passing check returns
 * as soon as it holds, so only a failing test waits it out. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
