/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker that precaches the app shell (vite.config.ts, VitePWA), so Vigil
 * opens with no network after one online visit. Production builds only: in development the
 * worker would serve stale modules over Vite's HMR. With registerType 'autoUpdate' a new
 * version activates at once and the page reloads into it; the data lives in IndexedDB, and
 * queued writes survive the reload in the outbox.
 *
 * Browsers look for a new worker on their own only when the last check is a day old, so a
 * release would reach a planner who reloads all night only the next day. The app asks once at
 * every start instead: a new release is found (and reloaded into) right after the app opens,
 * before any work is in progress.
 *
 * A device's first visit (no worker controls the page yet) precaches the whole app, some
 * 1-2 s of CPU and every chunk over the network. Right after a sign-in that is exactly when the
 * first sync brings the list's window, so there the registration waits for `firstScreenIn`
 * (measured at 100,000 plannings on 2 cores: the window complete 1.5-3 s later with the precache
 * beside it). A device a worker already controls registers at once: that is the update check,
 * which costs nothing unless there is a new release, and finds one before the user signs in.
 */
import { registerSW } from 'virtual:pwa-register';

export function registerServiceWorker(firstScreenIn: Promise<void>): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller !== null) register();
  // Never signed in here (or the sync never got its window): nothing to work offline with yet.
  else firstScreenIn.then(register, () => undefined);
}

function register(): void {
  void registerSW({
    immediate: true,
    onRegisteredSW(_url: string, registration: ServiceWorkerRegistration | undefined) {
      // Offline, or the server unreachable: the current version goes on working.
      registration?.update().catch(() => undefined);
    },
    onRegisterError(error: unknown) {
      // The app works without it (online only); nothing to tell the user, but leave a trace.
      console.warn('Vigil: the offline service worker could not be registered', error);
    },
  });
}
