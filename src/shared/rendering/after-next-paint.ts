/**
 * Resolves once the browser has drawn the next frame: a callback of the frame's animation-frame
 * step posts a message, and the message is handled after that frame's style, layout and paint.
 * Work started then (evaluating the app's chunk: some 150 ms of script here) cannot hold back the
 * frame that shows what was just put in the document. A hidden page draws no frames: there it
 * resolves at once, and `maxWaitMs` bounds the wait of a page that stops drawing meanwhile.
 */
export function afterNextPaint(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    // A hidden page has no frame to wait for, and its timers are throttled to one a second: the
    // bound would then be a second, not `maxWaitMs` (an SOS siren in a background tab).
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, maxWaitMs);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        clearTimeout(timer);
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  });
}
