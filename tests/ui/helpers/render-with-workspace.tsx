/**
 * Renders a screen the way the app mounts it: the Chakra system, the injected session (a stub
 * holding one signed-in user) and the open workspace (a fake-indexeddb VigilDb and a real,
 * never-started engine) through a tiny WorkspaceManager, with the toaster. No network: the
 * engine's http records every request and refuses it, and tests assert there were none.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { BehaviorSubject } from 'rxjs';
import { vi } from 'vitest';
import {
  createEngine, manualNetworkStatus, silentLogger,
  type Engine, type HttpRequest, type OwnUser, type RealtimeTransport, type UserWorkspace, type VigilDb, type WorkspaceManager,
} from '../../../src-sync/index.js';
import { system } from '../../../src/app/theme.js';
import { AppToaster } from '../../../src/shared/feedback/app-toaster.js';
import { WorkspaceManagerContext } from '../../../src/shared/local-first/workspace-context.js';
import { AppServicesContext, type AppServices } from '../../../src/shared/session/app-services.js';
import { stubSession } from './session-stub.js';

const idleRealtime: RealtimeTransport = { connect: () => undefined, disconnect: () => undefined };

/** A real engine over `db` that never reaches a network: every request is recorded and refused. */
export function offlineEngine(db: VigilDb, userId: number, online = false): { engine: Engine; requests: HttpRequest[] } {
  const requests: HttpRequest[] = [];
  const engine = createEngine({
    db, userId, realtime: idleRealtime, network: manualNetworkStatus(online), locks: null, logger: silentLogger,
    http: { request: (request) => (requests.push(request), Promise.reject(new Error('no network in UI tests'))) },
  });
  return { engine, requests };
}

/** A WorkspaceManager holding one open workspace. */
export function managerFor(db: VigilDb, userId: number, engine: Engine, extra: Partial<WorkspaceManager> = {}): WorkspaceManager {
  const subject = new BehaviorSubject<UserWorkspace | null>({ userId, db, engine });
  return {
    workspace$: subject.asObservable(),
    getWorkspace: () => subject.value,
    unsentWrites: () => db.outbox.count(),
    signOut: () => Promise.resolve(),
    dispose: () => engine.stop(),
    ...extra,
  };
}

export function servicesFor(user: OwnUser, extra: Partial<AppServices> = {}): AppServices {
  return { session: stubSession(user).session, redirectBrowser: vi.fn<(url: string) => void>(), reloadPage: vi.fn<() => void>(), ...extra };
}

/** The providers the app puts around every screen. */
export function AppFrame({ services, manager, children }: { services: AppServices; manager: WorkspaceManager; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AppServicesContext.Provider value={services}>
        <WorkspaceManagerContext.Provider value={manager}>
          {children}
          <AppToaster />
        </WorkspaceManagerContext.Provider>
      </AppServicesContext.Provider>
    </ChakraProvider>
  );
}

/** `online`: the engine's network state (offline by default: nothing may be fetched). */
export function renderWithWorkspace(db: VigilDb, user: OwnUser, ui: ReactNode, online = false) {
  const { engine, requests } = offlineEngine(db, user.id, online);
  // Returned, so a test can stand in for the session's online calls.
  const services = servicesFor(user);
  const view = render(
    <AppFrame services={services} manager={managerFor(db, user.id, engine)}>
      {ui}
    </AppFrame>,
  );
  return { ...view, user: userEvent.setup({ delay: null }), requests, services };
}
