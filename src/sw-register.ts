/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker that precaches the app shell (vite.config.ts, VitePWA), so Vigil
 * opens with no network after one online visit. Production builds only: in development the
 * worker would serve stale modules over Vite's HMR. With registerType 'autoUpdate' a new
 * version activates at once and the page reloads into it; the data lives in IndexedDB, and
 * queued writes survive the reload in the outbox.
 */
import { registerSW } from 'virtual:pwa-register';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void registerSW({
    immediate: true,
    onRegisterError(error: unknown) {
      // The app works without it (online only); nothing to tell the user, but leave a trace.
      console.warn('Vigil: the offline service worker could not be registered', error);
    },
  });
}
