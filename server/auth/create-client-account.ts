/** Sign-up: a new client organisation with its first user (unverified, no password yet: the
 * mailed link sets it) and the account linking them. The user's language is the one the sign-up
 * page was shown in (the browser's, server/i18n/languages.ts), so the welcome mail and the app
 * after sign-in speak it too. One transaction, so a failure leaves no
 * orphan organisation; the change log records the rows the sync feed serves. */
import type { SignupBody } from '../../src-sync/protocol/auth.js';
import type { UiLanguage } from '../../src-sync/protocol/ui-languages.js';
import type { Db } from '../db/connect.js';
import type { UserRow } from '../db/types.js';
import { recordChange } from '../sync/change-log.js';
import { normalizeEmail } from './credentials.js';

export async function createClientAccount(db: Db, body: SignupBody, language: UiLanguage): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const email = normalizeEmail(body.email);
    const client = await trx
      .insertInto('clients')
      .values({ name: body.company_name, email })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('users')
      .values({
        email,
        password_hash: null,
        first_name: body.first_name,
        last_name: body.last_name,
        language,
        verified: 0,
        entity: 'client',
        roles: '[]',
        client_id: client.id,
        subcontractor_id: null,
        agent_id: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const account = await trx
      .insertInto('accounts')
      .values({ user_id: user.id, client_id: client.id, subcontractor_id: null, role: 'owner' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordChange(trx, 'clients', client.id, 'upsert');
    await recordChange(trx, 'accounts', account.id, 'upsert');
    return user;
  });
}
