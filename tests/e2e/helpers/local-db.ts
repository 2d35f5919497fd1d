/** Reads the signed-in user's IndexedDB (the Dexie database `vigil-<userId>`) inside the page,
 * with the raw IndexedDB API so the test does not depend on the engine's own code. */
import type { Page } from 'playwright-core';

export function localIds(page: Page, userId: number, table: string): Promise<number[] | null> {
  return page.evaluate(
    ({ name, store }) =>
      new Promise<number[] | null>((resolve) => {
        // Opening a database that does not exist yet would create it empty and race Dexie.
        void indexedDB.databases().then((all) => {
          if (!all.some((d) => d.name === name)) {
            resolve(null);
            return;
          }
          read();
        });
        const read = () => {
        const request = indexedDB.open(name);
        request.onerror = () => resolve(null);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve(null);
            return;
          }
          const keys = db.transaction(store, 'readonly').objectStore(store).getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(Number));
          };
          keys.onerror = () => {
            db.close();
            resolve(null);
          };
        };
        };
      }),
    { name: `vigil-${userId}`, store: table },
  );
}
