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

export async function buildSite(siteDir: string, withApp: boolean, log: (line: string) => void): Promise<void> {
  fs.mkdirSync(siteDir, { recursive: true });
  if (withApp) {
    const started = Date.now();
    await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      root: ROOT,
      logLevel: 'warn',
      build: { outDir: siteDir, emptyOutDir: true, sourcemap: false },
    });
    log(`build: the SPA into ${siteDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } else {
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Vigil bench</title><p>The SPA is not part of this run.</p>\n');
  }
  const started = Date.now();
  await build(benchPageConfig(path.join(siteDir, 'bench')));
  log(`build: the bench page (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
