/** The name of a signed-in user's local database: one database per user (`vigil-<userId>`).
 * Its own module, free of Dexie, so the start-up read (boot/) can open it before Dexie loads. */
export function dbNameForUser(userId: number): string {
  return `vigil-${userId}`;
}
