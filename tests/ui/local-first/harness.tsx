/**
 * What the local-first UI tests render against: a fake engine whose state observables are
 * BehaviorSubjects the test sets, and whose actions are spies; a real VigilDb on fake-indexeddb
 * holding outbox rows; a stub session whose state the test can switch (e.g. to offline).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { BehaviorSubject } from 'rxjs';
import { vi } from 'vitest';
import {
  VigilDb, deriveRoleFlags,
  type Engine, type EngineProblem, type OutboxRow, type OwnUser, type Session, type SessionState, type UserWorkspace, type WorkspaceManager,
} from '../../../src-sync/index.js';
import { system } from '../../../src/app/theme.js';
import { AppToaster } from '../../../src/shared/feedback/app-toaster.js';
import { WorkspaceManagerContext } from '../../../src/shared/local-first/workspace-context.js';
import { AppServicesContext, type AppServices } from '../../../src/shared/session/app-services.js';
import { users } from '../helpers/users.js';

let dbCounter = 0;

export function freshDb(): VigilDb {
  dbCounter += 1;
  return new VigilDb(`vigil-local-first-${Date.now()}-${dbCounter}-${Math.random().toString(36).slice(2)}`);
}

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
  };
  const retry = vi.fn((uuid: string) => Promise.resolve(`${uuid}-again`));
  const discard = vi.fn((_uuid: string) => Promise.resolve());
  const resolveConflict = vi.fn((uuid: string, _choice: 'mine' | 'theirs') => Promise.resolve(`${uuid}-resolved`));
  const retryNow = vi.fn(() => Promise.resolve());
  const pull = vi.fn(() => Promise.resolve(null));
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
    start: () => undefined,
    stop: () => Promise.resolve(),
    pull,
    flush: () => Promise.resolve(),
    retry,
    discard,
    resolveConflict,
    retryNow,
  } as unknown as Engine;
  return { engine, subjects, retry, discard, resolveConflict, retryNow, pull };
}

const unused = () => Promise.reject(new Error('not used here'));

export function stubSession(user: OwnUser = users.admin) {
  const subject = new BehaviorSubject<SessionState>({ status: 'signed-in', user, flags: deriveRoleFlags(user), error: null, offline: false });
  const reconnect = vi.fn(() => Promise.resolve());
  const logout = vi.fn(() => Promise.resolve());
  const session: Session = {
    state$: subject.asObservable(),
    getState: () => subject.value,
    checkAuthorization: () => Promise.resolve(),
    reconnect,
    login: unused,
    logout,
    logoutRedirectUrl: () => '/logout?redirect_uri=x',
    reloadUser: unused,
    setPassword: unused,
    signup: unused,
    forgotPassword: unused,
    resetPassword: unused,
    startOAuthSignIn: unused,
    completeOAuthSignIn: unused,
  };
  return { session, subject, reconnect, logout, setOffline: (offline: boolean) => subject.next({ ...subject.value, offline }) };
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
  const workspace: UserWorkspace = { userId: users.admin.id, db, engine: fake.engine };
  const subject = new BehaviorSubject<UserWorkspace | null>(workspace);
  const signOut = vi.fn(() => Promise.resolve());
  const manager: WorkspaceManager = {
    workspace$: subject.asObservable(),
    getWorkspace: () => subject.value,
    unsentWrites: () => db.outbox.count(),
    signOut,
    dispose: () => Promise.resolve(),
  };
  const services: AppServices = { session: stub.session, workspaces: manager, redirectBrowser: vi.fn<(url: string) => void>(), reloadPage: vi.fn<() => void>() };
  return { db, fake, stub, manager, services, signOut };
}

export function renderWith(harness: Harness, ui: ReactNode) {
  const view = render(
    <ChakraProvider value={system}>
      <AppServicesContext.Provider value={harness.services}>
        <WorkspaceManagerContext.Provider value={harness.manager}>
          {ui}
          <AppToaster />
        </WorkspaceManagerContext.Provider>
      </AppServicesContext.Provider>
    </ChakraProvider>,
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
