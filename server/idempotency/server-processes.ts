/**
 * The running server processes, each under a boot id chosen at start (table `server_processes`).
 * An Idempotency-Key claim names the process that holds it; when that process is dead, the claim
 * is taken over at once instead of answering "still running" to every retry.
 *
 * Dead means: no registry row (it shut down cleanly), or a row on this host whose pid no longer
 * runs (or is our own pid: a restart reused it), or no heartbeat for HEARTBEAT_STALE_SECONDS (a
 * process on another machine, or a reused pid). A restart on the same machine is therefore
 * recognised at once, a crashed instance elsewhere within half a minute. Being wrong can never
 * apply a write twice: a write stores its answer only while its claim is still its own
 * (idempotency-store.ts), so a claim taken over from a live process loses its write.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/connect.js';
import { utcNow } from '../lib/time.js';

export const HEARTBEAT_MS = 5_000;
export const HEARTBEAT_STALE_SECONDS = 30;
/** Rows of processes gone this long are removed when a process starts. */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;

function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the pid exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class ServerProcesses {
  readonly bootId = randomUUID();
  private readonly host = os.hostname();
  private heartbeat: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly db: Db) {}

  async register(): Promise<void> {
    const now = utcNow();
    await this.db.deleteFrom('server_processes').where('seen_at', '<', utcNow(-FORGET_AFTER_SECONDS)).execute();
    await this.db.insertInto('server_processes').values({ boot_id: this.bootId, host: this.host, pid: process.pid, started_at: now, seen_at: now }).execute();
    this.heartbeat = setInterval(() => {
      // A missed beat only makes other machines take our claims over sooner; fencing keeps that safe.
      this.db.updateTable('server_processes').set({ seen_at: utcNow() }).where('boot_id', '=', this.bootId).execute().catch(() => undefined);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async deregister(): Promise<void> {
    if (this.heartbeat !== null) clearInterval(this.heartbeat);
    this.heartbeat = null;
    await this.db.deleteFrom('server_processes').where('boot_id', '=', this.bootId).execute();
  }

  async isAlive(bootId: string | null): Promise<boolean> {
    if (bootId === this.bootId) return true;
    if (bootId === null) return false;
    const row = await this.db.selectFrom('server_processes').selectAll().where('boot_id', '=', bootId).executeTakeFirst();
    if (!row) return false;
    if (row.host === this.host && (row.pid === process.pid || !pidRuns(row.pid))) return false;
    return row.seen_at >= utcNow(-HEARTBEAT_STALE_SECONDS);
  }
}
