/** An in-process Web Locks stand-in with the semantics the leader election relies on: exclusive
 * locks granted in request order, held until the callback's promise settles, and a waiting
 * request rejected with AbortError when its signal aborts. */
import type { LockManagerLike } from '../../../src-sync/leader/leader-election.js';

interface Waiter {
  callback: (lock: unknown) => Promise<void>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class FakeLocks implements LockManagerLike {
  private held = new Set<string>();
  private queues = new Map<string, Waiter[]>();

  request(name: string, options: { signal?: AbortSignal }, callback: (lock: unknown) => Promise<void>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { callback, resolve, reject };
      const queue = this.queues.get(name) ?? [];
      queue.push(waiter);
      this.queues.set(name, queue);
      options.signal?.addEventListener('abort', () => {
        const index = queue.indexOf(waiter);
        if (index >= 0) {
          queue.splice(index, 1);
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
        }
      });
      this.grant(name);
    });
  }

  private grant(name: string): void {
    if (this.held.has(name)) return;
    const waiter = this.queues.get(name)?.shift();
    if (!waiter) return;
    this.held.add(name);
    waiter
      .callback({ name })
      .then(waiter.resolve, waiter.reject)
      .finally(() => {
        this.held.delete(name);
        this.grant(name);
      });
  }
}
