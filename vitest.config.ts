import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      // The sync tests' waits (eventually, 10 s) must fit in a test: a full run shares two cores with Chromium.
      { test: { name: 'sync', include: ['tests/sync/**/*.test.ts'], environment: 'node', setupFiles: ['tests/sync/setup.ts'], testTimeout: 30_000 } },
      {
        plugins: [react()],
        test: { name: 'ui', include: ['tests/ui/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/ui/setup.ts'], testTimeout: 20_000 },
      },
      { test: { name: 'tools', include: ['tests/tools/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', pool: 'forks' } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
