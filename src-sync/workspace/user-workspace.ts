/**
 * Follows the session and keeps one local workspace (Dexie database + engine) open for the
 * signed-in user: opened and started on sign-in, stopped when the session ends. An explicit
 * sign-out also deletes the local database, so the next person on this browser sees nothing of
 * the last one; a session that merely expired keeps it (no data is lost, ever).
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import type { Session } from '../session/create-session.js';
import type { Engine } from '../engine/engine-types.js';
import type { HttpClient } from '../engine/http-client.js';
import type { RealtimeTransport } from '../realtime/realtime-transport.js';
import { createEngine } from '../engine/create-engine.js';
import type { BootstrapWindow } from '../bootstrap/bootstrap-state.js';
import { openVigilDb, type VigilDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { markTiming } from '../timing.js';

/** What the UI holds of a signed-in user's workspace: the database for reading (LocalDb: entity
 * tables only, no write method) and the engine. */
export interface UserWorkspace {
  userId: number;
  db: LocalDb;
  engine: Engine;
}

/** The workspace as the manager keeps it: the same, with the database it opened and closes. */
interface OpenWorkspace extends UserWorkspace {
  db: VigilDb;
}

export interface WorkspaceManagerDeps {
  session: Session;
  http: HttpClient;
  createRealtime: () => RealtimeTransport;
  /** Tests pass fake-indexeddb options or a fixed engine configuration. */
  openDb?: (userId: number) => VigilDb;
  createEngine?: typeof createEngine;
  /** The window a first sync brings first: the list's default view (the engine's own default
   * mirrors it). */
  bootstrapWindow?: () => BootstrapWindow;
}

export interface WorkspaceManager {
  readonly workspace$: Observable<UserWorkspace | null>;
  getWorkspace(): UserWorkspace | null;
  /** Writes not yet acknowledged by the server; the UI warns before signing out with any. */
  unsentWrites(): Promise<number>;
  /** Explicit sign-out: stop the engine, wipe the local database, then end the session. */
  signOut(): Promise<void>;
  dispose(): Promise<void>;
}

export function createWorkspaceManager(deps: WorkspaceManagerDeps): WorkspaceManager {
  const subject = new BehaviorSubject<OpenWorkspace | null>(null);
  const open = deps.openDb ?? ((userId: number) => openVigilDb(userId));
  const makeEngine = deps.createEngine ?? createEngine;
  // Serialises open/close so a quick sign-out/sign-in never leaves two engines running.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(task, task);
    return queue;
  };

  async function close(wipe: boolean): Promise<void> {
    const current = subject.value;
    if (!current) return;
    subject.next(null);
    await current.engine.stop();
    if (wipe) await current.db.delete();
    else current.db.close();
  }

  function openFor(userId: number): Promise<void> {
    return enqueue(async () => {
      if (subject.value?.userId === userId) return;
      await close(false);
      const db = open(userId);
      const engine = makeEngine({
        db,
        http: deps.http,
        realtime: deps.createRealtime(),
        userId,
        ...(deps.bootstrapWindow ? { bootstrapWindow: deps.bootstrapWindow } : {}),
        // Another device changed this user's own account (their language): fetch it afresh.
        onOwnAccountChanged: () => void deps.session.reloadUser().catch(() => undefined),
      });
      engine.start();
      subject.next({ userId, db, engine });
      markTiming('workspace-open');
    });
  }

  const subscription = deps.session.state$.subscribe((state) => {
    if (state.status === 'signed-in' && state.user) void openFor(state.user.id);
    else if (state.status === 'signed-out') void enqueue(() => close(false));
  });

  return {
    workspace$: subject.asObservable(),
    getWorkspace: () => subject.value,
    async unsentWrites() {
      const current = subject.value;
      if (!current) return 0;
      return current.db.outbox.count();
    },
    async signOut() {
      await enqueue(() => close(true));
      await deps.session.logout();
    },
    async dispose() {
      subscription.unsubscribe();
      await enqueue(() => close(false));
    },
  };
}
