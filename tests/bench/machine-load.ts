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
