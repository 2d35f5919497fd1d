/**
 * Resolves in a new macrotask, after every microtask the current one queued: whatever reacted to
 * an IndexedDB commit (Dexie's live queries start their reads in that commit's task) has created
 * its transactions by then. A posted message rather than a timer: timers of a hidden tab are
 * throttled to one a second, and a first sync often runs in a tab the user left.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves when the main thread is next idle (after the frame being rendered and whatever
 * input is waiting), or after `timeoutMs` at the latest; where there is no idle callback
 * (Node, tests), in the next task.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return nextTask();
  return new Promise<void>((resolve) => {
    requestIdleCallback(() => resolve(), { timeout: timeoutMs });
  });
}
