/**
 * `firstWindowIn`: what the service worker's first registration waits for (sw-register.ts). Only
 * a signed-in device whose first sync is past the list's default window lets it go: not the
 * sign-in page, not a window still loading.
 */
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { firstWindowIn } from '../../src/app/first-window-in.js';
import { DONE_PROGRESS, type BootstrapProgress, type UserWorkspace, type WorkspaceManager } from '../../src-sync/index.js';

function manager() {
  const workspace$ = new BehaviorSubject<UserWorkspace | null>(null);
  const workspaces = { workspace$ } as unknown as WorkspaceManager;
  const progress$ = new BehaviorSubject<BootstrapProgress>({ ...DONE_PROGRESS, phase: 'window' });
  const signIn = () => workspace$.next({ userId: 7, db: {}, engine: { bootstrap$: progress$ } } as unknown as UserWorkspace);
  return { workspaces, workspace$, progress$, signIn };
}

/** Whether the promise settled within a few turns of the event loop. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('firstWindowIn', () => {
  it('waits while nobody is signed in and while the first sync brings its window', async () => {
    const { workspaces, progress$, signIn } = manager();
    const windowIn = firstWindowIn(workspaces);
    expect(await settled(windowIn)).toBe(false);
    signIn();
    progress$.next({ ...DONE_PROGRESS, phase: 'window', windowLoaded: 1_000, windowTotal: 48_901 });
    expect(await settled(windowIn)).toBe(false);
    progress$.next({ ...DONE_PROGRESS, phase: 'rest', windowLoaded: 48_901, windowTotal: 48_901 });
    expect(await settled(windowIn)).toBe(true);
  });

  it('lets go at once for a device that synced before (its first sync is done)', async () => {
    const { workspaces, progress$, signIn } = manager();
    progress$.next(DONE_PROGRESS);
    signIn();
    expect(await settled(firstWindowIn(workspaces))).toBe(true);
  });

  it('a sign-out before the window is in keeps waiting for the next workspace', async () => {
    const { workspaces, workspace$, progress$, signIn } = manager();
    const windowIn = firstWindowIn(workspaces);
    signIn();
    workspace$.next(null);
    progress$.next({ ...DONE_PROGRESS, phase: 'rest' });
    expect(await settled(windowIn)).toBe(false);
    signIn();
    expect(await settled(windowIn)).toBe(true);
  });
});
