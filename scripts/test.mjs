#!/usr/bin/env node
// `npm test`: the whole suite in one command. Lint (with the layer rules), the type check and the
// SPA build each count as one check; every vitest case (sync, ui, server, e2e) counts as one test.
// Ends with the line `N passed, N failed` that CI reads. Extra args go to vitest (e.g. a project).
// The browser tests need Chromium: it is installed first when missing and possible, or the run
// stops at once with one line saying what to run (scripts/ensure-chromium.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, runsBrowserTests } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
if (runsBrowserTests(args)) {
  const browser = ensureChromium();
  if (!browser.ok) {
    process.stdout.write(`${browser.line}\n`);
    process.exit(1);
  }
}
let passed = 0;
let failed = 0;

function step(name, cmd, cmdArgs) {
  process.stdout.write(`\n== ${name}: ${cmd} ${cmdArgs.join(' ')}\n`);
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: process.env });
  if (r.status === 0) passed += 1;
  else {
    failed += 1;
    process.stdout.write(`!! ${name} failed\n`);
  }
  return r.status === 0;
}

/** Like step, output held back until it ends, so two of them can run side by side on the two
 * cores without their lines interleaving. */
function quietStep(name, cmd, cmdArgs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let settled = false;
    const done = (ok) => {
      if (settled) return;
      settled = true;
      process.stdout.write(`\n== ${name}: ${cmd} ${cmdArgs.join(' ')}\n${Buffer.concat(output).toString()}`);
      if (ok) passed += 1;
      else {
        failed += 1;
        process.stdout.write(`!! ${name} failed\n`);
      }
      resolve(ok);
    };
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

/** One vitest run with its own JSON report; resolves when it ends. */
function runVitest(runArgs) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-test-')), 'vitest.json');
  const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...runArgs];
  process.stdout.write(`\n== tests: npx ${vitestArgs.join(' ')}\n`);
  return new Promise((resolve) => {
    const child = spawn('npx', vitestArgs, { stdio: 'inherit', env: process.env });
    child.on('error', () => resolve({ status: 1, report }));
    child.on('close', (code) => resolve({ status: code ?? 1, report }));
  });
}

/** Adds a run's results to the totals; a run that ended badly counts as a failure at least once. */
function count({ status, report }) {
  let runFailed = 0;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests ?? 0;
    runFailed += json.numFailedTests ?? 0;
    // A test file that failed to load has no test results; count it so it cannot pass silently.
    for (const file of json.testResults ?? []) {
      if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) runFailed += 1;
    }
  } else {
    runFailed += 1;
  }
  if (status !== 0 && runFailed === 0) runFailed += 1;
  failed += runFailed;
}

const UNIT_PROJECTS = ['sync', 'ui', 'ui-isolated', 'server', 'tools'].flatMap((name) => ['--project', name]);

if (args.length > 0) {
  // A chosen part of the suite (e.g. `npm test -- --project e2e`): the build, then vitest.
  const built = step('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
  count(await runVitest(built ? args : [...args, ...UNIT_PROJECTS]));
} else {
  // Lint (type-aware, the longest single-threaded step) runs beside the type check, the unit
  // projects and then the build: lint outlasts the units by some two minutes here, and the build
  // takes that core instead of waiting for lint. The browser tests need the build and both cores
  // of their own, so they come last.
  const [, built] = await Promise.all([
    quietStep('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
    (async () => {
      await quietStep('types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
      count(await runVitest(UNIT_PROJECTS));
      return quietStep('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
    })(),
  ]);
  if (built) count(await runVitest(['--project', 'e2e']));
}

process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
