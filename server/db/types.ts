/** Kysely table types; they mirror the migrations (0001-initial, 0002-exactly-once-writes) column for column. */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

type Id = Generated<number>;
type Stamp = Generated<string>;
/** Migration 0006 (directory): archived 0/1, conflict version, the creating client's tempId. */
type Flag = Generated<number>;
type Version = Generated<number>;
type TempId = Generated<string | null>;

export interface ClientsTable { id: Id; name: string; email: string | null; phone: string | null; address: string | null; created_at: Stamp; updated_at: Stamp; archived: Flag; version: Version; temp_id: TempId }
export interface BranchesTable { id: Id; client_id: number; name: string; address: string | null; email: string | null; phone: string | null; created_at: Stamp; updated_at: Stamp; archived: Flag; version: Version; temp_id: TempId }
export interface LocationsTable {
  id: Id; client_id: number | null; branch_id: number | null; name: string; address: string; number: string | null;
  postal_code: string | null; city: string | null; country: string | null; timezone: Generated<string>;
  latitude: number | null; longitude: number | null; created_at: Stamp; updated_at: Stamp;
  /** Migration 0006: a subcontractor's own location (client_id is null then). */
  subcontractor_id: Generated<number | null>; archived: Flag; version: Version; temp_id: TempId;
}
export interface SubcontractorsTable { id: Id; company_name: string; email: string | null; phone: string | null; vat_number: string | null; created_at: Stamp; updated_at: Stamp; archived: Flag; version: Version; temp_id: TempId }
export interface UsersTable {
  id: Id; email: string; password_hash: string | null; first_name: string; last_name: string; language: Generated<string>;
  verified: Generated<number>; entity: 'admin' | 'subcontractor' | 'client'; roles: Generated<string>;
  subcontractor_id: number | null; client_id: number | null; agent_id: number | null; created_at: Stamp; updated_at: Stamp;
  /** Migration 0006: set when an admin disabled the user (no sign-in, refresh or API call). */
  disabled_at: Generated<string | null>;
}
export interface AgentsTable { id: Id; subcontractor_id: number | null; user_id: number | null; first_name: string; last_name: string; email: string | null; phone: string | null; created_at: Stamp; updated_at: Stamp; archived: Flag; version: Version; temp_id: TempId }
export interface LicensesTable { id: Id; agent_id: number; type: string; number: string; issued_at: Generated<string | null>; expires_at: string | null; created_at: Stamp; updated_at: Stamp; version: Version; temp_id: TempId }
export interface EquipmentTable { id: Id; name: string; description: string | null; created_at: Stamp; updated_at: Stamp; archived: Flag; version: Version; temp_id: TempId }
export interface ContactsTable { id: Id; client_id: number | null; branch_id: number | null; first_name: string; last_name: string; email: string | null; phone: string | null; function: string | null; created_at: Stamp; updated_at: Stamp; archived: Flag; version: Version; temp_id: TempId }
export interface AccountsTable { id: Id; user_id: number; client_id: number | null; subcontractor_id: number | null; role: Generated<string>; created_at: Stamp; updated_at: Stamp; version: Version; temp_id: TempId }
/** Migration 0006: which licence expiry notice went out (once per licence, threshold and expiry day). */
export interface LicenseAlertsTable { license_id: number; days: number; expires_at: string; sent_at: string }
export interface RequestsTable {
  id: Id; identifier: string; client_id: number; branch_id: number | null; location_id: number; po_number: string | null;
  note: string | null; status: Generated<string>; created_by: number | null; created_at: Stamp; updated_at: Stamp;
  /** Migration 0005: the spec's tempId of a request created offline, and its version. */
  temp_id: string | null; version: Generated<number>;
}
/** Photos of a request's site (migration 0005). */
export interface RequestImagesTable { id: Id; request_id: number; file: string; uploaded_by: number | null; created_at: string }
export interface RequestEquipmentTable { id: Id; request_id: number; equipment_id: number; quantity: Generated<number>; created_at: Stamp; updated_at: Stamp }
export interface RequestTimeslotsTable {
  id: Id; request_id: number; start: string; end: string; continuous: Generated<number>; request_type: string;
  note: string | null; timeslots: Generated<string>; status: Generated<string>; created_at: Stamp; updated_at: Stamp;
  /** Migration 0005: the calendar days asked for at the location (YYYY-MM-DD). */
  start_date: string | null; end_date: string | null;
}
export interface PlanningsTable {
  id: Id; request_id: number; timeslot_id: number | null; request_type: string; status: Generated<string>;
  subcontractor_id: number | null; contractor_status: string | null; client_id: number; branch_id: number | null;
  location_id: number; start: string; end: string; number_of_agents: Generated<number>; description: string | null;
  po_number: string | null; currency: Generated<string>; created_at: Stamp; updated_at: Stamp;
  version: Generated<number>; temp_id: string | null;
}
export interface ShiftsTable {
  id: Id; planning_id: number; request_id: number; subcontractor_id: number | null; start: string; end: string; created_at: Stamp; updated_at: Stamp;
  version: Generated<number>; temp_id: string | null;
}
export interface ShiftAgentsTable {
  id: Id; shift_id: number; agent_id: number; created_at: Stamp;
  /** Migration 0007: 1 after the shift's times changed until the agent acknowledges. */
  change_pending: Generated<number>; acknowledged_at: string | null;
}
export interface PlanningHistoryTable {
  id: Id; planning_id: number; request_id: number; shift_id: number | null; agent_id: number | null; agent_shift_id: number | null;
  status: string; created_at: Stamp; break_finished_at: string | null; break_reason: string | null; note: string | null;
  image: string | null; cost: number | null; updated_at: Stamp; version: Generated<number>; temp_id: string | null;
  /** 1: staff hid the entry from the client (migration 0003). */
  internal: Generated<number>;
  /** Migration 0007: an agent's event: server receive time, fix, geofence verdict. */
  received_at: string | null; latitude: number | null; longitude: number | null; accuracy: number | null; fence: string | null;
}
export interface SosAlertsTable {
  id: Id; agent_id: number; user_id: number | null; planning_id: number | null; shift_id: number | null;
  latitude: number | null; longitude: number | null; accuracy: number | null; raised_at: string; received_at: string;
  escalated_at: string | null; acknowledged_at: string | null; acknowledged_by: number | null; temp_id: string | null; updated_at: Stamp;
}
/** One row per agent; `id` is the agent's id. */
export interface AgentPositionsTable { id: number; latitude: number; longitude: number; accuracy: number; recorded_at: string; received_at: string; updated_at: Stamp }
export interface ChannelsTable {
  id: Id; name: string; request_id: number | null; created_by: number | null; temp_id: string | null; last_message_id: number | null; created_at: Stamp; updated_at: Stamp;
  /** Migration 0009: 1 while one planning of its requests is confirmed work (server/chat/channel-activity.ts). */
  active: Generated<number>;
}
export interface ChannelRequestsTable { channel_id: number; request_id: number }
export interface ChannelGroupsTable { id: Id; channel_id: number; user_id: number; muted: Generated<number>; created_at: Stamp; updated_at: Stamp }
export interface MessagesTable {
  id: Id; channel_id: number; user_id: number | null; text: string | null; tr_text: string | null; image: string | null;
  request_status: string | null; temp_id: string | null; created_at: Stamp; updated_at: Stamp;
  /** Migration 0009: a system message's key and its parameters as JSON (chat-system.ts). */
  system_key: Generated<string | null>; system_params: Generated<string | null>;
}
export interface MessageStatusTable { message_id: number; user_id: number; status: Generated<number>; tr_text: string | null }
/** Migration 0015: a member's unread total per group, kept with every status written (server/chat/unread-totals.ts). */
export interface UnreadTotalsTable { user_id: number; channel_id: number; total: Generated<number> }
export interface NotificationsTable {
  id: Id; user_id: number; message: string; request_id: number | null; identifier: string | null; username: string | null; read_at: string | null; created_at: Stamp;
  /** Migration 0005: what happened (src-sync/protocol/notifications.ts) and the planning it is about. */
  kind: string | null; planning_id: number | null;
  /** Migration 0013: JSON of what the kind names (a licence notice's agent, licence, last day). */
  params: string | null;
}
export interface RefreshTokensTable { id: Id; user_id: number; family_id: string; token_hash: string; created_at: Stamp; expires_at: string; used_at: string | null; revoked_at: string | null }
export interface OauthCodesTable { id: Id; user_id: number; code_hash: string; client_id: string; redirect_uri: string; code_challenge: string; expires_at: string; used_at: string | null }
export interface PasswordResetsTable { id: Id; user_id: number; token_hash: string; expires_at: string; used_at: string | null; created_at: Stamp }
export interface ChangeLogTable { seq: Generated<number>; entity: string; row_id: number; op: 'upsert' | 'delete'; scope: Generated<string>; changed_at: Stamp }
/** `running` while a process (owner = its boot id) handles the first request; `done` with the stored
 * answer. `claim` is the running claim's own token (migrations/0002-exactly-once-writes.ts). */
