/**
 * The local-first engine (DESIGN.md section 3): pull, realtime and outbox over one user's Dexie
 * database, run by the leader tab only; every tab gets the same state observables.
 *
 * Pulls are triggered on start, on every (re)subscription to the user channel, on a `changes`
 * event ahead of the local cursor, after any other event, on `online`, after acknowledged writes
 * and every `pullIntervalMs` as a fallback; a failed pull retries with backoff. While the live
 * channel is not subscribed, about every `disconnectedPullIntervalMs` too: after a server outage
 * the realtime client took up to 40 s to connect again, and a device with nothing queued (an
 * admin watching for SOS alarms) heard of nothing meanwhile.
 */
import Dexie from 'dexie';
import { Subscription, debounceTime } from 'rxjs';
import type { VigilDb } from '../db/vigil-db.js';
import { createLeaderElection, leaderLockName, type LockManagerLike } from '../leader/leader-election.js';
import { backoffDelay } from '../outbox/backoff.js';
import { discardOutboxRow, resolveConflict, retryOutboxRow } from '../outbox/outbox-actions.js';
import { OutboxSender, type SettledEvent } from '../outbox/outbox-sender.js';
import { onOutboxAppended } from '../outbox/outbox-appended.js';
import { makeWaitingDue, resetSending } from '../outbox/settle-row.js';
import { changesEventSchema } from '../protocol/sync.js';
import { createHistoryImageCache, type HistoryImageCacheOptions } from '../images/history-image-cache.js';
import { pullFeed, type PullResult } from '../pull/pull-feed.js';
import { askFirstBootstrapPage, defaultBootstrapWindow, runBootstrap, type BootstrapWindow, type FirstBootstrapPage } from '../bootstrap/index.js';
import { loadPlanningRows, loadPlanningsBeforeHorizon, releaseLoadedOnDemand } from '../bootstrap/load-before-horizon.js';
import { loadHistoryPage } from '../bootstrap/load-history-page.js';
import { SingleFlight } from '../pull/single-flight.js';
import { readCursor } from '../pull/sync-state.js';
import { markForRepair, readRepairKeys } from '../pull/repair-rows.js';
import { applyRealtimeEvent } from '../realtime/apply-realtime-event.js';
import type { RealtimeConnectionState, RealtimeEventName, RealtimeTransport } from '../realtime/realtime-transport.js';
import { EngineStateStore, IDLE_LEADER_STATUS, LEADER_STATUS_KEY, live } from './engine-state.js';
import type { HttpClient } from './http-client.js';
import { consoleLogger, type EngineLogger } from './logger.js';
import { browserNetworkStatus, type NetworkStatus } from './network-status.js';
import { authorizerFor, BROADCASTING_AUTH_PATH } from './channel-authorizer.js';
import type { Engine } from './engine-types.js';
import { createNewMessageEvents } from '../chat/new-message-event.js';
import { loadOlderMessages } from '../chat/older-messages.js';
import { fetchChatImage } from '../chat/chat-image.js';
import { fetchRequestImage } from '../images/request-images.js';
import { refreshUnreadTotals } from '../chat/unread-totals.js';

export interface EngineOptions {
  db: VigilDb;
  http: HttpClient;
  realtime: RealtimeTransport;
  userId: number;
  now?: () => number;
  random?: () => number;
  logger?: EngineLogger;
  network?: NetworkStatus;
  /** Web Locks for leader election; null: this engine is always the leader. Default: navigator.locks. */
  locks?: LockManagerLike | null;
  pullIntervalMs?: number;
  /** See DISCONNECTED_PULL_INTERVAL_MS. */
  disconnectedPullIntervalMs?: number;
  feedLimit?: number;
  authEndpoint?: string;
  /** History images cached for offline review (src-sync/images); false: no prefetch after pulls. */
  historyImages?: HistoryImageCacheOptions | false;
  /** The window a first sync brings first (the list's default view). Default: today to one month
   * ahead in the device's day. */
  bootstrapWindow?: () => BootstrapWindow;
  /** How often a first sync lets the screens' live reads in between its pages (run-bootstrap.ts). */
  letReadersInMs?: number;
  /** The server says the user's own account changed (realtime `account-updated`): the session
   * reloads it. Only the leader tab hears it; other tabs follow the stored account. */
  onOwnAccountChanged?: () => void;
}

