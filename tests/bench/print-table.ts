/** The bench's table: metric, value, bar, verdict. Verdicts are reported, never asserted. */

export type Verdict = 'meets' | 'misses' | 'info' | 'n/a' | 'error';

export interface Row {
  metric: string;
  value: string;
  bar: string;
  verdict: Verdict;
}

export function verdict(meets: boolean): Verdict {
  return meets ? 'meets' : 'misses';
}

export function formatTable(rows: readonly Row[]): string {
  type Cells = Record<keyof Row, string>;
  const headers: Cells = { metric: 'metric', value: 'value', bar: 'bar', verdict: 'verdict' };
  const all: Cells[] = [headers, ...rows];
  const width = (key: keyof Row) => Math.max(...all.map((row) => row[key].length));
  const widths = { metric: width('metric'), value: width('value'), bar: width('bar'), verdict: width('verdict') };
  const line = (row: Cells) => `| ${row.metric.padEnd(widths.metric)} | ${row.value.padEnd(widths.value)} | ${row.bar.padEnd(widths.bar)} | ${row.verdict.padEnd(widths.verdict)} |`;
  const rule = `|${'-'.repeat(widths.metric + 2)}|${'-'.repeat(widths.value + 2)}|${'-'.repeat(widths.bar + 2)}|${'-'.repeat(widths.verdict + 2)}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}
