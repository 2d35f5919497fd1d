/**
 * Functions run INSIDE the SPA page by Playwright (serialized, so they use nothing from this
 * module's scope). Times are performance.now(), i.e. milliseconds since navigation start.
 */

declare global {
  interface Window {
    /** Set by the first-row probe, per selector: when the frame that paints the first matching
     * row was done (the start-up paint's rows, and the app's own list rows). */
    __vigilBenchRowsAt?: Record<string, number>;
    __vigilBenchKeystroke?: Promise<number | null>;
  }
}

/** Init script (every navigation): for each named selector, records when the first frame with a
 * matching row in the DOM was painted. */
export function installFirstRowProbe(selectors: Record<string, string>): void {
  const seen: Record<string, number> = {};
  window.__vigilBenchRowsAt = seen;
  const observer = new MutationObserver(() => {
    let pending = 0;
    for (const [name, selector] of Object.entries(selectors)) {
      if (name in seen) continue;
      if (document.querySelector(selector) === null) {
        pending += 1;
        continue;
      }
      seen[name] = -1;
      // The frame that paints the row starts with the animation frame callback; a message posted
      // there is handled once that frame's style, layout and paint are done: the row is painted.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        seen[name] = performance.now();
        channel.port1.close();
      };
      requestAnimationFrame(() => channel.port2.postMessage(null));
    }
    if (pending === 0) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Arms a probe: from the next keydown to the first mutation touching planning rows, plus the
 * frame that paints it, to that frame's end; null when nothing changed within `waitMs`. Read with
 * readKeystrokeProbe. */
export function armKeystrokeProbe(options: { rowSelector: string; waitMs: number }): void {
  // No named function values in here: tsx's keepNames would wrap them in a helper the page lacks.
  const { rowSelector, waitMs } = options;
  window.__vigilBenchKeystroke = new Promise<number | null>((resolve) => {
    let keyAt: number | null = null;
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, waitMs);
    const observer = new MutationObserver((records) => {
      if (keyAt === null) return;
      let relevant = false;
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        if (target !== null && (target.closest(rowSelector) !== null || target.querySelector(rowSelector) !== null)) relevant = true;
        for (const node of [...record.addedNodes, ...record.removedNodes]) {
          if (node instanceof Element && (node.matches(rowSelector) || node.querySelector(rowSelector) !== null)) relevant = true;
        }
        if (relevant) break;
      }
      if (!relevant) return;
      observer.disconnect();
      clearTimeout(timer);
      const start = keyAt;
      // As the first-row probe: until the frame that paints the change is done.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        resolve(performance.now() - start);
        channel.port1.close();
      };
      requestAnimationFrame(() => channel.port2.postMessage(null));
    });
    window.addEventListener('keydown', (event) => {
      keyAt = event.timeStamp;
    }, { capture: true, once: true });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

export function readKeystrokeProbe(): Promise<number | null> {
  return window.__vigilBenchKeystroke ?? Promise.resolve(null);
}