export const DEFAULT_PULL_INTERVAL_MS = 60_000;
/** Pull this often while the live connection is down (and the network up). */
export const DISCONNECTED_PULL_INTERVAL_MS = 10_000;
/** Quiet time after the last acknowledged write before the follow-up pull. */
export const PULL_AFTER_WRITES_MS = 200;

function message(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'object' && error && 'message' in error ? String(error.message) : String(error);
}

export function createEngine(options: EngineOptions): Engine {
  const { db, http, realtime, userId } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const logger = options.logger ?? consoleLogger;
  const network = options.network ?? browserNetworkStatus();
  const state = new EngineStateStore(db, network.isOnline());
  const election = createLeaderElection(leaderLockName(userId), options.locks);
  const subscriptions = new Subscription();
  const leaderSubscriptions = new Subscription();
  let started = false;
  /** An engine is single-use: stop() completes its subjects, so a restart needs a new engine. */
  let stopped = false;
  let leading = false;
  let knownCursor = 0;
  let pullFailures = 0;
  /** Whether this leader has asked the server for the unread totals yet (once on its first pull). */
  let unreadTotalsRead = false;
  let pullInterval: ReturnType<typeof setInterval> | null = null;
  let pullRetry: ReturnType<typeof setTimeout> | null = null;
  let disconnectedPoll: ReturnType<typeof setTimeout> | null = null;

  const sender = new OutboxSender({ db, http, now, random, logger, onSettled });
  sender.setNetworkOnline(network.isOnline());
  const images = createHistoryImageCache({ db, http, now, logger, ...(options.historyImages || {}) });
  const newMessages = createNewMessageEvents(db, http, userId, logger);

  const bootstrapWindow = options.bootstrapWindow ?? (() => defaultBootstrapWindow(now()));
  // A database being created belongs to a device that has never synced: its first bootstrap page
  // is asked for now, while the stores are created and before this tab's election, rather than
  // once both are done (at sign-in the main thread is busy rendering the first screen, and the
  // database took about 0.6 s to open). Used by this engine's first bootstrap only; a tab that
  // does not lead, or a database opened before the engine, never asks.
  let firstPage: FirstBootstrapPage | undefined;
  db.on('populate', () => {
    if (!network.isOnline()) return;
    // Outside the upgrade's transaction: a request made in Dexie's zone there, failing, failed the
    // database's open with it.
    Dexie.ignoreTransaction(() => {
      firstPage = askFirstBootstrapPage(http, bootstrapWindow(), options.feedLimit);
    });
  });

  const pull = new SingleFlight<PullResult | null>(async () => {
    if (!leading) return null;
    state.localPulling$.next(true);
    try {
      // A device without a cursor has never synced: its first sync comes window first.
      if ((await readCursor(db)) === 0) {
        const asked = firstPage;
        firstPage = undefined;
        const boot = await runBootstrap({
          db, http, logger, limit: options.feedLimit, window: bootstrapWindow, letReadersInMs: options.letReadersInMs, ...(asked ? { firstPage: asked } : {}),
        });
        if (boot) knownCursor = boot.cursor;
      }
      const result = await pullFeed({ db, http, logger, now, limit: options.feedLimit, onPage: (cursor) => (knownCursor = cursor) });
      pullFailures = 0;
      state.localLastError$.next(null);
      state.localPullError$.next(null);
      // Images of the plannings just pulled, for offline review; never holds the pull up.
      if (options.historyImages !== false) void images.prefetch();
      // The server's unread totals, when the feed brought anything (a message, a status: a group
      // read elsewhere clears here too); a pull that found nothing new leaves them as they are.
      if (result.applied > 0 || result.skipped > 0 || !unreadTotalsRead) {
        await refreshUnreadTotals(db, http, logger);
        unreadTotalsRead = true;
      }
      return result;
    } catch (error) {
      pullFailures += 1;
      state.localLastError$.next({ code: 'sync_failed', detail: message(error) });
      state.localPullError$.next(message(error));
      logger.warn('pull failed', error);
      schedulePullRetry();
      return null;
    } finally {
      state.localPulling$.next(false);
    }
  });

  function requestPull(): Promise<PullResult | null> {
    return pull.run();
  }

  function triggerPull(): void {
    void requestPull();
  }

  function schedulePullRetry(): void {
    if (pullRetry !== null || !leading) return;
    pullRetry = setTimeout(() => {
      pullRetry = null;
      triggerPull();
    }, backoffDelay(pullFailures, random));
  }

  /** One pull after a burst of acknowledged writes, not one per write: each answer already
   * brought its own rows, the pull only fetches what others changed meanwhile. */
  let pullAfterWrites: ReturnType<typeof setTimeout> | null = null;
  function pullSoon(): void {
    if (pullAfterWrites !== null) clearTimeout(pullAfterWrites);
    pullAfterWrites = setTimeout(() => {
      pullAfterWrites = null;
      triggerPull();
    }, PULL_AFTER_WRITES_MS);
  }

  function onSettled(event: SettledEvent): void {
    if (event.kind === 'acknowledged') pullSoon();
    if (event.kind === 'retry' && event.kindOfFailure === 'auth') state.localLastError$.next({ code: 'signed_out', detail: null });
    if (event.kind === 'failed') state.localLastError$.next({ code: 'change_refused', detail: event.error.message });
    if (event.kind === 'conflict') state.localLastError$.next({ code: 'change_conflict', detail: null });
  }

  function onRealtimeEvent(name: RealtimeEventName, payload: unknown): void {
    if (name === 'account-updated') {
      options.onOwnAccountChanged?.();
      return;
    }
    if (name === 'changes') {
      const parsed = changesEventSchema.safeParse(payload);
      if (!parsed.success) {
        logger.warn('realtime changes: malformed payload; pulling anyway');
        triggerPull();
      } else if (parsed.data.cursor > knownCursor) {
        triggerPull();
      }
      return;
    }
    const apply = name === 'new-message' ? newMessages.apply(payload) : applyRealtimeEvent(db, name, payload, logger);
    apply
      .catch((error: unknown) => logger.error(`realtime ${name} could not be applied`, error))
      .finally(triggerPull);
  }

  async function becomeLeader(): Promise<void> {
    if (!started || leading) return;
    leading = true;
    state.isLeader$.next(true);
    knownCursor = await readCursor(db);
    await resetSending(db);
    // A new leader is a new start (a reload, a sign-in again): nothing waits out an old backoff.
    await makeWaitingDue(db);
    leaderSubscriptions.add(
      state.leaderStatus().pipe(debounceTime(50)).subscribe((status) => {
        db.meta.put({ key: LEADER_STATUS_KEY, value: status }).catch((error: unknown) => logger.warn('could not publish engine status', error));
      }),
    );
    // Writes queued by this tab wake the sender the moment they commit; the live query catches
    // those of other tabs (and is the safety net for this one).
    leaderSubscriptions.add(onOutboxAppended(db, sender));
    leaderSubscriptions.add(live(() => db.outbox.where('state').anyOf('pending', 'waiting').count()).subscribe(() => sender.kick()));
    // Rows marked damaged (by any tab, see reportDamagedRow) are fetched again by the next pull.
    leaderSubscriptions.add(
      live(() => readRepairKeys(db)).subscribe((keys) => {
        if (keys.length > 0) triggerPull();
      }),
    );
    sender.start();
    realtime.connect(
      { userId, authorize: authorizerFor(http, options.authEndpoint ?? BROADCASTING_AUTH_PATH) },
      {
        onEvent: onRealtimeEvent,
        onSubscribed: () => {
          stopDisconnectedPoll();
          triggerPull();
          void sender.retryNow();
        },
        onStateChange: followConnection,
        onError: (error) => {
          state.localLastError$.next({ code: 'realtime', detail: message(error) });
          logger.warn('realtime error', error);
        },
      },
    );
    pullInterval = setInterval(triggerPull, options.pullIntervalMs ?? DEFAULT_PULL_INTERVAL_MS);
    triggerPull();
  }

  /** Polls while the live channel is not subscribed (the socket down, or up with its
   * subscription refused), so nothing waits for it to come back. Each wait is jittered: after a
   * server outage every device lost its socket at the same moment, and they must not knock in
   * step on a server that is starting again. */
  function followConnection(connection: RealtimeConnectionState): void {
    if (!started || !leading) return;
    state.localConnected$.next(connection === 'connected');
    if (connection !== 'connected' && disconnectedPoll === null) pollWhileDisconnected();
  }

  function pollWhileDisconnected(): void {
    const every = options.disconnectedPullIntervalMs ?? DISCONNECTED_PULL_INTERVAL_MS;
    disconnectedPoll = setTimeout(() => {
      if (network.isOnline()) triggerPull();
      pollWhileDisconnected();
    }, every * (0.8 + 0.4 * random()));
  }

  function stopDisconnectedPoll(): void {
    if (disconnectedPoll !== null) clearTimeout(disconnectedPoll);
    disconnectedPoll = null;
  }

  function onNetworkChange(online: boolean): void {
    state.online$.next(online);
    sender.setNetworkOnline(online);
    if (online && leading) {
      triggerPull();
      void sender.retryNow();
    }
  }

  async function stop(): Promise<void> {
    if (!started) return;
    started = false;
    stopped = true;
    election.stop();
    subscriptions.unsubscribe();
    leaderSubscriptions.unsubscribe();
    if (pullInterval !== null) clearInterval(pullInterval);
    stopDisconnectedPoll();
    if (pullRetry !== null) clearTimeout(pullRetry);
    if (pullAfterWrites !== null) clearTimeout(pullAfterWrites);
    pullInterval = null;
    pullRetry = null;
    if (leading) {
      realtime.disconnect();
      // Followers must not keep showing this tab's connection; a new leader overwrites it anyway.
      await db.meta.put({ key: LEADER_STATUS_KEY, value: IDLE_LEADER_STATUS }).catch(() => undefined);
    }
    leading = false;
    images.stop();
    await sender.stop();
    await pull.run().catch(() => null);
    newMessages.complete();
    state.complete();
  }

  return {
    db,
    state$: state.state$,
    online$: state.online$.asObservable(),
    connected$: state.connected$,
    pulling$: state.pulling$,
    pendingCount$: state.pendingCount$,
    failedCount$: state.failedCount$,
    lastSyncAt$: state.lastSyncAt$,
    lastError$: state.lastError$,
    pullError$: state.pullError$,
    isLeader$: state.isLeader$.asObservable(),
    bootstrap$: state.bootstrap$,
    reportDamagedRow(table, id) {
      logger.warn(`the local copy of ${table} ${id} is damaged; fetching it again`);
      return markForRepair(db, [{ table, id }]);
    },
    start() {
      if (stopped) throw new Error('This engine was stopped; create a new one.');
      if (started) return;
      started = true;
      subscriptions.add(network.subscribe(onNetworkChange));
      const stopTokens = http.onAccessToken?.((token) => {
        if (token !== null) sender.tokenRenewed().catch((error: unknown) => logger.warn('could not resume the outbox', error));
      });
      if (stopTokens) subscriptions.add(stopTokens);
      election.start(() => {
        becomeLeader().catch((error: unknown) => logger.error('could not start as leader', error));
      });
    },
    stop,
    pull: requestPull,
    async flush() {
      sender.kick();
      await sender.idle();
    },
    retry: async (uuid) => {
      const next = await retryOutboxRow(db, uuid);
      sender.kick();
      return next;
    },
    discard: (uuid) => discardOutboxRow(db, uuid),
    resolveConflict: async (uuid, choice) => {
      const next = await resolveConflict(db, uuid, choice);
      sender.kick();
      return next;
    },
    retryNow: () => sender.retryNow(),
    fetchHistoryImage: (row, options) => images.fetch(row, options?.retry === true),
    loadPlanningsBeforeHorizon: (range, page) => loadPlanningsBeforeHorizon({ db, http, logger, now }, range, page),
    loadPlanningRows: (planningId) => loadPlanningRows({ db, http, logger, now }, planningId),
    loadHistoryPage: (list, query) => loadHistoryPage({ db, http, logger }, list, query),
    releaseLoadedOnDemand: () => releaseLoadedOnDemand(db),
    incomingMessage$: newMessages.incoming$,
    loadOlderMessages: (channelId) => loadOlderMessages(db, http, channelId),
    fetchChatImage: (channelId, image) => fetchChatImage(db, http, channelId, image),
    fetchRequestImage: (requestId, file) => fetchRequestImage(db, http, requestId, file),
  };
}
