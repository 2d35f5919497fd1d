/** A Vigil database with a name no other test uses (fake-indexeddb in the sync and UI projects),
 * so tests never share state. The one helper of the kind for every test project. */
import { VigilDb } from '../../src-sync/index.js';

let counter = 0;

export function freshDb(): VigilDb {
  counter += 1;
  return new VigilDb(`vigil-test-${process.pid}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2)}`);
}
