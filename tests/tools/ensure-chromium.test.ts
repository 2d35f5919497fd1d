/** `npm test` and the browser: installed when missing and possible, otherwise one line saying what
 * to run. The system is replaced by recorded fakes, so nothing is installed by this test. */
import { describe, expect, it } from 'vitest';
import { ensureChromium, runsBrowserTests, type ChromiumDeps } from '../../scripts/ensure-chromium.mjs';

function fakeSystem(options: { present?: string[]; root?: boolean; aptGet?: boolean; installWorks?: boolean }) {
  const present = new Set(options.present ?? []);
  const calls: string[] = [];
  const deps: ChromiumDeps = {
    isExecutable: (file) => present.has(file),
    isRoot: () => options.root ?? true,
    hasAptGet: () => options.aptGet ?? true,
    aptGet: (args) => {
      calls.push(`apt-get ${args.join(' ')}`);
      if (args[0] === 'install' && options.installWorks !== false) present.add('/usr/bin/chromium');
      return options.installWorks !== false;
    },
    say: (line) => calls.push(`say: ${line}`),
    logFile: () => '/tmp/apt.log',
  };
  return { deps, calls };
}

describe('ensureChromium', () => {
  it('does nothing when Chromium is there', () => {
    const { deps, calls } = fakeSystem({ present: ['/usr/bin/chromium'] });
    expect(ensureChromium({}, deps)).toEqual({ ok: true });
    expect(calls).toEqual([]);
  });

  it('installs Debian’s chromium as root with apt-get, saying so', () => {
    const { deps, calls } = fakeSystem({});
    expect(ensureChromium({}, deps)).toEqual({ ok: true });
    expect(calls).toEqual([
      "say: npm test: Chromium is missing; installing Debian's chromium with apt-get (log: /tmp/apt.log)",
      'apt-get update',
      'apt-get install -y --no-install-recommends chromium',
    ]);
  });

  it.each([
    ['not root', { root: false }],
    ['without apt-get', { aptGet: false }],
  ])('%s: stops with one line saying what to run, installing nothing', (_name, system) => {
    const { deps, calls } = fakeSystem(system);
    const result = ensureChromium({}, deps);
    expect(result).toEqual({ ok: false, line: expect.stringContaining('run: sudo apt-get install chromium') });
    expect(result.ok === false && result.line.includes('\n')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('a failed install is one line naming the log', () => {
    const { deps } = fakeSystem({ installWorks: false });
    expect(ensureChromium({}, deps)).toEqual({ ok: false, line: expect.stringContaining('see /tmp/apt.log') });
  });

  it('honours CHROMIUM_PATH, and never installs over a wrong one', () => {
    const { deps, calls } = fakeSystem({ present: ['/opt/chromium/chrome'] });
    expect(ensureChromium({ CHROMIUM_PATH: '/opt/chromium/chrome' }, deps)).toEqual({ ok: true });
    expect(ensureChromium({ CHROMIUM_PATH: '/nowhere/chrome' }, deps)).toEqual({ ok: false, line: expect.stringContaining('CHROMIUM_PATH=/nowhere/chrome') });
    expect(calls).toEqual([]);
  });
});

describe('runsBrowserTests', () => {
  it.each<[string[], boolean]>([
    [[], true],
    [['--project', 'e2e'], true],
    [['--project=e2e', '--project', 'server'], true],
    [['--project', 'server'], false],
    [['--project=sync', '--project=ui'], false],
    [['tests/server/auth'], true],
  ])('%j -> %s', (args, expected) => {
    expect(runsBrowserTests(args)).toBe(expected);
  });
});
