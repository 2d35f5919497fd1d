/** The seeded tables and their columns, registered parents first: that order is the order in
 * which every flush writes, so foreign keys always find their parent row. */
import type { BulkWriter, TableSink } from './bulk-writer.js';

const stamps = ['created_at', 'updated_at'] as const;

export function createSinks(writer: BulkWriter) {
  return {
    clients: writer.sink('clients', ['id', 'name', 'email', 'phone', 'address', ...stamps]),
    branches: writer.sink('branches', ['id', 'client_id', 'name', 'address', 'email', 'phone', ...stamps]),
    // subcontractors before locations: a location may belong to a subcontractor.
    subcontractors: writer.sink('subcontractors', ['id', 'company_name', 'email', 'phone', 'vat_number', ...stamps]),
    locations: writer.sink('locations', [
      'id', 'client_id', 'subcontractor_id', 'branch_id', 'name', 'address', 'number', 'postal_code', 'city', 'country', 'timezone', 'latitude',
      'longitude', ...stamps,
    ]),
    // users before agents: agents.user_id is a foreign key, users.agent_id is not.
    users: writer.sink('users', [
      'id', 'email', 'password_hash', 'first_name', 'last_name', 'language', 'verified', 'entity', 'roles', 'subcontractor_id', 'client_id', 'agent_id', ...stamps,
    ]),
    agents: writer.sink('agents', ['id', 'subcontractor_id', 'user_id', 'first_name', 'last_name', 'email', 'phone', ...stamps]),
    licenses: writer.sink('licenses', ['id', 'agent_id', 'type', 'number', 'issued_at', 'expires_at', ...stamps]),
    equipment: writer.sink('equipment', ['id', 'name', 'description', ...stamps]),
    contacts: writer.sink('contacts', ['id', 'client_id', 'branch_id', 'first_name', 'last_name', 'email', 'phone', 'function', ...stamps]),
    accounts: writer.sink('accounts', ['id', 'user_id', 'client_id', 'subcontractor_id', 'role', ...stamps]),
    requests: writer.sink('requests', [
      'id', 'identifier', 'client_id', 'branch_id', 'location_id', 'po_number', 'note', 'status', 'created_by', ...stamps,
    ]),
    requestEquipment: writer.sink('request_equipment', ['id', 'request_id', 'equipment_id', 'quantity', ...stamps]),
    requestTimeslots: writer.sink('request_timeslots', [
      'id', 'request_id', 'start', 'end', 'continuous', 'request_type', 'note', 'timeslots', 'status', 'start_date', 'end_date', ...stamps,
    ]),
    plannings: writer.sink('plannings', [
      'id', 'request_id', 'timeslot_id', 'request_type', 'status', 'subcontractor_id', 'contractor_status', 'client_id', 'branch_id',
      'location_id', 'start', 'end', 'number_of_agents', 'description', 'po_number', 'currency', ...stamps,
    ]),
    shifts: writer.sink('shifts', ['id', 'planning_id', 'request_id', 'subcontractor_id', 'start', 'end', ...stamps]),
    shiftAgents: writer.sink('shift_agents', ['id', 'shift_id', 'agent_id', 'created_at']),
    history: writer.sink('planning_history', [
      'id', 'planning_id', 'request_id', 'shift_id', 'agent_id', 'agent_shift_id', 'status', 'created_at', 'break_finished_at',
      'break_reason', 'note', 'image', 'cost', 'updated_at',
    ]),
    notifications: writer.sink('notifications', ['id', 'user_id', 'message', 'request_id', 'identifier', 'username', 'read_at', 'created_at', 'kind']),
    channels: writer.sink('channels', ['id', 'name', 'request_id', 'created_by', 'temp_id', 'last_message_id', ...stamps]),
    channelRequests: writer.sink('channel_requests', ['channel_id', 'request_id']),
    channelGroups: writer.sink('channel_groups', ['id', 'channel_id', 'user_id', 'muted', ...stamps]),
    messages: writer.sink('messages', [
      'id', 'channel_id', 'user_id', 'text', 'tr_text', 'image', 'request_status', 'temp_id', ...stamps,
    ]),
    // tr_text (a per-reader translation) starts empty: left to its default, one value fewer to
    // bind on the largest table.
    messageStatus: writer.sink('message_status', ['message_id', 'user_id', 'status']),
  } satisfies Record<string, TableSink>;
}

export type Sinks = ReturnType<typeof createSinks>;
