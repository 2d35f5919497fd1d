/**
 * Streams generated rows into the database as multi-row INSERTs. The generator pushes plain
 * value tuples (no per-row objects, no query-builder AST: at millions of rows that overhead is
 * most of the time) and flushes between records. A flush writes every table in registration
 * order, so a parent row is always written before a child row that points at it, which keeps
 * non-deferred foreign keys (SQLite and PostgreSQL) satisfied without a second pass.
 *
 * Statements go through Kysely's `executeQuery` with `CompiledQuery.raw`, so the same code runs
 * inside a Kysely transaction on both dialects; only the placeholder spelling differs.
 */
import { CompiledQuery, PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types.js';

export type SqlValue = string | number | null;
export type Dialect = 'sqlite' | 'postgres';
export type Executor = Kysely<Database> | Transaction<Database>;

/** SQLite's default SQLITE_MAX_VARIABLE_NUMBER is 32766, PostgreSQL's limit is 65535. */
const MAX_VARIABLES = 32766;
/** Measured: around a thousand rows per statement is as fast as the maximum and prepares quicker. */
const MAX_ROWS_PER_STATEMENT = 1000;
/** Values buffered across all tables before a flush. Large enough that each flush writes mostly
 * full (cached) statements and only one partial statement per table. */
const FLUSH_VALUES = 250_000;

export function dialectOf(db: Executor): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export class TableSink {
  private buffer: SqlValue[] = [];
  private lastId = 0;
  /** Rows pushed so far (written or still buffered). */
  count = 0;
  readonly rowsPerStatement: number;
  private readonly statements = new Map<number, string>();

  constructor(
    readonly table: keyof Database,
    readonly columns: readonly string[],
    private readonly dialect: Dialect,
  ) {
    this.rowsPerStatement = Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_VARIABLES / columns.length));
  }

  /** Ids are assigned by the generator (1, 2, …) so children can point at parents before any
   * write; explicit ids are also what makes two runs produce the same ids. */
  nextId(): number {
    this.lastId += 1;
    return this.lastId;
  }

  add(...values: SqlValue[]): void {
    if (values.length !== this.columns.length) {
      throw new Error(`seed: ${this.table} expects ${this.columns.length} values, got ${values.length}`);
    }
    for (const v of values) this.buffer.push(v);
    this.count += 1;
  }

  get buffered(): number {
    return this.buffer.length / this.columns.length;
  }

  get bufferedValues(): number {
    return this.buffer.length;
  }

  async flush(db: Executor): Promise<void> {
    const width = this.columns.length;
    const rows = this.buffered;
    for (let from = 0; from < rows; from += this.rowsPerStatement) {
      const n = Math.min(this.rowsPerStatement, rows - from);
      const params = this.buffer.slice(from * width, (from + n) * width);
      await db.executeQuery(CompiledQuery.raw(this.statement(n), params));
    }
    this.buffer = [];
  }

  private statement(rows: number): string {
    let text = this.statements.get(rows);
    if (text !== undefined) return text;
    const width = this.columns.length;
    const tuples: string[] = [];
    for (let r = 0; r < rows; r++) {
      const marks: string[] = [];
      for (let c = 0; c < width; c++) marks.push(this.dialect === 'postgres' ? `$${r * width + c + 1}` : '?');
      tuples.push(`(${marks.join(',')})`);
    }
    // Quoted identifiers: `start` and `end` are reserved words in PostgreSQL.
    const cols = this.columns.map((c) => `"${c}"`).join(',');
    text = `INSERT INTO "${this.table}" (${cols}) VALUES ${tuples.join(',')}`;
    // Keep only full-size statements: partial ones vary in size and are rarely reused.
    if (rows === this.rowsPerStatement) this.statements.set(rows, text);
    return text;
  }
}

export class BulkWriter {
  private readonly sinks: TableSink[] = [];

  constructor(
    private readonly db: Executor,
    private readonly dialect: Dialect,
  ) {}

  /** Registers a table. Register parents before children: that order is the write order. */
  sink(table: keyof Database, columns: readonly string[]): TableSink {
    const sink = new TableSink(table, columns, this.dialect);
    this.sinks.push(sink);
    return sink;
  }

  /** Writes everything once enough is buffered. Call it between records (never halfway through
   * one), so that every flush leaves the database with whole, consistent records. */
  async flushIfFull(): Promise<void> {
    let values = 0;
    for (const s of this.sinks) values += s.bufferedValues;
    if (values >= FLUSH_VALUES) await this.flushAll();
  }

  async flushAll(): Promise<void> {
    for (const s of this.sinks) await s.flush(this.db);
  }

  counts(): Partial<Record<keyof Database, number>> {
    const out: Partial<Record<keyof Database, number>> = {};
    for (const s of this.sinks) out[s.table] = (out[s.table] ?? 0) + s.count;
    return out;
  }
}
