/** fetch against the test server, with the role's bearer token. */
import type { TestServer } from '../helpers/test-server.js';
import type { Change, FeedPage } from '../../../src-sync/protocol/sync.js';

export interface Reply<T> {
  status: number;
  body: T;
}

export async function get<T = unknown>(server: TestServer, path: string, token?: string): Promise<Reply<T>> {
  const res = await fetch(`${server.url}${path}`, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
  const text = await res.text();
  return { status: res.status, body: (text === '' ? null : JSON.parse(text)) as T };
}

/** Pulls the feed from `cursor` until has_more is false; returns every change and the last cursor. */
export async function pullAll(server: TestServer, token: string, cursor = 0, limit = 1000): Promise<{ changes: Change[]; cursor: number; pages: number }> {
  const changes: Change[] = [];
  let pages = 0;
  for (;;) {
    const reply = await get<FeedPage>(server, `/api/sync/changes?cursor=${cursor}&limit=${limit}`, token);
    if (reply.status !== 200) throw new Error(`feed answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    changes.push(...reply.body.changes);
    cursor = reply.body.cursor;
    pages += 1;
    if (!reply.body.has_more) return { changes, cursor, pages };
  }
}

export const idsOf = (changes: Change[], entity: string, op: 'upsert' | 'delete' = 'upsert'): number[] =>
  changes.filter((c) => c.entity === entity && c.op === op).map((c) => c.id).sort((a, b) => a - b);
