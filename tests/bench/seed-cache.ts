/**
 * The seeded data directory of a bench run, cached in /tmp/vigil-bench-<plannings> so that a
 * second run skips the minute-long seed. A cache is reused only when its marker says it was seeded
 * completely with the same sizes by the same seed and migration code (a fingerprint of those
 * files); otherwise it is wiped and seeded again. `--reuse DIR` takes a directory as it is.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type ServerConfig } from '../../server/config.js';
import { createContext } from '../../server/context.js';
import { seedDatabase } from '../../server/seed/seed-database.js';

export interface SeedRequest {
  plannings: number;
  messages: number;
  /** Years of history before the demo window (0: none). */
  historyYears: number;
  /** Of the messages, how many go to the one big group the chat figures open. */
  largestGroup: number;
}

export interface SeededDir {
  dataDir: string;
  /** True when this run seeded it; false when a cache (or --reuse) was taken as it was. */
  seededNow: boolean;
  seedMs: number | null;
}

const MARKER = 'bench-seed.json';
/** Dates are seeded around "now": a week-old seed no longer puts plannings in today's range. */
const MAX_CACHE_AGE_MS = 3 * 24 * 3600 * 1000;
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Marker extends SeedRequest {
  fingerprint: string;
  seededAt: string;
  seedMs: number;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Changes whenever the schema or the generator changes, so a stale cache is never measured. */
function codeFingerprint(): string {
  const hash = createHash('sha256');
  for (const dir of ['server/db', 'server/seed', 'server/sync']) {
    for (const file of filesUnder(path.join(ROOT, dir))) {
      hash.update(path.relative(ROOT, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export function benchConfig(dataDir: string, distDir: string | null = null): ServerConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'false',
    // One bench run signs its tokens once; they must outlive a slow full-size bootstrap.
    ACCESS_TOKEN_TTL: String(6 * 3600),
    LOGIN_RATE_LIMIT: '1000',
    ...(distDir !== null ? { DIST_DIR: distDir } : {}),
  });
}

function readMarker(dataDir: string): Marker | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, MARKER), 'utf8')) as Marker;
  } catch {
    return null;
  }
}

/** `tag` keeps a variant of the same size apart (the chat baseline without messages). */
export function cacheDirFor(plannings: number, historyYears = 0, tag = ''): string {
  return path.join(os.tmpdir(), `${historyYears > 0 ? `vigil-bench-${plannings}-${historyYears}y` : `vigil-bench-${plannings}`}${tag}`);
}

export async function prepareDataDir(request: SeedRequest, reuse: string | null, log: (line: string) => void, tag = ''): Promise<SeededDir> {
  if (reuse !== null) {
    const dataDir = path.resolve(reuse);
    if (!fs.existsSync(path.join(dataDir, 'vigil.sqlite'))) throw new Error(`--reuse ${dataDir}: no vigil.sqlite there`);
    log(`data: reusing ${dataDir} as it is`);
    return { dataDir, seededNow: false, seedMs: readMarker(dataDir)?.seedMs ?? null };
  }
  const dataDir = cacheDirFor(request.plannings, request.historyYears, tag);
  const fingerprint = codeFingerprint();
  const marker = readMarker(dataDir);
  const fresh = marker !== null && Date.now() - Date.parse(marker.seededAt) < MAX_CACHE_AGE_MS;
  if (marker && fresh && marker.fingerprint === fingerprint && marker.plannings === request.plannings && marker.messages === request.messages
    && (marker.historyYears ?? 0) === request.historyYears && marker.largestGroup === request.largestGroup) {
    log(`data: cached seed in ${dataDir} (seeded ${marker.seededAt})`);
    return { dataDir, seededNow: false, seedMs: marker.seedMs };
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  log(`data: seeding ${request.plannings} plannings${request.historyYears > 0 ? ` over ${request.historyYears} years of history` : ''} and ${request.messages} messages into ${dataDir}`);
  const ctx = await createContext(benchConfig(dataDir));
  try {
    const summary = await seedDatabase(ctx.db, { size: request.plannings, messages: request.messages, historyYears: request.historyYears, largestGroup: request.largestGroup, log });
    const written: Marker = { ...request, fingerprint, seededAt: new Date().toISOString(), seedMs: summary.durationMs };
    fs.writeFileSync(path.join(dataDir, MARKER), JSON.stringify(written, null, 2));
    return { dataDir, seededNow: true, seedMs: summary.durationMs };
  } finally {
    await ctx.db.destroy();
  }
}
