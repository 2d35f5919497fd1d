/**
 * The signed-in user's UI language (PUT /api/account/own {language}), queued like every write so
 * a choice made offline reaches the server once it can. The own account is not a synced table:
 * nothing local changes here; the session keeps the choice over the stored account
 * (session.patchOwnUser), so a reload, even offline, opens in it. Keyed `accounts:<user id>`, so
 * two changes of the same user's language are delivered in the order they were made.
 */
import type { LocalDb } from '../db/local-db.js';
import { writableDb } from '../db/vigil-db.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { ownAccountUpdateSchema, type UiLanguage } from '../protocol/own-account.js';
import { parseInput } from './mutation-input.js';

export async function updateOwnLanguage(local: LocalDb, userId: number, language: string): Promise<{ result: MutationResult; language: UiLanguage }> {
  const db = writableDb(local);
  const body = parseInput(ownAccountUpdateSchema, { language });
  const result = await runMutation(db, () =>
    Promise.resolve({
      op: 'update-own-language',
      entity: 'accounts',
      recordId: userId,
      method: 'PUT',
      path: '/api/account/own',
      targetId: null,
      body,
      effects: [],
    }),
  );
  return { result, language: body.language };
}