export interface IdempotencyKeysTable {
  user_id: number; key: string; request_hash: string; state: 'running' | 'done'; response_status: number | null; response_body: string | null;
  created_at: Stamp; owner: string | null; claim: string | null;
}
export interface ServerProcessesTable { boot_id: string; host: string; pid: number; started_at: string; seen_at: string }
/** Migration 0012: mail written with the change it tells about, sent by server/mail/mail-outbox.ts. */
export interface MailOutboxTable {
  id: Id; recipient: string; subject: string; body: string; language: string | null; created_at: string; next_attempt_at: string;
  attempts: Generated<number>; last_error: string | null; sent_at: string | null;
}
/** Migration 0016: the record a user's create made, by the creating device's tempId (server/writes/created-once.ts). */
export interface CreatedRecordsTable { user_id: number; temp_id: string; entity: string; row_id: number; created_at: string }
/** `device`: migration 0017, the device that made the change when it named itself (server/writes/writer.ts). */
export interface FieldVersionsTable { entity: string; row_id: number; field: string; version: number; user_id: number | null; device: string | null; changed_at: string }

export interface Database {
  clients: ClientsTable;
  branches: BranchesTable;
  locations: LocationsTable;
  subcontractors: SubcontractorsTable;
  users: UsersTable;
  agents: AgentsTable;
  licenses: LicensesTable;
  equipment: EquipmentTable;
  contacts: ContactsTable;
  accounts: AccountsTable;
  requests: RequestsTable;
  request_equipment: RequestEquipmentTable;
  request_timeslots: RequestTimeslotsTable;
  request_images: RequestImagesTable;
  plannings: PlanningsTable;
  shifts: ShiftsTable;
  shift_agents: ShiftAgentsTable;
  planning_history: PlanningHistoryTable;
  channels: ChannelsTable;
  channel_requests: ChannelRequestsTable;
  channel_groups: ChannelGroupsTable;
  messages: MessagesTable;
  message_status: MessageStatusTable;
  unread_totals: UnreadTotalsTable;
  created_records: CreatedRecordsTable;
  notifications: NotificationsTable;
  refresh_tokens: RefreshTokensTable;
  oauth_codes: OauthCodesTable;
  password_resets: PasswordResetsTable;
  change_log: ChangeLogTable;
  idempotency_keys: IdempotencyKeysTable;
  license_alerts: LicenseAlertsTable;
  server_processes: ServerProcessesTable;
  field_versions: FieldVersionsTable;
  sos_alerts: SosAlertsTable;
  agent_positions: AgentPositionsTable;
  mail_outbox: MailOutboxTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
