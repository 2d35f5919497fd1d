/** The bench page: installs `window.vigilBench` for the Node driver (tests/bench/browser-bootstrap.ts). */
import type { BenchApi } from './bench-api.js';
import { ENGINE_DB_NAME, engineBootstrap } from './engine-bootstrap.js';
import { RAW_DB_NAME, rawReference } from './raw-idb.js';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
    request.onblocked = () => reject(new Error(`deleting ${name} is blocked by an open connection`));
  });
}

const api: BenchApi = {
  engineBootstrap,
  rawReference,
  async dropDatabases() {
    await deleteDatabase(ENGINE_DB_NAME);
    await deleteDatabase(RAW_DB_NAME);
  },
};

window.vigilBench = api;
const status = document.getElementById('status');
if (status) status.textContent = 'ready';
