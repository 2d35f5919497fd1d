/**
 * The start-up paint of the planning list (src/app/first-paint) covers the page until the app
 * has drawn its own screen. Whoever draws that screen first takes it away: the planning list
 * once it shows rows or says why it has none, any other page at once. Removing it twice, or
 * when nothing was painted, is harmless.
 */
let dispose: (() => void) | null = null;

export function holdFirstScreen(remove: () => void): void {
  dispose = remove;
}

export function dismissFirstScreen(): void {
  const remove = dispose;
  dispose = null;
  remove?.();
}

export function isFirstScreenShown(): boolean {
  return dispose !== null;
}

/** The planning list's own path, the one page the start-up paint is drawn for. */
export function isPlanningListPath(pathname: string): boolean {
  return /^\/dashboard\/planning\/?$/i.test(pathname);
}
