export declare const DEFAULT_CHROMIUM: string;
export declare function runsBrowserTests(args: string[]): boolean;
export interface ChromiumDeps {
  isExecutable(file: string): boolean;
  isRoot(): boolean;
  hasAptGet(): boolean;
  aptGet(args: string[], log: string): boolean;
  say(line: string): void;
  logFile(): string;
}
export declare function ensureChromium(env?: Record<string, string | undefined>, deps?: ChromiumDeps): { ok: true } | { ok: false; line: string };
