/**
 * Renders the History column or the confirm-planning button the way the Planning Details modal
 * does: the Chakra system, a session stub holding one signed-in user, and the open workspace (a
 * fresh fake-indexeddb VigilDb and a real, never-started engine) through a tiny WorkspaceManager.
 * No network: the engine's http records every request, and tests assert there were none.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { BehaviorSubject } from 'rxjs';
import { expect, vi } from 'vitest';
import {
  VigilDb, createEngine, deriveRoleFlags, manualNetworkStatus, silentLogger,
  type HttpRequest, type Local, type OwnUser, type PlanningRow, type RealtimeTransport, type Session, type SessionState, type UserWorkspace, type WorkspaceManager,
} from '../../../src-sync/index.js';
import { system } from '../../../src/app/theme.js';
import { ConfirmPlanningButton } from '../../../src/features/planning/confirm/confirm-planning-button.js';
import { HistoryColumn } from '../../../src/features/planning/history/history-column.js';
import { AppToaster } from '../../../src/shared/feedback/app-toaster.js';
import { WorkspaceManagerContext } from '../../../src/shared/local-first/workspace-context.js';
import { AppServicesContext, type AppServices } from '../../../src/shared/session/app-services.js';

let counter = 0;

export function freshDb(): VigilDb {
  counter += 1;
  return new VigilDb(`vigil-history-${Date.now()}-${counter}-${Math.random().toString(36).slice(2)}`);
}

const unused = () => Promise.reject(new Error('not used by the history tests'));

function sessionFor(user: OwnUser): Session {
  const state: SessionState = { status: 'signed-in', user, flags: deriveRoleFlags(user), error: null };
  const subject = new BehaviorSubject(state);
  const session: Session = {
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
  return session;
}

const idleRealtime: RealtimeTransport = { connect: () => undefined, disconnect: () => undefined };

export interface Rendered {
  user: ReturnType<typeof userEvent.setup>;
  requests: HttpRequest[];
}

/** `online`: the engine's network state (offline by default: nothing may be fetched). */
export function renderWithWorkspace(db: VigilDb, user: OwnUser, ui: ReactElement, online = false): Rendered {
  const requests: HttpRequest[] = [];
  const engine = createEngine({
    db, userId: user.id, realtime: idleRealtime, network: manualNetworkStatus(online), locks: null, logger: silentLogger,
    http: { request: (request) => (requests.push(request), Promise.reject(new Error('no network in UI tests'))) },
  });
  const workspace: UserWorkspace = { userId: user.id, db, engine };
  const subject = new BehaviorSubject<UserWorkspace | null>(workspace);
  const manager: WorkspaceManager = {
    workspace$: subject.asObservable(),
    getWorkspace: () => subject.value,
    unsentWrites: () => db.outbox.count(),
    signOut: () => Promise.resolve(),
    dispose: () => engine.stop(),
  };
  const services: AppServices = { session: sessionFor(user), redirectBrowser: vi.fn<(url: string) => void>(), reloadPage: vi.fn<() => void>() };
  render(
    <ChakraProvider value={system}>
      <AppServicesContext.Provider value={services}>
        <WorkspaceManagerContext.Provider value={manager}>
          {ui}
          <AppToaster />
        </WorkspaceManagerContext.Provider>
      </AppServicesContext.Provider>
    </ChakraProvider>,
  );
  return { user: userEvent.setup({ delay: null }), requests };
}

export function renderHistory(db: VigilDb, user: OwnUser, planning: Local<PlanningRow>, online = false): Rendered {
  return renderWithWorkspace(db, user, <HistoryColumn planning={planning} />, online);
}

export function renderConfirm(db: VigilDb, user: OwnUser, planning: Local<PlanningRow>): Rendered {
  return renderWithWorkspace(db, user, <ConfirmPlanningButton planning={planning} />);
}

/** Waits for the outbox to hold `count` rows and returns them in order. */
export async function outboxRows(db: VigilDb, count: number) {
  await waitFor(async () => expect(await db.outbox.count()).toBe(count));
  return db.outbox.orderBy('seq').toArray();
}
