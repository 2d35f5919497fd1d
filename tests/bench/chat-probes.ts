/**
 * Chat probes run INSIDE the SPA page by Playwright (serialized: they use nothing from this
 * module's scope, and no named function values, which tsx's keepNames would wrap in a helper the
 * page lacks). Each resolves with absolute times (performance.timeOrigin + now, one clock for
 * every page of the browser), taken when the frame that paints the change is done: the change is
 * seen in a MutationObserver, then a message posted from the next animation frame is handled
 * once that frame's style, layout and paint are done.
 */

export interface ChatProbeTimes {
  /** The user's action (Enter, the click), or null for a probe that waits for another client. */
  startAt: number | null;
  /** When the change was in the page (the MutationObserver saw it). */
  inPageAt: number;
  /** 0 when the change was in the page before the first frame after the action began (that frame
   * shows it: what "within one frame" asks), 1 when it came later. Null without an action. */
  framesBefore: number | null;
  paintedAt: number;
}

declare global {
  interface Window {
    __vigilBenchChat?: Promise<ChatProbeTimes | null>;
  }
}

/**
 * Arms a probe: from the next keydown (`start: 'keydown'`), pointerdown (`'pointerdown'`) or now
 * (`'none'`), until the conversation shows a message containing `text` (any message when `text`
 * is empty) and that frame is painted; null when that does not happen within `waitMs`.
 */
export function armChatProbe(options: { text: string; start: 'keydown' | 'pointerdown' | 'none'; waitMs: number }): void {
  const { text, start, waitMs } = options;
  window.__vigilBenchChat = new Promise<ChatProbeTimes | null>((resolve) => {
    let startAt: number | null = null;
    let framesBefore = 0;
    let done = false;
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, waitMs);
    const observer = new MutationObserver(() => {
      if (done || (start !== 'none' && startAt === null)) return;
      const bubbles = document.querySelectorAll('[data-testid="chat-messages"] [data-testid="chat-message"]');
      const shown = text === '' ? bubbles.length > 0 : [...bubbles].some((bubble) => (bubble.textContent ?? '').includes(text));
      if (!shown) return;
      done = true;
      const inPageAt = performance.timeOrigin + performance.now();
      const frames = start === 'none' ? null : framesBefore;
      observer.disconnect();
      clearTimeout(timer);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        resolve({ startAt: startAt === null ? null : performance.timeOrigin + startAt, inPageAt, framesBefore: frames, paintedAt: performance.timeOrigin + performance.now() });
        channel.port1.close();
      };
      requestAnimationFrame(() => channel.port2.postMessage(null));
    });
    if (start !== 'none') {
      window.addEventListener(start, (event) => {
        startAt = event.timeStamp;
        // Whether the first frame after the action began before the change was in the page (rAF
        // runs at a frame's start). An inline callback: a named one would need tsx's helper.
        requestAnimationFrame(() => {
          if (!done) framesBefore += 1;
        });
      }, { capture: true, once: true });
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

export function readChatProbe(): Promise<ChatProbeTimes | null> {
  return window.__vigilBenchChat ?? Promise.resolve(null);
}
