/** Email and password checks. Emails compare case-insensitively (people type them both ways). */
import type { DbExecutor } from './db-executor.js';
import type { UserRow } from '../db/types.js';
import { hashPassword, verifyPassword } from './password.js';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn<string>('lower', ['email']), '=', normalizeEmail(email)))
    .executeTakeFirst();
}

// A real hash to check against when the email is unknown, so that an unknown address takes as
// long as a wrong password and response times do not reveal which addresses have accounts.
let decoyHash: Promise<string> | undefined;

/**
 * The user when the email exists and the password matches; 'disabled' when it matches an account
 * an admin disabled (only someone who knows the password learns that, and "Wrong email or
 * password" would send them to reset a password that is right); null for any other case.
 */
export async function verifyCredentials(db: DbExecutor, email: string, password: string): Promise<UserRow | 'disabled' | null> {
  const user = await findUserByEmail(db, email);
  if (!user || user.password_hash === null) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verifyPassword(password, await decoyHash);
    return null;
  }
  if (!(await verifyPassword(password, user.password_hash))) return null;
  return user.disabled_at === null ? user : 'disabled';
}
