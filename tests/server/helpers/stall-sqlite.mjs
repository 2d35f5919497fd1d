/**
 * Preloaded (`node --import`) into a real server process by tests/server/helpers/server-process.ts
 * to freeze it at an exact point of a write, so the test can SIGKILL it there:
 * - VIGIL_TEST_STALL=before-commit: right after the first INSERT into VIGIL_TEST_STALL_TABLE,
 *   inside the write's transaction (nothing committed yet);
 * - VIGIL_TEST_STALL=after-commit: right after the COMMIT of the transaction that made that
 *   INSERT, before any JavaScript of the server runs again (the answer not yet sent).
 * On arrival it writes VIGIL_TEST_STALL_MARKER and blocks the process for good. Test-only: the
 * server never loads it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const mode = process.env.VIGIL_TEST_STALL;
const table = process.env.VIGIL_TEST_STALL_TABLE ?? '';
const marker = process.env.VIGIL_TEST_STALL_MARKER ?? '';

function stallForever() {
  fs.writeFileSync(marker, mode ?? 'stalled');
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (;;) Atomics.wait(cell, 0, 0);
}

function stallAfter(statement) {
  for (const method of ['run', 'get', 'all']) {
    const original = statement[method];
    statement[method] = (...args) => {
      const result = original.apply(statement, args);
      stallForever();
      return result;
    };
  }
  return statement;
}

if (mode === 'before-commit' || mode === 'after-commit') {
  let insertSeen = false;
  const prepare = Database.prototype.prepare;
  Database.prototype.prepare = function prepareWithStall(source) {
    const statement = prepare.call(this, source);
    const sqlText = String(source).trim().toLowerCase();
    if (!insertSeen && sqlText.startsWith(`insert into "${table}"`)) {
      insertSeen = true;
      return mode === 'before-commit' ? stallAfter(statement) : statement;
    }
    if (insertSeen && mode === 'after-commit' && sqlText === 'commit') return stallAfter(statement);
    return statement;
  };
}
