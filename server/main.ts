/** `npm start`: opens (creating, migrating and seeding on first start) the database, then serves
 * the API, the realtime socket and the built SPA on one port. */
import { loadConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './app.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = await openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, dialect });
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\nVigil is running at ${config.appUrl}\n`);
  const shutdown = () => {
    app.close().then(() => db.destroy()).then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`Vigil failed to start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
