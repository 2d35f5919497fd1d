/** `npm start`: opens (creating, migrating and, when empty, seeding) the database, then serves
 * the API, the realtime socket and the built SPA on one port, and prints the demo sign-ins. */
import { loadConfig } from './config.js';
import { createContext } from './context.js';
import { buildApp } from './app.js';
import { isDatabaseEmpty, seedDatabase } from './seed/seed-database.js';
import { formatDemoAccounts } from './seed/demo-accounts.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const ctx = await createContext(config);
  if (config.seedOnStart && (await isDatabaseEmpty(ctx.db))) {
    process.stdout.write('First start: seeding the demo company…\n');
    const summary = await seedDatabase(ctx.db, { size: 'demo' });
    process.stdout.write(`Seeded in ${(summary.durationMs / 1000).toFixed(1)} s.\n`);
  }
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\nVigil is running at ${config.appUrl}\n\nDemo sign-ins (demo data only):\n${formatDemoAccounts()}\n\n`);
  const shutdown = () => {
    app.close().then(() => ctx.db.destroy()).then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`Vigil failed to start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
