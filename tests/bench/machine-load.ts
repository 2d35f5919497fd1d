/** What else the machine was doing: the bench shares it with other engineers' test runs. */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface LoadSample {
  at: string;
  loadavg: [number, number, number];
  /** Other processes whose command line mentions vitest, chromium or tsx. */
  vitest: number;
  chromium: number;
}

function countProcesses(pattern: RegExp): number {
  try {
    const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
    return lines.filter((line) => pattern.test(line) && !line.includes(String(process.pid))).length;
  } catch {
    return -1;
  }
}

export function sampleLoad(): LoadSample {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg();
  return {
    at: new Date().toISOString(),
    loadavg: [one, five, fifteen].map((n) => Math.round(n * 100) / 100) as [number, number, number],
    vitest: countProcesses(/node.*vitest/),
    chromium: countProcesses(/chromium.*--type=renderer/),
  };
}

export function describeLoad(label: string, sample: LoadSample): string {
  return `${label}: load average ${sample.loadavg.join(' / ')} (1/5/15 min) on ${os.cpus().length} CPUs, ${sample.vitest} vitest and ${sample.chromium} Chromium renderer processes`;
}

/** Samples the load every `intervalMs` while the bench runs (ps is cheap at this rate). */
export class LoadMonitor {
  readonly samples: LoadSample[] = [];
  private timer: NodeJS.Timeout | null = null;

  start(intervalMs = 10_000): void {
    this.samples.push(sampleLoad());
    this.timer = setInterval(() => this.samples.push(sampleLoad()), intervalMs);
    this.timer.unref();
  }

  /** Drops the samples taken so far (the seed, the build, waiting): only measuring counts. */
  restart(): void {
    this.samples.splice(0, this.samples.length, sampleLoad());
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.samples.push(sampleLoad());
  }

  describe(): string {
    const loads = this.samples.map((s) => s.loadavg[0]);
    const mean = loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length);
    const busy = this.samples.filter((s) => s.vitest > 0).length;
    const maxVitest = Math.max(0, ...this.samples.map((s) => s.vitest));
    return `While measuring (${this.samples.length} samples, every 10 s): 1-min load average mean ${mean.toFixed(2)}, peak ${Math.max(0, ...loads).toFixed(2)} on ${os.cpus().length} CPUs; `
      + `other vitest processes in ${busy} of ${this.samples.length} samples (at most ${maxVitest})`;
  }
}

/** Waits (up to `maxMs`) for a machine with no vitest run and a 1-min load below the CPU count. */
export async function waitForQuiet(maxMs: number, log: (line: string) => void): Promise<boolean> {
  const deadline = Date.now() + maxMs;
  for (let said = false; ; said = true) {
    const sample = sampleLoad();
    if (sample.vitest === 0 && sample.loadavg[0] < os.cpus().length) return true;
    if (Date.now() >= deadline) {
      log(`machine: still busy after waiting (${describeLoad('now', sample)}); measuring anyway`);
      return false;
    }
    if (!said) log(`machine: busy (${sample.vitest} vitest, load ${sample.loadavg[0]}); waiting for a quiet moment…`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
}
