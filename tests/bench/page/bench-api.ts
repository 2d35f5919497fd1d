/** What the bench page exposes on `window.vigilBench`, shared by the page and the Node driver
 * (types only on the Node side). */

export interface BootstrapOptions {
  token: string;
  userId: number;
  feedLimit: number;
  /** Serve the bootstrap's pages from memory, fetched beforehand (untimed) as the raw reference
   * does: the engine's own cost, without the server's share of the machine's cores. */
  prefetched?: boolean;
}

export interface BootstrapFigures {
  /** From engine start to the last page committed (pulling$ back to false). */
  ms: number;
  /** From engine start to the default window's last planning committed (window-first); null if
   * the progress was never seen in the window phase. */
  windowMs: number | null;
  /** Plannings of the default window written by then. */
  windowRows: number;
  /** Rows the engine applied (every entity of the feed). */
  rows: number;
  /** Engine warnings (skipped rows and the like); should be 0. */
  warnings: number;
  firstWarning: string | null;
  pages: number;
  cursor: number;
  /** Not part of `ms`: a check pull, stopping the engine and counting the tables afterwards. */
  after: { checkPullMs: number; stopMs: number; countMs: number };
  /** Rows per local table after the bootstrap. */
  perTable: Record<string, number>;
}

export interface ReferenceOptions {
  token: string;
  feedLimit: number;
  /** Create the same secondary indexes as the engine's Dexie schema (else primary key only). */
  indexed: boolean;
}

export interface ReferenceFigures {
  /** Sum of the page transactions: from opening each to its `complete` event. */
  ms: number;
  /** Same, wall clock from the first transaction to the last complete (pages back to back). */
  wallMs: number;
  rows: number;
  pages: number;
  /** Not part of the figure: fetching and parsing the pages beforehand. */
  fetchMs: number;
}

export interface OutboxPrepareOptions {
  token: string;
  userId: number;
  /** The records written to, one write each. */
  plannings: number[];
  /** The server's feed head: the engine starts there (no bootstrap). */
  cursor: number;
  /** Start with the device offline (every request fails until goOnline). */
  offline: boolean;
}

export interface OutboxQueueState {
  total: number;
  /** Rows that were tried and wait for the next attempt (none is in flight). */
  tried: number;
  failed: number;
}

export interface BenchApi {
  engineBootstrap(options: BootstrapOptions): Promise<BootstrapFigures>;
  rawReference(options: ReferenceOptions): Promise<ReferenceFigures>;
  prepareOutbox(options: OutboxPrepareOptions): Promise<void>;
  queueWrites(label: string): Promise<number>;
  outboxState(): Promise<OutboxQueueState>;
  goOnline(): number;
  waitDrained(): Promise<{ at: number; failed: number }>;
  outboxProblems(): string[];
  stopOutbox(): Promise<void>;
  /** Deletes the page's databases (between measurements, so they do not share disk cache). */
  dropDatabases(): Promise<void>;
}

declare global {
  interface Window {
    vigilBench?: BenchApi;
  }
}
