/**
 * `npm run seed [-- --reset] [--plannings N] [--messages N] [--seed N] [--history-years N]`: fills the configured
 * database (DATA_DIR / DATABASE_URL, see server/config.ts) with the demo company. A database
 * that already holds data is refused unless --reset, which empties every data table first.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { formatDemoAccounts } from './demo-accounts.js';
import { DEMO_SIZE, isDatabaseEmpty, seedDatabase } from './seed-database.js';

const USAGE = `Usage: npm run seed -- [--reset] [--plannings N] [--messages N] [--seed N] [--history-years N]
  --reset        wipe all data tables first (required when the database is not empty)
  --plannings N  number of plannings (default ${DEMO_SIZE.plannings})
  --messages N   number of chat messages (default ${DEMO_SIZE.messages}, or twice the plannings)
  --seed N       random seed (same seed, same data)
  --history-years N  spread plannings over N years of history before the demo window
                 (e.g. --plannings 1000000 --history-years 5)`;

function integer(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer of at least ${min}, got '${value}'`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      reset: { type: 'boolean', default: false },
      plannings: { type: 'string' },
      messages: { type: 'string' },
      seed: { type: 'string' },
      'history-years': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const plannings = integer('plannings', values.plannings, 8);
  const messages = integer('messages', values.messages, 0);
  const seed = integer('seed', values.seed, 0);
  const historyYears = integer('history-years', values['history-years'], 0);

  const config = loadConfig();
  const ctx = await createContext(config);
  try {
    if (values.reset !== true && !(await isDatabaseEmpty(ctx.db))) {
      process.stderr.write(`The database (${config.databaseUrl}) already holds data. Run with --reset to wipe it and seed again.\n`);
      return 1;
    }
    const summary = await seedDatabase(ctx.db, {
      size: plannings ?? 'demo',
      ...(messages !== undefined ? { messages } : {}),
      ...(seed !== undefined ? { seed } : {}),
      ...(historyYears !== undefined ? { historyYears } : {}),
      reset: values.reset === true,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    const rows = Object.entries(summary.counts).map(([table, n]) => `  ${table.padEnd(18)} ${n}`).join('\n');
    process.stdout.write(`\nSeeded ${config.databaseUrl} (seed ${summary.seed}, anchored at ${summary.anchor} UTC) in ${(summary.durationMs / 1000).toFixed(1)} s:\n${rows}\n`);
    process.stdout.write(`\nDemo sign-ins:\n${formatDemoAccounts()}\n`);
    return 0;
  } finally {
    await ctx.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(1);
  },
);
