/**
 * The worker behind `off-thread-requests.ts`: makes each request it is handed with fetch and
 * posts the answer back, its body as text. It holds nothing between requests: the caller gives
 * every header, the bearer token included, with each one.
 */
import type { OffThreadAnswer, OffThreadCall } from './off-thread-requests.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<OffThreadCall>) => void) | null;
  postMessage(message: OffThreadAnswer): void;
}

const scope = self as unknown as WorkerScope;

async function answer(call: OffThreadCall): Promise<OffThreadAnswer> {
  const { id, url, method, headers, body, timeoutMs } = call;
  try {
    const response = await fetch(new URL(url, location.origin), { method, headers, body, credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) });
    return { id, status: response.status, statusText: response.statusText, text: await response.text(), retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    // No answer: offline, refused, timed out. Status 0, as the api client reports it.
    return { id, status: 0, statusText: error instanceof Error ? error.name : 'network error', text: '', retryAfter: null };
  }
}

scope.onmessage = (event) => {
  void answer(event.data).then((result) => scope.postMessage(result));
};
