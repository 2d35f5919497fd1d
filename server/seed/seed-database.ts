/**
 * The deterministic demo-data generator (DESIGN.md section 4, "Demo data").
 *
 * Determinism: every row is a pure function of (options, anchor); the one exception is the
 * password hash, whose salt is random by design (server/auth/password.ts). The anchor is "now"
 * unless `now` is given. Dates are laid out relative to it, on calendar days around the anchor's
 * day at local wall-clock hours, so the demo always has plannings today. Consequences, each
 * covered by tests/server/seed/seed-determinism.test.ts:
 * - same options, same anchor: the same database, row for row;
 * - an anchor whole weeks later: the same database with every datetime moved by those weeks
 *   (weekdays line up, so the same days get plannings); only request identifiers, which carry
 *   the year, can change;
 * - another time on the same day: the same requests, timeslots and plannings; statuses of work
 *   running between the two times follow the clock. Each request draws from its own random
 *   stream, so such a difference never spreads to the next request;
 * - another weekday: weekday-bound timeslots land on other dates, so counts per request shift.
 * Organisations and people never depend on the size, plannings never on the message count.
 *
 * Speed: one transaction; rows generated as flat tuples and written as multi-row INSERTs (see
 * bulk-writer.ts); the change log filled set-based at the end. 100,000 plannings and a million
 * messages take well under two minutes on two cores.
 */
import { refreshAllChannelActivity } from '../chat/channel-activity.js';
import { backfillSystemMessages } from '../chat/system-messages.js';
import { rebuildUnreadTotals } from '../chat/unread-totals.js';
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../auth/password.js';
import type { Database } from '../db/types.js';
import { BulkWriter, dialectOf, type Executor } from './bulk-writer.js';
import { SeedClock, utcText } from './clock.js';
import { advancePostgresSequences, fillChangeLog, wipeDatabase } from './database-tables.js';
import { seedField } from './seed-field.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { EmailBook } from './contact-details.js';
import { Rng } from './prng.js';
import { seedChat } from './seed-chat.js';
import { GroupMembership } from './group-members.js';
import { seedClients, seedEquipment, seedSubcontractors } from './seed-organisations.js';
import { seedClientUsers, seedStaff, seedSubcontractorPeople } from './seed-people.js';
import { seedRequests } from './seed-requests.js';
import { createSinks } from './sinks.js';
import type { SeedEnv, SeedWorld } from './seed-world.js';
import { PLANNING_STATUSES } from '../../src-sync/protocol/planning-status.js';

export const DEFAULT_SEED = 20_240_611;
export const DEMO_SIZE = { plannings: 1_500, messages: 3_000 } as const;

export interface SeedOptions {
  /** 'demo' (default) or a number of plannings. */
  size?: 'demo' | number;
  /** Chat messages; default 3,000 for 'demo', otherwise twice the plannings. */
  messages?: number;
  /** Of those, how many go to one group (the most recently active), for the bench's big
   * conversation; default none (every group gets its share). */
  largestGroup?: number;
  seed?: number;
  log?: (line: string) => void;
  /** The anchor every date is relative to; default now. Tests pin it. */
  now?: Date;
  /** Empty every data table first, in the same transaction. Without it a non-empty database is refused. */
  reset?: boolean;
  /** Spread part of the plannings over this many years before the demo window (five years of
   * history for the window-first bench); default none. */
  historyYears?: number;
}

export interface SeedSummary {
  seed: number;
  /** The anchor as UTC text. */
  anchor: string;
  plannings: number;
  messages: number;
  /** Rows written per table. */
  counts: Partial<Record<keyof Database, number>>;
  durationMs: number;
}

export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const client = await db.selectFrom('clients').select('id').limit(1).executeTakeFirst();
  return user === undefined && client === undefined;
}

function resolveSize(options: SeedOptions): { plannings: number; messages: number } {
  const plannings = options.size === undefined || options.size === 'demo' ? DEMO_SIZE.plannings : options.size;
  const messages = options.messages ?? (options.size === undefined || options.size === 'demo' ? DEMO_SIZE.messages : plannings * 2);
  // The showcase needs one planning per status.
  if (!Number.isInteger(plannings) || plannings < PLANNING_STATUSES.length) {
    throw new Error(`seed: size must be an integer of at least ${PLANNING_STATUSES.length} plannings, got ${String(plannings)}`);
  }
  if (!Number.isInteger(messages) || messages < 0) throw new Error(`seed: messages must be a non-negative integer, got ${String(messages)}`);
  return { plannings, messages };
}

