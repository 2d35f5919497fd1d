/**
 * Requests made on another thread (a dedicated worker) for callers that must not spend their
 * own task on one: a chat message's request leaves in the keystroke that sent it, and axios with
 * the browser's XHR took about 2 ms of that keystroke on the main thread (its echo must render in
 * the same frame); handing the request to a worker takes 0.1 ms. A first sync's pages come this
 * way too: on the main thread, XHR decoded and buffered each 4 MB answer chunk by chunk as it
 * arrived, some 200 ms of main thread a page that the rows' write was waiting for (measured at
 * 100,000 plannings: the default window 10% sooner from the worker). Only JSON requests go this
 * way; the api client decides (api-client.ts `requestOffThread`) and handles the answer like its
 * own.
 */
export interface OffThreadCall {
  id: number;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  timeoutMs: number;
}

/** A request's answer; status 0 when none came (offline, refused, timed out). */
export interface OffThreadAnswer {
  id: number;
  status: number;
  statusText: string;
  /** The body as text ('' for none), parsed by the caller: a string crosses to the other thread
   * as one copy, where the parsed rows of a bootstrap page cost more to post than to parse. */
  text: string;
  retryAfter: string | null;
}

export interface OffThreadRequests {
  /** The answer; null when the worker could not make the request (it failed to start or died):
   * the caller then makes it itself. */
  send(call: Omit<OffThreadCall, 'id'>): Promise<OffThreadAnswer | null>;
}

/**
 * Requests through a module worker, started now so that the first message does not wait for its
 * script. Null where there are no workers (Node, tests), or the worker cannot start: callers
 * then make their requests themselves.
 */
export function createWorkerRequests(): OffThreadRequests | null {
  if (typeof Worker !== 'function' || typeof window === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./request-worker.ts', import.meta.url), { type: 'module', name: 'vigil-requests' });
  } catch {
    return null;
  }
  const waiting = new Map<number, (answer: OffThreadAnswer | null) => void>();
  let nextId = 0;
  let broken = false;
  const failAll = () => {
    broken = true;
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  };
  worker.onmessage = (event: MessageEvent<OffThreadAnswer>) => {
    const settle = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    settle?.(event.data);
  };
  // A worker that failed to load answers nothing: every request waiting is made again by the
  // caller (with the same Idempotency-Key, so one the worker did send is stored once).
  worker.onerror = failAll;
  return {
    send(call) {
      if (broken) return Promise.resolve(null);
      nextId += 1;
      const id = nextId;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ ...call, id } satisfies OffThreadCall);
      });
    },
  };
}
