/**
 * Renders PlanningDetailsModal the way the app does: the Chakra system, the injected session
 * (a stub holding one signed-in user) and the open workspace (a fresh fake-indexeddb VigilDb and
 * a real, never-started engine) through a tiny WorkspaceManager. No network: the engine's http
 * records every request, and a test asserts there were none.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { vi } from 'vitest';
import {
  VigilDb, createEngine, deriveRoleFlags, manualNetworkStatus, silentLogger,
  type HttpRequest, type OwnUser, type RealtimeTransport, type Session, type SessionState, type UserWorkspace, type WorkspaceManager,
} from '../../../src-sync/index.js';
import { system } from '../../../src/app/theme.js';
import { PlanningDetailsModal } from '../../../src/features/planning/details/planning-details-modal.js';
import { AppToaster } from '../../../src/shared/feedback/app-toaster.js';
import { WorkspaceManagerContext } from '../../../src/shared/local-first/workspace-context.js';
import { AppServicesContext, type AppServices } from '../../../src/shared/session/app-services.js';

let dbCounter = 0;

export function freshDb(): VigilDb {
  dbCounter += 1;
  return new VigilDb(`vigil-details-${Date.now()}-${dbCounter}-${Math.random().toString(36).slice(2)}`);
}

const unused = () => Promise.reject(new Error('not used by the Planning Details tests'));

export function sessionFor(user: OwnUser): Session {
  const state: SessionState = { status: 'signed-in', user, flags: deriveRoleFlags(user), error: null };
  const subject = new BehaviorSubject(state);
  return {
    state$: subject.asObservable(),
    getState: () => subject.value,
    checkAuthorization: () => Promise.resolve(),
    login: unused,
    logout: () => Promise.resolve(),
    logoutRedirectUrl: () => '/logout',
    reloadUser: unused,
    setPassword: unused,
    signup: unused,
    forgotPassword: unused,
    resetPassword: unused,
    startOAuthSignIn: unused,
    completeOAuthSignIn: unused,
  };
}

const idleRealtime: RealtimeTransport = { connect: () => undefined, disconnect: () => undefined };

export function workspaceFor(db: VigilDb, userId: number): { manager: WorkspaceManager; requests: HttpRequest[] } {
  const requests: HttpRequest[] = [];
  const engine = createEngine({
    db,
    userId,
    http: { request: (request) => (requests.push(request), Promise.reject(new Error('no network in UI tests'))) },
    realtime: idleRealtime,
    network: manualNetworkStatus(false),
    locks: null,
    logger: silentLogger,
  });
  const workspace: UserWorkspace = { userId, db, engine };
  const subject = new BehaviorSubject<UserWorkspace | null>(workspace);
  const manager: WorkspaceManager = {
    workspace$: subject.asObservable(),
    getWorkspace: () => subject.value,
    unsentWrites: () => db.outbox.count(),
    signOut: () => Promise.resolve(),
    dispose: () => engine.stop(),
  };
  return { manager, requests };
}

export function renderDetails(db: VigilDb, user: OwnUser, planningId: number) {
  const { manager, requests } = workspaceFor(db, user.id);
  const services: AppServices = { session: sessionFor(user), redirectBrowser: vi.fn<(url: string) => void>(), reloadPage: vi.fn<() => void>() };
  const onClose = vi.fn<() => void>();
  const view = render(
    <ChakraProvider value={system}>
      <AppServicesContext.Provider value={services}>
        <WorkspaceManagerContext.Provider value={manager}>
          <PlanningDetailsModal planningId={planningId} onClose={onClose} />
          <AppToaster />
        </WorkspaceManagerContext.Provider>
      </AppServicesContext.Provider>
    </ChakraProvider>,
  );
  const user_ = userEvent.setup({ delay: null });
  return { ...view, user: user_, onClose, requests };
}
