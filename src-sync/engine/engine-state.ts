/**
 * The engine's state as RxJS observables. Outbox counts and the last sync time come from Dexie
 * liveQuery, so every tab sees them; connection and pull activity exist only in the leader tab,
 * which mirrors them into `meta.engine_status` so follower tabs can show them too.
 */
import { liveQuery } from 'dexie';
import { BehaviorSubject, Observable, combineLatest, distinctUntilChanged, map, switchMap } from 'rxjs';
import type { VigilDb } from '../db/vigil-db.js';
import { readCursor, readLastSyncAt } from '../pull/sync-state.js';
import { progressOf, readBootstrapState, type BootstrapProgress } from '../bootstrap/bootstrap-state.js';

/**
 * The last problem the engine met, as a code the UI words, with what the server or the network
 * said (their own words, or null): the engine keeps no sentence of its own for people.
 * sync_failed: a pull failed; realtime: the live connection failed; signed_out: writes are held
 * until the user signs in again; change_refused: the server refused a write for good;
 * change_conflict: someone else changed what a write changes.
 */
export type EngineProblemCode = 'sync_failed' | 'realtime' | 'signed_out' | 'change_refused' | 'change_conflict';
export interface EngineProblem {
  code: EngineProblemCode;
  detail: string | null;
}

export interface EngineState {
  online: boolean;
  /** Realtime socket subscribed to the user channel (in the leader tab). */
  connected: boolean;
  pulling: boolean;
  leader: boolean;
  /** Queued writes not yet acknowledged (pending, sending, waiting). */
  pendingCount: number;
  /** Writes the server refused; they wait for Retry or Discard. */
  failedCount: number;
  /** Epoch ms of the last completed pull. */
  lastSyncAt: number | null;
  lastError: EngineProblem | null;
  /** Why the last pull failed; null once a pull succeeds. Screens waiting for data show it. */
  pullError: string | null;
}

export interface LeaderStatus {
  connected: boolean;
  pulling: boolean;
  lastError: EngineProblem | null;
  pullError: string | null;
}

export const IDLE_LEADER_STATUS: LeaderStatus = { connected: false, pulling: false, lastError: null, pullError: null };

export const LEADER_STATUS_KEY = 'engine_status';

/** Turns a Dexie live query into an RxJS observable (Dexie's Observable is interop-compatible,
 * this keeps the subscription typed). */
export function live<T>(query: () => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => subscriber.next(value),
      error: (error: unknown) => subscriber.error(error),
    });
    return () => subscription.unsubscribe();
  });
}

export function outboxCounts(db: VigilDb): Observable<{ pending: number; failed: number }> {
  return live(async () => {
    const failed = await db.outbox.where('state').equals('failed').count();
    const total = await db.outbox.count();
    return { pending: total - failed, failed };
  });
}

function isLeaderStatus(value: unknown): value is LeaderStatus {
  return typeof value === 'object' && value !== null && 'connected' in value && 'pulling' in value;
}

export function followedLeaderStatus(db: VigilDb): Observable<LeaderStatus> {
  return live(async () => {
    const row = await db.meta.get(LEADER_STATUS_KEY);
    return isLeaderStatus(row?.value) ? { ...IDLE_LEADER_STATUS, ...row.value } : IDLE_LEADER_STATUS;
  });
}

/** The subjects the leader drives, and the observables every tab reads. */
export class EngineStateStore {
  readonly online$: BehaviorSubject<boolean>;
  readonly isLeader$ = new BehaviorSubject(false);
  readonly localConnected$ = new BehaviorSubject(false);
  readonly localPulling$ = new BehaviorSubject(false);
  readonly localLastError$ = new BehaviorSubject<EngineProblem | null>(null);
  readonly localPullError$ = new BehaviorSubject<string | null>(null);

  readonly connected$: Observable<boolean>;
  readonly pulling$: Observable<boolean>;
  readonly lastError$: Observable<EngineProblem | null>;
  readonly pullError$: Observable<string | null>;
  readonly pendingCount$: Observable<number>;
  readonly failedCount$: Observable<number>;
  readonly lastSyncAt$: Observable<number | null>;
  readonly bootstrap$: Observable<BootstrapProgress>;
  readonly state$: Observable<EngineState>;

  constructor(db: VigilDb, online: boolean) {
    this.online$ = new BehaviorSubject(online);
    const followed = followedLeaderStatus(db);
    const pick = <K extends keyof LeaderStatus>(key: K, local: Observable<LeaderStatus[K]>) =>
      this.isLeader$.pipe(
        switchMap((leader) => (leader ? local : followed.pipe(map((status) => status[key])))),
        // Values come from the leader's JSON in meta too: equal means equal content.
        distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
      );
    this.connected$ = pick('connected', this.localConnected$);
    this.pulling$ = pick('pulling', this.localPulling$);
    this.lastError$ = pick('lastError', this.localLastError$);
    this.pullError$ = pick('pullError', this.localPullError$);
    const counts = outboxCounts(db);
    this.pendingCount$ = counts.pipe(map((c) => c.pending), distinctUntilChanged());
    this.failedCount$ = counts.pipe(map((c) => c.failed), distinctUntilChanged());
    this.lastSyncAt$ = live(() => readLastSyncAt(db)).pipe(distinctUntilChanged());
    // Both reads start at once: a live read that waits for one answer before its next request
    // is outrun by a first sync's back-to-back pages (run-bootstrap.ts) and never answers.
    this.bootstrap$ = live(async () => {
      const [state, cursor] = await Promise.all([readBootstrapState(db), readCursor(db)]);
      return progressOf(state, cursor > 0);
    }).pipe(
      distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    );
    this.state$ = combineLatest({
      online: this.online$.pipe(distinctUntilChanged()),
      connected: this.connected$,
      pulling: this.pulling$,
      leader: this.isLeader$.pipe(distinctUntilChanged()),
      pendingCount: this.pendingCount$,
      failedCount: this.failedCount$,
      lastSyncAt: this.lastSyncAt$,
      lastError: this.lastError$,
      pullError: this.pullError$,
    });
  }

  /** The leader's status as followers should see it. */
  leaderStatus(): Observable<LeaderStatus> {
    return combineLatest({
      connected: this.localConnected$,
      pulling: this.localPulling$,
      lastError: this.localLastError$,
      pullError: this.localPullError$,
    });
  }

  complete(): void {
    for (const subject of [this.online$, this.isLeader$, this.localConnected$, this.localPulling$, this.localLastError$, this.localPullError$]) {
      subject.complete();
    }
  }
}

