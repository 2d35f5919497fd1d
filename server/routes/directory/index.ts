/** The directory's write routes: every collection's create, change and delete, and accounts. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { scheduleLicenceAlerts } from '../../directory/licence-alerts.js';
import { registerAccountWrites } from './accounts/index.js';
import { registerDirectoryWrites } from './directory-write-routes.js';
import { DIRECTORY_RECORDS, type RecordEntity } from './directory-records.js';

export function registerDirectoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const entity of Object.keys(DIRECTORY_RECORDS) as RecordEntity[]) registerDirectoryWrites(app, ctx, entity);
  registerAccountWrites(app, ctx);
  return scheduleLicenceAlerts(app, ctx);
}
