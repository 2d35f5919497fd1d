// The browser tests drive Debian's Chromium (playwright-core downloads no browser here). Before
// `npm test` runs them, this makes sure it is there: when it is missing and this process may
// install packages (root, apt-get present), it installs Debian's `chromium`; otherwise it says in
// one line what to run, and `npm test` stops at once instead of failing every browser test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** True when the vitest arguments leave the e2e project in the run. */
export function runsBrowserTests(args) {
  const projects = [];
  args.forEach((arg, i) => {
    if (arg === '--project' && args[i + 1] !== undefined) projects.push(args[i + 1]);
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
  });
  return projects.length === 0 || projects.includes('e2e');
}

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

const systemDeps = {
  isExecutable,
  isRoot: () => process.getuid?.() === 0,
  hasAptGet: () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0,
  /** Runs apt-get with its output in `log`; true when it succeeded. */
  aptGet: (args, log) => {
    const out = fs.openSync(log, 'a');
    try {
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      return spawnSync('apt-get', args, { stdio: ['ignore', out, out], env }).status === 0;
    } finally {
      fs.closeSync(out);
    }
  },
  say: (line) => process.stdout.write(`${line}\n`),
  logFile: () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-apt-')), 'apt.log'),
};

/**
 * Returns `{ ok: true }` when the browser is there (or now installed), or `{ ok: false,
 * line }` with the one line that says what to run.
 */
export function ensureChromium(env = process.env, deps = systemDeps) {
  const browser = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  if (deps.isExecutable(browser)) return { ok: true };
  if (env.CHROMIUM_PATH) {
    return { ok: false, line: `npm test: CHROMIUM_PATH=${browser} is not an executable browser; point it at Chromium, or unset it and run: sudo apt-get install chromium` };
  }
  if (!deps.isRoot() || !deps.hasAptGet()) {
    return { ok: false, line: `npm test: the browser tests need Chromium at ${DEFAULT_CHROMIUM}; run: sudo apt-get install chromium (or set CHROMIUM_PATH), then npm test again` };
  }
  const log = deps.logFile();
  deps.say(`npm test: Chromium is missing; installing Debian's chromium with apt-get (log: ${log})`);
  const installed = deps.aptGet(['update'], log) && deps.aptGet(['install', '-y', '--no-install-recommends', 'chromium'], log);
  if (installed && deps.isExecutable(DEFAULT_CHROMIUM)) return { ok: true };
  return { ok: false, line: `npm test: installing Chromium failed (see ${log}); run: apt-get update && apt-get install chromium, then npm test again` };
}
