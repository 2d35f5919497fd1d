import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Test files that replace a module (vi.mock) or test a module's once-per-page state need modules
 * of their own: they run isolated. Every other file of a project shares its worker's modules,
 * which saves most of the suite's time (importing the app again per file cost more than the
 * tests themselves); tests/tools/isolated-test-files.test.ts keeps the naming honest. */
const ISOLATED = '**/*.isolated.test.{ts,tsx}';

export default defineConfig({
  test: {
    // Two cores: two workers (vitest's default leaves one core idle).
    maxWorkers: 2,
    projects: [
      // The sync tests' waits (eventually, 10 s) must fit in a test: a full run shares two cores with Chromium.
      { test: { name: 'sync', include: ['tests/sync/**/*.test.ts'], environment: 'node', setupFiles: ['tests/sync/setup.ts'], testTimeout: 30_000, isolate: false } },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          exclude: [ISOLATED],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 20_000,
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: { name: 'ui-isolated', include: [`tests/ui/${ISOLATED}`], environment: 'jsdom', setupFiles: ['tests/ui/setup.ts'], testTimeout: 20_000 },
      },
      { test: { name: 'tools', include: ['tests/tools/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', pool: 'forks', isolate: false, testTimeout: 20_000 } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll's default second was too short for a lazy screen on a busy machine.
          expect: { poll: { timeout: 15_000 } },
          // One file at a time: the files share one seeded server, and two side by side (each with
          // a server of its own) were slower on two cores, which Chromium already fills.
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
