/** The engine's public surface, as the SPA's session and screens use it. */
import type { Observable } from 'rxjs';
import type { VigilDb } from '../db/vigil-db.js';
import type { PullResult } from '../pull/pull-feed.js';
import type { EngineProblem, EngineState } from './engine-state.js';
import type { HistoryImageRef } from '../images/history-image-cache.js';
import type { SyncEntity } from '../protocol/sync.js';
import type { BootstrapProgress } from '../bootstrap/bootstrap-state.js';
import type { BeforeHorizonRange, OnDemandPage } from '../bootstrap/load-before-horizon.js';
import type { HistoryPage, HistoryPageQuery } from '../bootstrap/load-history-page.js';
import type { BeforeHorizonList } from '../protocol/bootstrap.js';
import type { MessageRow } from '../protocol/entities.js';
import type { OlderMessages } from '../chat/older-messages.js';

export type ConflictChoice = 'mine' | 'theirs';

export interface Engine {
  readonly db: VigilDb;
  readonly state$: Observable<EngineState>;
  readonly online$: Observable<boolean>;
  readonly connected$: Observable<boolean>;
  readonly pulling$: Observable<boolean>;
  readonly pendingCount$: Observable<number>;
  readonly failedCount$: Observable<number>;
  readonly lastSyncAt$: Observable<number | null>;
  readonly lastError$: Observable<EngineProblem | null>;
  /** Why the last pull failed (null after a good one): a first sync that cannot finish says so. */
  readonly pullError$: Observable<string | null>;
  readonly isLeader$: Observable<boolean>;
  /** The first sync's progress (every tab): the window's "N of M", then the rest. */
  readonly bootstrap$: Observable<BootstrapProgress>;
  /** Competes for leadership; the leader tab starts pull, realtime and outbox. */
  start(): void;
  /** Stops everything this engine started (does not close the database). */
  stop(): Promise<void>;
  /** Pulls now (single-flight). Resolves null in a follower tab or when the pull failed. */
  pull(): Promise<PullResult | null>;
  /** Runs an outbox pass now and resolves when it is idle (nothing due). */
  flush(): Promise<void>;
  /** Queues a failed write again (new Idempotency-Key); resolves with the new key. */
  retry(uuid: string): Promise<string>;
  /** Drops a failed (or never sent) write and restores what it changed. */
  discard(uuid: string): Promise<void>;
  /** Settles a write refused because someone else changed the same fields: 'mine' sends it again
   * over their change, 'theirs' drops the conflicting fields (and the write, when nothing else is
   * left). Resolves with the new Idempotency-Key, or null when the write was dropped. */
  resolveConflict(uuid: string, choice: ConflictChoice): Promise<string | null>;
  /** Makes backing-off writes due now (what `online` and a reconnect do). */
  retryNow(): Promise<void>;
  /** A screen or mutation found this local row unusable (fails its schema): it is fetched again
   * from the server by the leader tab's next pull, which this starts. Resolves once recorded. */
  reportDamagedRow(table: SyncEntity, id: number): Promise<void>;
  /** Caches a history entry's image (`history:<requestId>/<file>` in image_cache) unless it is
   * there; resolves whether it is cached now. Any tab may call it when it shows an image. */
  fetchHistoryImage(row: HistoryImageRef, options?: { retry?: boolean }): Promise<boolean>;
  /** Loads page `page` (from 1) of the plannings before the sync horizon in the range, from the
   * list endpoint, latest first, marked as loaded on demand (any tab may call it). */
  loadPlanningsBeforeHorizon(range: BeforeHorizonRange, page: number): Promise<OnDemandPage>;
  /** Loads a planning that was loaded on demand with its shifts and history (Planning Details);
   * resolves with how many rows were written. */
  loadPlanningRows(planningId: number): Promise<number>;
  /** Loads a page of the requests, chat groups or notifications the first sync left on the
   * server (before the sync horizon), newest first, and keeps them (any tab may call it). */
  loadHistoryPage(list: BeforeHorizonList, query: HistoryPageQuery): Promise<HistoryPage>;
  /** Drops the plannings loaded on demand (the list no longer shows their dates), except those
   * with writes still pending. Resolves with how many went. */
  releaseLoadedOnDemand(): Promise<number>;
  /** Messages from others arriving in realtime in this (leader) tab, once each: the chat widget
   * marks them read or plays the sound and shows a notification (spec section 4). */
  readonly incomingMessage$: Observable<MessageRow>;
  /** Pages the group's messages older than the oldest held here from the server, and keeps them. */
  loadOlderMessages(channelId: number): Promise<OlderMessages>;
  /** Caches a chat photo (chatImageKey) unless it is there; resolves whether it is cached now. */
  fetchChatImage(channelId: number, image: string): Promise<boolean>;
  /** Caches one of a request's images (requestImageKey) unless it is there; resolves whether it
   * is cached now. Any tab may call it when it shows the image. */
  fetchRequestImage(requestId: number, file: string): Promise<boolean>;
}