/** Seeds `db` in one transaction of its own (so pass the database, not a transaction). */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const sink = options.log ?? (() => undefined);
  const log = (line: string) => sink(`${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const { plannings, messages } = resolveSize(options);
  const seed = options.seed ?? DEFAULT_SEED;
  const clock = new SeedClock(options.now ?? new Date());
  const dialect = dialectOf(db);
  // Hashed once for every seeded user: scrypt is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // SQLite bulk-load settings, restored afterwards on this connection: a bigger page cache keeps
  // index pages in memory instead of spilling them to the WAL mid-transaction, and foreign keys
  // are off so that inserts skip the parent lookups and a reset can truncate tables instead of
  // deleting row by row. The generator writes parents first regardless (PostgreSQL keeps its
  // checks), and the seed tests run PRAGMA foreign_key_check on the result.
  const saved = dialect === 'sqlite'
    ? { cacheSize: await sqlitePragma(db, 'cache_size'), foreignKeys: await sqlitePragma(db, 'foreign_keys') }
    : null;
  if (saved !== null) {
    await sql`PRAGMA cache_size = -262144`.execute(db);
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
  }
  try {
    const counts = await db.transaction().execute(async (trx) => {
      if (options.reset === true) {
        log('seed: wiping existing data');
        await wipeDatabase(trx);
      } else if (!(await isDatabaseEmpty(trx))) {
        throw new Error('seed: the database already holds data; reset it first (npm run seed -- --reset)');
      }
      const writer = new BulkWriter(trx, dialect);
      const env: SeedEnv = { clock, sinks: createSinks(writer), passwordHash, historyDays: Math.round((options.historyYears ?? 0) * 365) };
      const root = new Rng(seed);
      const world = seedWorld(root, env);
      log(`seed: ${world.clients.length} clients, ${world.subcontractors.length} subcontractors, ${env.sinks.users.count} users`);
      // The people written, the chat groups' members come from the server's own rule.
      await writer.flushAll();
      const membership = await GroupMembership.load(trx, world);
      const channels = await seedRequests(root.fork('plannings'), env, world, membership, writer, plannings, log);
      log(`seed: ${plannings} plannings, ${env.sinks.shifts.count} shifts, ${env.sinks.history.count} history entries`);
      await seedChat(root.fork('chat'), env, writer, channels, messages, options.largestGroup ?? 0);
      await writer.flushAll();
      // The groups' Active flags and system messages' keys, as the running server keeps them.
      await refreshAllChannelActivity(trx);
      await rebuildUnreadTotals(trx);
      await backfillSystemMessages(trx);
      const field = await seedField(trx, world.admin.id);
      log(`seed: ${channels.length} channels, ${messages} messages; filling the change log`);
      await fillChangeLog(trx);
      if (dialect === 'postgres') await advancePostgresSequences(trx);
      return { ...writer.counts(), ...field };
    });
    log('seed: committed');
    if (dialect === 'sqlite') await tidySqlite(db);
    const summary: SeedSummary = { seed, anchor: utcText(clock.now), plannings, messages, counts, durationMs: Date.now() - started };
    log('seed: done');
    return summary;
  } finally {
    if (saved !== null) {
      await sql`PRAGMA cache_size = ${sql.raw(String(saved.cacheSize))}`.execute(db);
      await sql`PRAGMA foreign_keys = ${sql.raw(saved.foreignKeys === 0 ? 'OFF' : 'ON')}`.execute(db);
    }
  }
}

/** Organisations and people: fixed in size, from their own random streams so that the size of
 * the rest never changes who works where. */
function seedWorld(root: Rng, env: SeedEnv): SeedWorld {
  const emails = new EmailBook();
  const orgRng = root.fork('organisations');
  const peopleRng = root.fork('people');
  const { admin, planner } = seedStaff(peopleRng, env);
  const clients = seedClients(orgRng, env, emails);
  const subs = seedSubcontractors(orgRng, env, emails);
  const equipmentIds = seedEquipment(orgRng, env);
  return {
    admin,
    planner,
    clients: seedClientUsers(peopleRng, env, emails, clients),
    subcontractors: seedSubcontractorPeople(peopleRng, env, emails, subs),
    equipmentIds,
  };
}

async function sqlitePragma(db: Executor, name: 'cache_size' | 'foreign_keys'): Promise<number> {
  const { rows } = await sql<Record<string, number>>`PRAGMA ${sql.raw(name)}`.execute(db);
  const value = rows[0]?.[name];
  if (value === undefined) throw new Error(`seed: PRAGMA ${name} returned nothing`);
  return value;
}

/** After a bulk load: statistics for the query planner (sampled, so it stays fast) and the WAL
 * folded back into the database file. Both are optimisations; failures are not fatal. */
async function tidySqlite(db: Executor): Promise<void> {
  await sql`PRAGMA analysis_limit = 1000`.execute(db);
  await sql`ANALYZE`.execute(db);
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}
