/**
 * Renders PlanningPage as the app mounts it: the Chakra system, the injected session (a stub
 * holding one signed-in user), and the open workspace — a fresh fake-indexeddb VigilDb and a real,
 * never-started engine whose online/pulling/last-sync observables are BehaviorSubjects the test
 * drives — provided through a tiny WorkspaceManager, in a memory router at /dashboard/planning.
 * The engine's http records every request; tests assert there were none.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { vi } from 'vitest';
import type { Engine, OwnUser, PlanningRow, VigilDb } from '../../../src-sync/index.js';
import { PlanningPage } from '../../../src/features/planning/planning-page.js';
import { prefetchPlanningHead } from '../../../src/features/planning/list/use-planning-head.js';
import { freshDb } from '../../helpers/fresh-db.js';
import { AppFrame, managerFor, offlineEngine, servicesFor } from '../helpers/render-with-workspace.js';


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
  /** Engine calls the test answers itself (given the database). */
  engine?: (db: VigilDb) => Partial<Engine>;
  /** Writes what the device holds besides the rows before the page renders (a first sync's state). */
  beforeRender?: (db: VigilDb) => Promise<unknown>;
  /** A device whose first sync has not completed (no feed cursor); by default it has synced. */
  neverSynced?: boolean;
}

export async function renderPlanningPage(options: RenderOptions) {
  const db = freshDb();
  if (options.rows?.length) await db.plannings.bulkPut(options.rows);
  if (!options.neverSynced) await db.sync_state.put({ key: 'cursor', value: 1 });
  if (options.prefetched) await prefetchPlanningHead(db);
  await options.beforeRender?.(db);
  const { engine: real, requests } = offlineEngine(db, options.user.id, options.online ?? true);
  const subjects: EngineSubjects = {
    online: new BehaviorSubject(options.online ?? true),
    pulling: new BehaviorSubject(options.pulling ?? false),
    lastSyncAt: new BehaviorSubject<number | null>(options.lastSyncAt !== undefined ? options.lastSyncAt : options.neverSynced ? null : Date.now()),
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
    ...options.engine?.(db),
  };
  const manager = managerFor(db, options.user.id, engine, { dispose: () => real.stop() });
  const services = servicesFor(options.user);
  const router = createMemoryRouter([{ path: '/dashboard/planning', element: <PlanningPage /> }], {
    initialEntries: [options.path ?? '/dashboard/planning'],
  });
  const view = render(
    <AppFrame services={services} manager={manager}>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  const user = userEvent.setup({ delay: null });
  return { ...view, db, router, subjects, requests, user, pull };
}
