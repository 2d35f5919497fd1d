import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

/** Server paths a navigation must reach for real: the service worker never answers them with the
 * app shell (OAuth sign-in page, server logout, realtime socket, API). */
const SERVER_PATHS = ['api', 'oauth', 'broadcasting', 'app', 'logout', 'healthz'];

export default defineConfig({
  plugins: [
    react(),
    // Offline (DESIGN.md section 3): after one online visit the app shell is precached, so a
    // reload with no network opens Vigil and reads everything from IndexedDB. Data is never
    // cached here: no runtime caching of /api (it would serve stale, other-user or revoked data).
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      // Registered from the app (src/sw-register.ts), production builds only.
      injectRegister: false,
      // public/icons/* are in dist/ and matched by globPatterns; listing them again would only
      // duplicate precache entries.
      includeManifestIcons: false,
      manifest: {
        name: 'Vigil',
        short_name: 'Vigil',
        description: 'Planning, requests and team chat of the guarding company.',
        theme_color: '#1a365d',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/dashboard',
        scope: '/',
        icons: [
          { src: '/icons/vigil-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/vigil-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/vigil-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/vigil.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // mjs: the team map's worker (MapLibre's own module file, see team-map.tsx).
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,woff2,webmanifest}'],
        // The main chunk is large (chunkSizeWarningLimit below); it must be precached all the same.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: SERVER_PATHS.map((segment) => new RegExp(`^/${segment}(/|$|\\?)`)),
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // The engine's modules and the features' only define things (no import is made for its
      // effect; their public entries are lists of re-exports), so a chunk takes only the modules
      // it uses. The page's entry uses the start-up read and the planning list's start-up parts,
      // and must not carry Dexie, zod, React and the rest of the planning feature with them. The
      // shared date formats (src/shared/format) only define things too.
      treeshake: { moduleSideEffects: (id) => !id.includes('/src-sync/') && !id.includes('/src/features/') && !id.includes('/src/shared/format/') },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/oauth': apiTarget,
      '/broadcasting': apiTarget,
      '/logout': apiTarget,
      '/app': { target: apiTarget, ws: true },
    },
  },
});
