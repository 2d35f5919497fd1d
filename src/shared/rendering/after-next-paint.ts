/**
 * Resolves once the browser has drawn the next frame: a callback of the frame's animation-frame
 * step posts a message, and the message is handled after that frame's style, layout and paint.
 * Work started then (evaluating the app's chunk: some 150 ms of script here) cannot hold back the
 * frame that shows what was just put in the document. A hidden page draws no frames, so
 * `maxWaitMs` bounds the wait.
 */
export function afterNextPaint(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
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
