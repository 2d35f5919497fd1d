/** Runs the migrations that have not run yet. Migrations are listed in code (no file scanning),
 * so they work the same under tsx, in tests and in a bundled build. */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect.js';
import * as initial from './migrations/0001-initial.js';
import * as exactlyOnceWrites from './migrations/0002-exactly-once-writes.js';
import * as historyInternal from './migrations/0003-history-internal.js';
import * as chatPaging from './migrations/0004-chat-paging.js';
import * as field from './migrations/0007-field.js';
import * as requestsAndNotifications from './migrations/0005-requests-and-notifications.js';
import * as directory from './migrations/0006-directory.js';
import * as chatRequestGroups from './migrations/0009-chat-request-groups.js';
import * as mailOutbox from './migrations/0012-mail-outbox.js';
import * as notificationParams from './migrations/0013-notification-params.js';
import * as bootstrapOrder from './migrations/0014-bootstrap-order.js';
import * as unreadTotals from './migrations/0015-unread-totals.js';
import * as createdRecords from './migrations/0016-created-records.js';
import * as writeDevices from './migrations/0017-write-devices.js';

/** Every migration by name, in the order they run (exported for the migration tests). */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0002-exactly-once-writes': exactlyOnceWrites,
  '0003-history-internal': historyInternal,
  '0004-chat-paging': chatPaging,
  '0007-field': field,
  '0005-requests-and-notifications': requestsAndNotifications,
  '0006-directory': directory,
  '0009-chat-request-groups': chatRequestGroups,
  '0012-mail-outbox': mailOutbox,
  '0013-notification-params': notificationParams,
  '0014-bootstrap-order': bootstrapOrder,
  '0015-unread-totals': unreadTotals,
  '0016-created-records': createdRecords,
  '0017-write-devices': writeDevices,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve({ ...MIGRATIONS }) };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
