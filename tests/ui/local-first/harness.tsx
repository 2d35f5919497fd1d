/**
 * What the local-first UI tests render against: a fake engine whose state observables are
 * BehaviorSubjects the test sets, and whose actions are spies; a real VigilDb on fake-indexeddb
 * holding outbox rows; a stub session whose state the test can switch (e.g. to offline).
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { BehaviorSubject } from 'rxjs';
import { vi } from 'vitest';
import { DONE_PROGRESS } from '../../../src-sync/index.js';
import type { BeforeHorizonList, BootstrapProgress, Engine, EngineProblem, HistoryPage, HistoryPageQuery, OutboxRow, VigilDb, WorkspaceManager } from '../../../src-sync/index.js';
import type { AppServices } from '../../../src/shared/session/app-services.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { AppFrame, managerFor } from '../helpers/render-with-workspace.js';
import { stubSession } from '../helpers/session-stub.js';
import { users } from '../helpers/users.js';

export { stubSession } from '../helpers/session-stub.js';

export function fakeEngine(db: VigilDb) {
  const subjects = {
    online: new BehaviorSubject(true),
    connected: new BehaviorSubject(true),
    pulling: new BehaviorSubject(false),
    pending: new BehaviorSubject(0),
    failed: new BehaviorSubject(0),
    lastSyncAt: new BehaviorSubject<number | null>(null),
    lastError: new BehaviorSubject<EngineProblem | null>(null),
    pullError: new BehaviorSubject<string | null>(null),
    leader: new BehaviorSubject(true),
    bootstrap: new BehaviorSubject<BootstrapProgress>(DONE_PROGRESS),
  };
  const retry = vi.fn((uuid: string) => Promise.resolve(`${uuid}-again`));
  const discard = vi.fn((_uuid: string) => Promise.resolve());
  const resolveConflict = vi.fn((uuid: string, _choice: 'mine' | 'theirs') => Promise.resolve(`${uuid}-resolved`));
  const retryNow = vi.fn(() => Promise.resolve());
  const pull = vi.fn(() => Promise.resolve(null));
  const loadHistoryPage = vi.fn((_list: BeforeHorizonList, _query: HistoryPageQuery): Promise<HistoryPage> => Promise.resolve({ loaded: 0, next: null }));
  // Asserted, not declared: the fake covers what the UI reads, and stays valid when the engine
  // interface grows members the UI under test does not use.
  const engine = {
    db,
    online$: subjects.online.asObservable(),
    connected$: subjects.connected.asObservable(),
    pulling$: subjects.pulling.asObservable(),
    pendingCount$: subjects.pending.asObservable(),
    failedCount$: subjects.failed.asObservable(),
    lastSyncAt$: subjects.lastSyncAt.asObservable(),
    lastError$: subjects.lastError.asObservable(),
    pullError$: subjects.pullError.asObservable(),
    isLeader$: subjects.leader.asObservable(),
    bootstrap$: subjects.bootstrap.asObservable(),
    loadHistoryPage,
    start: () => undefined,
    stop: () => Promise.resolve(),
    pull,
    flush: () => Promise.resolve(),
    retry,
    discard,
    resolveConflict,
    retryNow,
  } as unknown as Engine;
  return { engine, subjects, retry, discard, resolveConflict, retryNow, pull, loadHistoryPage };
}

export interface Harness {
  db: VigilDb;
  fake: ReturnType<typeof fakeEngine>;
  stub: ReturnType<typeof stubSession>;
  manager: WorkspaceManager;
  services: AppServices;
  signOut: ReturnType<typeof vi.fn<() => Promise<void>>>;
}

export function createHarness(): Harness {
  const db = freshDb();
  const fake = fakeEngine(db);
  const stub = stubSession();
  const signOut = vi.fn(() => Promise.resolve());
  const manager = managerFor(db, users.admin.id, fake.engine, { signOut, dispose: () => Promise.resolve() });
  const services: AppServices = { session: stub.session, workspaces: manager, redirectBrowser: vi.fn<(url: string) => void>(), reloadPage: vi.fn<() => void>() };
  return { db, fake, stub, manager, services, signOut };
}

export function renderWith(harness: Harness, ui: ReactNode) {
  const view = render(
    <AppFrame services={harness.services} manager={harness.manager}>
      {ui}
    </AppFrame>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

let uuidCounter = 0;

/** An outbox row as the engine stores it; override what the test is about. */
export function outboxRow(overrides: Partial<OutboxRow> = {}): OutboxRow {
  uuidCounter += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(uuidCounter).padStart(12, '0')}`,
    record_key: 'plannings:5',
    entity: 'plannings',
    op: 'update-planning',
    method: 'PUT',
    path: '/api/planning/{id}',
    target_id: 5,
    body: {},
    temp_id: null,
    temp_key: null,
    effects: [],
    keys: ['plannings:5'],
    state: 'pending',
    attempts: 0,
    next_attempt_at: 0,
    last_error: null,
    last_status: null,
    issues: [],
    created_at: Date.now(),
    ...overrides,
  };
}
