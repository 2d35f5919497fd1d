/** `npm start`: opens (creating, migrating and seeding on first start) the database, then serves
 * the API, the realtime socket and the built SPA on one port. */
import { loadConfig } from './config.js';
import { createContext } from './context.js';
import { buildApp } from './app.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\nVigil is running at ${config.appUrl}\n`);
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
