/** The bench page: installs `window.vigilBench` for the Node driver (tests/bench/browser-bootstrap.ts). */
import type { BenchApi } from './bench-api.js';
import { ENGINE_DB_NAME, engineBootstrap } from './engine-bootstrap.js';
import { RAW_DB_NAME, rawReference } from './raw-idb.js';
import { OUTBOX_DB_NAME, goOnline, outboxProblems, outboxState, prepareOutbox, queueWrites, stopOutbox, waitDrained } from './outbox-drain.js';

/** `blocked` is not a failure: the deletion goes on once the last connection has closed (a
 * closing Dexie instance can lag behind), so it only bounds the wait. */
function deleteDatabase(name: string, timeoutMs = 120_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    const timer = setTimeout(() => reject(new Error(`deleting ${name} stayed blocked for ${timeoutMs / 1000} s`)), timeoutMs);
    request.onsuccess = () => {
      clearTimeout(timer);
      resolve();
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error ?? new Error(`could not delete ${name}`));
    };
  });
}

const api: BenchApi = {
  engineBootstrap,
  rawReference,
  prepareOutbox,
  queueWrites,
  outboxState,
  goOnline,
  waitDrained,
  outboxProblems,
  stopOutbox,
  async dropDatabases() {
    await deleteDatabase(ENGINE_DB_NAME);
    await deleteDatabase(RAW_DB_NAME);
    await deleteDatabase(OUTBOX_DB_NAME);
  },
};

window.vigilBench = api;
const status = document.getElementById('status');
if (status) status.textContent = 'ready';
