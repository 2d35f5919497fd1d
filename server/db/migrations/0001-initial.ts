/**
 * The whole data model of the portal spec section 3, plus the engine tables (change log,
 * idempotency) and the auth tables. Written with Kysely's schema builder so that the same
 * migration runs on SQLite (embedded default) and PostgreSQL.
 *
 * Conventions: integer ids owned by the server; datetimes are UTC text `YYYY-MM-DD HH:mm:ss`
 * (the wire format of spec section 7, and sortable as text); booleans are integers 0/1;
 * list-valued fields that are never queried on (user roles, timeslot day lists) are JSON text.
 */
import { sql, type Kysely, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';

type AnyDb = Kysely<unknown>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
}

/** Auto-increment primary key in the dialect's own spelling (later migrations use it too). */
export function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: AnyDb): Promise<void> {
  // Defaults in the wire format `YYYY-MM-DD HH:mm:ss` UTC: SQLite's CURRENT_TIMESTAMP already is;
  // PostgreSQL's would carry a zone and fractions, so it is formatted explicitly.
  const now = isPostgres(db) ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD HH24:MI:SS'))` : sql`CURRENT_TIMESTAMP`;
  const ts = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(now);
  const table = (name: string) => withId(db, db.schema.createTable(name));

  // --- organisations -------------------------------------------------------------------------
  await table('clients')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await table('branches')
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await table('locations')
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('branch_id', 'integer', (c) => c.references('branches.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('number', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('Europe/Brussels'))
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await table('subcontractors')
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('vat_number', 'text')
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  // --- people --------------------------------------------------------------------------------
  await table('users')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('entity', 'text', (c) => c.notNull()) // admin | subcontractor | client
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]')) // JSON: ROLE_ADMIN, ROLE_SUBCONTRACTOR, ROLE_PLANNER
    .addColumn('subcontractor_id', 'integer', (c) => c.references('subcontractors.id').onDelete('set null'))
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await table('agents')
    .addColumn('subcontractor_id', 'integer', (c) => c.references('subcontractors.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();
  // users.agent_id closes the loop user <-> agent without a circular FK at create time.
  await db.schema.alterTable('users').addColumn('agent_id', 'integer').execute();

  await table('licenses')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await table('equipment')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await table('contacts')
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('cascade'))
    .addColumn('branch_id', 'integer', (c) => c.references('branches.id').onDelete('set null'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('function', 'text')
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  // An account links a sign-in to the organisation it acts for (client or subcontractor).
  await table('accounts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('cascade'))
    .addColumn('subcontractor_id', 'integer', (c) => c.references('subcontractors.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('owner'))
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  // --- requests and plannings ----------------------------------------------------------------
  await table('requests')
    .addColumn('identifier', 'text', (c) => c.notNull().unique())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('branch_id', 'integer', (c) => c.references('branches.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('po_number', 'text')
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')) // pending | confirmed | cancelled
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await table('request_equipment')
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('equipment_id', 'integer', (c) => c.notNull().references('equipment.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await table('request_timeslots')
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('end', 'text', (c) => c.notNull())
    .addColumn('continuous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('request_type', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('timeslots', 'text', (c) => c.notNull().defaultTo('[]')) // JSON: [{day, start, end, agents}]
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')) // pending | accepted | rejected
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await table('plannings')
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('timeslot_id', 'integer', (c) => c.references('request_timeslots.id').onDelete('set null'))
    .addColumn('request_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('subcontractor_id', 'integer', (c) => c.references('subcontractors.id').onDelete('set null'))
    .addColumn('contractor_status', 'text') // pending | accepted | declined, while forwarded
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('branch_id', 'integer', (c) => c.references('branches.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('end', 'text', (c) => c.notNull())
    .addColumn('number_of_agents', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text')
    .addColumn('po_number', 'text')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await table('shifts')
    .addColumn('planning_id', 'integer', (c) => c.notNull().references('plannings.id').onDelete('cascade'))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('subcontractor_id', 'integer', (c) => c.references('subcontractors.id').onDelete('set null'))
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('end', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  // The agent_shift row id is what history entries point at (spec: agent_shift_id).
  await table('shift_agents')
    .addColumn('shift_id', 'integer', (c) => c.notNull().references('shifts.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('created_at', 'text', ts)
    .execute();

  await table('planning_history')
    .addColumn('planning_id', 'integer', (c) => c.notNull().references('plannings.id').onDelete('cascade'))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addColumn('shift_id', 'integer', (c) => c.references('shifts.id').onDelete('set null'))
    .addColumn('agent_id', 'integer', (c) => c.references('agents.id').onDelete('set null'))
    .addColumn('agent_shift_id', 'integer', (c) => c.references('shift_agents.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull()) // started | ended | break | image | note | cost
    .addColumn('created_at', 'text', ts)
    .addColumn('break_finished_at', 'text')
    .addColumn('break_reason', 'text')
    .addColumn('note', 'text')
    .addColumn('image', 'text')
    .addColumn('cost', 'real')
    .addColumn('updated_at', 'text', ts)
    .execute();

  // --- chat ----------------------------------------------------------------------------------
  await table('channels')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('request_id', 'integer', (c) => c.references('requests.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('temp_id', 'text')
    .addColumn('last_message_id', 'integer')
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await db.schema
    .createTable('channel_requests')
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('channel_requests_pk', ['channel_id', 'request_id'])
    .execute();

  // One row per member of a channel: the member's own view of it (muted flag).
  await table('channel_groups')
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('muted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await table('messages')
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null')) // null: system
    .addColumn('text', 'text')
    .addColumn('tr_text', 'text')
    .addColumn('image', 'text')
    .addColumn('request_status', 'text')
    .addColumn('temp_id', 'text')
    .addColumn('created_at', 'text', ts)
    .addColumn('updated_at', 'text', ts)
    .execute();

  await db.schema
    .createTable('message_status')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0)) // 0 unread, 1 read
    .addColumn('tr_text', 'text')
    .addPrimaryKeyConstraint('message_status_pk', ['message_id', 'user_id'])
    .execute();

  await table('notifications')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('request_id', 'integer', (c) => c.references('requests.id').onDelete('set null'))
    .addColumn('identifier', 'text')
    .addColumn('username', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', ts)
    .execute();

  // --- auth ----------------------------------------------------------------------------------
  await table('refresh_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', ts)
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();

  await table('oauth_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await table('password_resets')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', ts)
    .execute();

  // --- engine --------------------------------------------------------------------------------
  // Monotonic change log, compacted to the latest change per row: (entity, row_id) is unique and
  // a new change deletes the old entry and takes a fresh seq. `scope` keeps who could see the row
  // at the time of the change (JSON), so that a row leaving someone's view reaches them as a delete.
  await db.schema
    .createTable('change_log')
    .addColumn('seq', isPostgres(db) ? 'bigserial' : 'integer', (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addColumn('op', 'text', (c) => c.notNull()) // upsert | delete
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('changed_at', 'text', ts)
    .addUniqueConstraint('change_log_row_unique', ['entity', 'row_id'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull()) // running | committed | done
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', ts)
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  // --- indexes for the queries the routes and the feed run --------------------------------------
  const idx = (name: string, tableName: string, cols: string[], unique = false) => {
    const b = db.schema.createIndex(name).on(tableName).columns(cols);
    return (unique ? b.unique() : b).execute();
  };
  await idx('branches_client', 'branches', ['client_id']);
  await idx('locations_client', 'locations', ['client_id']);
  await idx('agents_subcontractor', 'agents', ['subcontractor_id']);
  await idx('agents_user', 'agents', ['user_id']);
  await idx('licenses_agent', 'licenses', ['agent_id']);
  await idx('accounts_user', 'accounts', ['user_id']);
  await idx('requests_client_status', 'requests', ['client_id', 'status']);
  await idx('timeslots_request', 'request_timeslots', ['request_id']);
  await idx('plannings_status_start', 'plannings', ['status', 'start']);
  await idx('plannings_start', 'plannings', ['start']);
  await idx('plannings_subcontractor', 'plannings', ['subcontractor_id']);
  await idx('plannings_client', 'plannings', ['client_id']);
  await idx('plannings_request', 'plannings', ['request_id']);
  await idx('shifts_planning_start', 'shifts', ['planning_id', 'start']);
  await idx('shift_agents_unique', 'shift_agents', ['shift_id', 'agent_id'], true);
  await idx('shift_agents_agent', 'shift_agents', ['agent_id']);
  await idx('history_planning_created', 'planning_history', ['planning_id', 'created_at']);
  await idx('channel_groups_member', 'channel_groups', ['channel_id', 'user_id'], true);
  await idx('channel_groups_user', 'channel_groups', ['user_id']);
  await idx('messages_channel_created', 'messages', ['channel_id', 'created_at']);
  await idx('messages_sender_temp', 'messages', ['user_id', 'temp_id'], true);
  await idx('message_status_user', 'message_status', ['user_id', 'status']);
  await idx('notifications_user', 'notifications', ['user_id', 'id']);
  await idx('refresh_tokens_family', 'refresh_tokens', ['family_id']);
  await idx('change_log_seq_entity', 'change_log', ['entity', 'seq']);
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'idempotency_keys', 'change_log', 'password_resets', 'oauth_codes', 'refresh_tokens', 'notifications',
    'message_status', 'messages', 'channel_groups', 'channel_requests', 'channels', 'planning_history',
    'shift_agents', 'shifts', 'plannings', 'request_timeslots', 'request_equipment', 'requests', 'accounts',
    'contacts', 'equipment', 'licenses', 'agents', 'users', 'subcontractors', 'locations', 'branches', 'clients',
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
