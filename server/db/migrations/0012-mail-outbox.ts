/**
 * `mail_outbox`: a mail that must not be lost is written in the same transaction as the change it
 * tells about (an SOS escalation) and sent afterwards by the outbox worker
 * (server/mail/mail-outbox.ts), which retries until the transport accepts it. A crash between
 * the commit and the send leaves the row, and the next process sends it.
 */
import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

export async function up(db: AnyDb): Promise<void> {
  const table = db.schema.createTable('mail_outbox');
  await (isPostgres(db) ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // The recipient's UI language: the HTML part's lang and dir (null: the mailer's default).
    .addColumn('language', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Not before this time: the next try after a failure, or the end of a running send's claim.
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['sent_at', 'next_attempt_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
