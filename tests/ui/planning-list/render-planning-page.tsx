/**
 * Renders PlanningPage as the app mounts it: the Chakra system, the injected session (a stub
 * holding one signed-in user), and the open workspace — a fresh fake-indexeddb VigilDb and a real,
 * never-started engine whose online/pulling/last-sync observables are BehaviorSubjects the test
 * drives — provided through a tiny WorkspaceManager, in a memory router at /dashboard/planning.
 * The engine's http records every request; tests assert there were none.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { vi } from 'vitest';
import {
  VigilDb, createEngine, deriveRoleFlags, manualNetworkStatus, silentLogger,
  type Engine, type HttpRequest, type OwnUser, type PlanningRow, type RealtimeTransport, type Session, type SessionState,
  type UserWorkspace, type WorkspaceManager,
} from '../../../src-sync/index.js';
import { system } from '../../../src/app/theme.js';
import { PlanningPage } from '../../../src/features/planning/planning-page.js';
import { prefetchPlanningHead } from '../../../src/features/planning/list/use-planning-head.js';
import { WorkspaceManagerContext } from '../../../src/shared/local-first/workspace-context.js';
import { AppServicesContext, type AppServices } from '../../../src/shared/session/app-services.js';

let dbCounter = 0;

export function freshDb(): VigilDb {
  dbCounter += 1;
  return new VigilDb(`vigil-list-${Date.now()}-${dbCounter}-${Math.random().toString(36).slice(2)}`);
}

/** Only what the planning screens read of the session; the rest of Session is never called here. */
function sessionFor(user: OwnUser): Session {
  const state: SessionState = { status: 'signed-in', user, flags: deriveRoleFlags(user), error: null };
  const subject = new BehaviorSubject(state);
  const partial: Partial<Session> = { state$: subject.asObservable(), getState: () => subject.value };
  return partial as Session;
}

const idleRealtime: RealtimeTransport = { connect: () => undefined, disconnect: () => undefined };

export interface EngineSubjects {
  online: BehaviorSubject<boolean>;
  pulling: BehaviorSubject<boolean>;
  lastSyncAt: BehaviorSubject<number | null>;
  pullError: BehaviorSubject<string | null>;
}

interface RenderOptions {
  user: OwnUser;
  rows?: PlanningRow[];
  path?: string;
  online?: boolean;
  pulling?: boolean;
  lastSyncAt?: number | null;
  pullError?: string | null;
  /** Run the start-up prefetch of the first screenful to completion before rendering. */
  prefetched?: boolean;
}

export async function renderPlanningPage(options: RenderOptions) {
  const db = freshDb();
  if (options.rows?.length) await db.plannings.bulkPut(options.rows);
  if (options.prefetched) await prefetchPlanningHead(db);
  const requests: HttpRequest[] = [];
  const real = createEngine({
    db,
    userId: options.user.id,
    http: { request: (request) => (requests.push(request), Promise.reject(new Error('no network in UI tests'))) },
    realtime: idleRealtime,
    network: manualNetworkStatus(options.online ?? true),
    locks: null,
    logger: silentLogger,
  });
  const subjects: EngineSubjects = {
    online: new BehaviorSubject(options.online ?? true),
    pulling: new BehaviorSubject(options.pulling ?? false),
    lastSyncAt: new BehaviorSubject<number | null>(options.lastSyncAt === undefined ? Date.now() : options.lastSyncAt),
    pullError: new BehaviorSubject<string | null>(options.pullError ?? null),
  };
  const pull = vi.fn(() => Promise.resolve(null));
  const engine: Engine = {
    ...real,
    online$: subjects.online,
    pulling$: subjects.pulling,
    lastSyncAt$: subjects.lastSyncAt,
    pullError$: subjects.pullError,
    pull,
  };
  const workspace: UserWorkspace = { userId: options.user.id, db, engine };
  const workspaces = new BehaviorSubject<UserWorkspace | null>(workspace);
  const manager: WorkspaceManager = {
    workspace$: workspaces.asObservable(),
    getWorkspace: () => workspaces.value,
    unsentWrites: () => db.outbox.count(),
    signOut: () => Promise.resolve(),
    dispose: () => real.stop(),
  };
  const services: AppServices = { session: sessionFor(options.user), redirectBrowser: vi.fn<(url: string) => void>(), reloadPage: vi.fn<() => void>() };
  const router = createMemoryRouter([{ path: '/dashboard/planning', element: <PlanningPage /> }], {
    initialEntries: [options.path ?? '/dashboard/planning'],
  });
  const view = render(
    <ChakraProvider value={system}>
      <AppServicesContext.Provider value={services}>
        <WorkspaceManagerContext.Provider value={manager}>
          <RouterProvider router={router} />
        </WorkspaceManagerContext.Provider>
      </AppServicesContext.Provider>
    </ChakraProvider>,
  );
  const user = userEvent.setup({ delay: null });
  return { ...view, db, router, subjects, requests, user, pull };
}
