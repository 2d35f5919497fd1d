/** Auth helpers run either on the database or inside a caller's transaction. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';

export type DbExecutor = Kysely<Database> | Transaction<Database>;
