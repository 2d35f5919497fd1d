/**
 * The site the bench server serves as its distDir: the bench page (tests/bench/page, built with
 * its own Vite config) under /bench/, and at the root either the real SPA (built from the
 * project's vite.config.ts into the temp dir, never touching dist/) or a placeholder page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type InlineConfig } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH_PAGE_PATH = '/bench/';

/** The bench page's own Vite config: no React, no PWA, served under /bench/. */
export function benchPageConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    root: path.join(import.meta.dirname, 'page'),
    base: BENCH_PAGE_PATH,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 4000 },
  };
}

export interface Site {
  /** Why the SPA is not in the site (null: it is, or it was not asked for). */
  appError: string | null;
}

async function buildApp(siteDir: string, log: (line: string) => void): Promise<string | null> {
  const started = Date.now();
  try {
    await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      root: ROOT,
      logLevel: 'warn',
      build: { outDir: siteDir, emptyOutDir: true, sourcemap: false },
    });
    log(`build: the SPA into ${siteDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return null;
  } catch (error) {
    // The working tree is shared with engineers mid-edit: the bench page still runs without it.
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    log(`build: the SPA failed: ${reason}`);
    return reason;
  }
}

export async function buildSite(siteDir: string, withApp: boolean, log: (line: string) => void): Promise<Site> {
  fs.mkdirSync(siteDir, { recursive: true });
  const appError = withApp ? await buildApp(siteDir, log) : null;
  if (!withApp || appError !== null) {
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Vigil bench</title><p>The SPA is not part of this run.</p>\n');
  }
  const started = Date.now();
  await build(benchPageConfig(path.join(siteDir, 'bench')));
  log(`build: the bench page (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { appError };
}
