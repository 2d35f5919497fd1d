/**
 * Row shapes as the server sends them (change feed, list endpoints, realtime) and as the engine
 * stores them in Dexie. Shapes follow spec section 3, including the denormalised display parts
 * (planning.client.name, shift.agents[], history.agent) so that every user can render what they
 * may see without also seeing the parent tables. Datetimes: UTC `YYYY-MM-DD HH:mm:ss`.
 */
import { z } from 'zod';
import { planningStatusSchema, contractorStatusSchema, historyStatusSchema } from './planning-status.js';
import { requestStatusSchema, timeslotStatusSchema } from './request-status.js';
import { ROW_TEXT_MAX } from './text-limits.js';
import { agentPositionRowSchema, sosAlertRowSchema } from './field/field-rows.js';
import { notificationParamsSchema } from './notifications.js';
import { systemMessageSchema } from './chat-system.js';
import { CHAT_ROLES } from './role-flags.js';

const id = z.number().int().positive();
const ref = id.nullable();
/** Row texts take one bound, above every input limit (text-limits.ts). */
const str = z.string().max(ROW_TEXT_MAX);
const text = str.nullable();
const datetime = z.string().max(19).regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'expected UTC YYYY-MM-DD HH:mm:ss');
const flag = z.union([z.literal(0), z.literal(1)]);
/** Spec section 6's chat label of a user (chatRoleOf). */
const chatRole = z.enum(CHAT_ROLES).nullable().optional();
/** Raised by the server on every change of the record (src-sync/protocol/write-conflict.ts). */
const version = z.number().int().min(1);
/** The spec's tempId of the client that created the record offline, when one did. */
const tempId = str.nullable().optional();

/** 1: archived (migration 0006): out of the pickers, still on history. A copy stored before the
 * field existed reads 0, like the other fields added later with a default. */
const archived = flag.default(0);
/** Directory rows (migration 0006) carry a version too; a copy stored before has none, and a
 * write based on it asks for no conflict check. */
const directoryVersion = version.optional();

export const clientRowSchema = z.object({ id, name: str, email: text, phone: text, address: text, archived, version: directoryVersion, tempId, updated_at: datetime });
export const branchRowSchema = z.object({ id, client_id: id, name: str, address: text, email: text, phone: text, archived, version: directoryVersion, tempId, updated_at: datetime });
/** A location belongs to a client or (migration 0006) to a subcontractor. */
export const locationRowSchema = z.object({
  id, client_id: ref, subcontractor_id: ref.default(null), branch_id: ref, name: str, address: str, number: text, postal_code: text, city: text,
  country: text, timezone: str, latitude: z.number().nullable(), longitude: z.number().nullable(), archived, version: directoryVersion, tempId, updated_at: datetime,
});
export const subcontractorRowSchema = z.object({ id, company_name: str, email: text, phone: text, vat_number: text, archived, version: directoryVersion, tempId, updated_at: datetime });
export const agentRowSchema = z.object({
  id, subcontractor_id: ref, user_id: ref, first_name: str, last_name: str, email: text, phone: text,
  /** Spec: only agents with a user are offered for shifts and chat. */
  user: z.object({ id, email: str, language: str }).nullable(),
  archived,
  version: directoryVersion,
  tempId,
  updated_at: datetime,
});
/** Dates are calendar days `YYYY-MM-DD` (copies stored before migration 0006: `… 00:00:00`). */
export const licenseRowSchema = z.object({ id, agent_id: id, type: str, number: str, issued_at: text.default(null), expires_at: text, version: directoryVersion, tempId, updated_at: datetime });
export const equipmentRowSchema = z.object({ id, name: str, description: text, archived, version: directoryVersion, tempId, updated_at: datetime });
export const contactRowSchema = z.object({
  id, client_id: ref, branch_id: ref, first_name: str, last_name: str, email: text, phone: text, function: text, archived, version: directoryVersion, tempId, updated_at: datetime,
});
/** A sign-in and the organisation it acts for (none: the guarding company's staff), with its
 * role there (src-sync/protocol/directory/account-writes.ts). */
export const accountRowSchema = z.object({
  id, user_id: id, client_id: ref, subcontractor_id: ref, role: str,
  /** The agent this sign-in is (role `agent`). */
  agent_id: ref.default(null),
  /** 1: the admin disabled it: no sign-in, every session ended. */
  disabled: flag.default(0),
  /** 0: invited, the password is not set yet. */
  verified: flag.default(1),
  user: z.object({ first_name: str, last_name: str, email: str, language: str.default('en') }), tempId, updated_at: datetime,
});

/** An image of the request's site (POST /api/request/imageUpload), served by
 * GET /api/request/image/{requestId}/{file}. */
export const requestImageSchema = z.object({ id, file: str, created_at: datetime });
/**
 * Fields after `location` are denormalised for the list (the period and job categories of its
 * timeslots) and the request page (its images); each has a default, so a row stored by an
 * earlier version still reads until the feed sends it again.
 */
export const requestRowSchema = z.object({
  id, identifier: str, client_id: id, branch_id: ref, location_id: id, po_number: text, note: text,
  status: requestStatusSchema, created_at: datetime, updated_at: datetime,
  client: z.object({ name: str }), branch: z.object({ name: str }).nullable(),
  location: z.object({ name: str, address: str, number: text, timezone: str }),
  created_by: ref.default(null),
  /** First planning start and last planning end over its timeslots (null: none). */
  period_start: datetime.nullable().default(null),
  period_end: datetime.nullable().default(null),
  /** The job categories its timeslots ask for, each once, in timeslot order. */
  request_types: z.array(str).max(100).default([]),
  images: z.array(requestImageSchema).max(1000).default([]),
  /** A copy stored before requests were versioned reads 1 (its writes then ask for no check). */
  version: version.default(1),
  tempId,
});
export const timeslotDaySchema = z.object({ day: str, start: str, end: str, agents: z.number().int().min(1) });
export const requestTimeslotRowSchema = z.object({
  id, request_id: id, start: datetime, end: datetime, continuous: flag, request_type: str, note: text,
  timeslots: z.array(timeslotDaySchema), status: timeslotStatusSchema, updated_at: datetime,
  /** The calendar days asked for at the location (YYYY-MM-DD); `start`/`end` are the first
   * planning's start and the last one's end. */
  start_date: z.string().max(10).nullable().default(null),
  end_date: z.string().max(10).nullable().default(null),
});
export const requestEquipmentRowSchema = z.object({ id, request_id: id, equipment_id: id, quantity: z.number().int(), updated_at: datetime });

export const planningRowSchema = z.object({
  id, request_id: id, timeslot_id: ref, request_type: str, status: planningStatusSchema,
  subcontractor_id: ref, contractor_status: contractorStatusSchema.nullable(), client_id: id, branch_id: ref, location_id: id,
  start: datetime, end: datetime, number_of_agents: z.number().int().min(0), description: text, po_number: text,
  currency: str, created_at: datetime, updated_at: datetime, version, tempId,
  request: z.object({ id, identifier: str, po_number: text, note: text }),
  client: z.object({ name: str }),
  branch: z.object({ name: str }).nullable(),
  location: z.object({ name: str, address: str, number: text, timezone: str }),
  contractor: z.object({ name: str }).nullable(),
});
export const shiftAgentSchema = z.object({
  id, first_name: str, last_name: str, agent_shift_id: id,
  /** 1: the shift's times changed since the agent last acknowledged them (field view). */
  change_pending: flag.optional(),
  /** When the agent acknowledged the shift's last change of times (null: no change since it
   * joined, or not acknowledged yet). */
  change_acknowledged_at: datetime.nullable().optional(),
});
export const shiftRowSchema = z.object({
  id, planning_id: id, request_id: id, subcontractor_id: ref, start: datetime, end: datetime,
  agents: z.array(shiftAgentSchema), contractor: z.object({ name: str }).nullable(), updated_at: datetime, version, tempId,
});
export const historyRowSchema = z.object({
  id, planning_id: id, request_id: id, shift_id: ref, agent_id: ref, agent_shift_id: ref, status: historyStatusSchema,
  created_at: datetime, break_finished_at: datetime.nullable(), break_reason: text, note: text, image: text,
  cost: z.number().nullable(), agent: z.object({ first_name: str, last_name: str }).nullable(), updated_at: datetime,
  version, tempId,
  /** 1: staff hid the entry from the client. A copy stored before the field existed reads 0. */
  internal: flag.default(0),
  /** Agents' events (field): the server's receive time (created_at is the phone's), the fix and
   * the geofence verdict. Copies stored before these existed read null. */
  received_at: datetime.nullable().default(null),
  latitude: z.number().finite().nullable().default(null),
  longitude: z.number().finite().nullable().default(null),
  accuracy: z.number().finite().nullable().default(null),
  fence: z.enum(['inside', 'outside', 'unchecked']).nullable().default(null),
});

export const channelRowSchema = z.object({
  id, name: str, request_id: ref, created_at: datetime, updated_at: datetime,
  last_message: z.object({
    id, text: text, image: text, created_at: datetime, user: z.object({ id, first_name: str, last_name: str }).nullable(),
    /** Migration 0009: a system message's key and parameters (chat-system.ts); absent from
     * copies stored before. */
    system: systemMessageSchema.nullable().optional(),
  }).nullable(),
  requests: z.array(z.object({ id, identifier: str, type: str, subcontractor_id: ref, status: str })),
  /** Migration 0009: 1 while one planning of its requests is confirmed work (chat-system.ts),
   * kept by the server on every write; absent from a copy stored before (Recent until the feed
   * brings the channel again). */
  active: flag.optional(),
});
export const channelGroupRowSchema = z.object({
  id, channel_id: id, user_id: id, muted: flag, created_at: datetime, updated_at: datetime,
  /** chat_role: spec section 6's label (chatRoleOf); absent from copies stored before. */
  user: z.object({ id, first_name: str, last_name: str, language: str, chat_role: chatRole }),
});
export const messageRowSchema = z.object({
  id, channel_id: id, text: text, tr_text: text, image: text, created_at: datetime, request_status: text,
  user: z.object({ id, first_name: str, last_name: str, chat_role: chatRole }).nullable(),
  tempId: text,
  message_status: z.array(z.object({ user_id: id, status: z.number().int(), tr_text: text })),
  /** Migration 0009: what a system message records, worded on each device (chat-system.ts);
   * absent from copies stored before (they show `text`). */
  system: systemMessageSchema.nullable().optional(),
});
export const notificationRowSchema = z.object({
  id, message: str, request_id: ref, identifier: text, username: text, created_at: datetime, read_at: datetime.nullable(),
  /** What happened (protocol/notifications.ts); free text, so a kind added later never makes an
   * older client drop the row: it shows `message` instead. */
  kind: text.default(null),
  /** The planning a notification is about, which it opens. */
  planning_id: ref.default(null),
  /** What the kind's text names beyond the request (protocol/notifications.ts). */
  params: notificationParamsSchema,
});

export type ClientRow = z.infer<typeof clientRowSchema>;
export type BranchRow = z.infer<typeof branchRowSchema>;
export type LocationRow = z.infer<typeof locationRowSchema>;
export type SubcontractorRow = z.infer<typeof subcontractorRowSchema>;
export type AgentRow = z.infer<typeof agentRowSchema>;
export type LicenseRow = z.infer<typeof licenseRowSchema>;
export type EquipmentRow = z.infer<typeof equipmentRowSchema>;
export type ContactRow = z.infer<typeof contactRowSchema>;
export type AccountRow = z.infer<typeof accountRowSchema>;
export type RequestRow = z.infer<typeof requestRowSchema>;
export type RequestImage = z.infer<typeof requestImageSchema>;
export type RequestTimeslotRow = z.infer<typeof requestTimeslotRowSchema>;
export type RequestEquipmentRow = z.infer<typeof requestEquipmentRowSchema>;
export type PlanningRow = z.infer<typeof planningRowSchema>;
export type ShiftRow = z.infer<typeof shiftRowSchema>;
export type HistoryRow = z.infer<typeof historyRowSchema>;
export type ChannelRow = z.infer<typeof channelRowSchema>;
export type ChannelGroupRow = z.infer<typeof channelGroupRowSchema>;
export type MessageRow = z.infer<typeof messageRowSchema>;
export type NotificationRow = z.infer<typeof notificationRowSchema>;

/** The schema each feed entity's `data` must pass before it is stored. */
export const ENTITY_ROW_SCHEMAS = {
  clients: clientRowSchema,
  branches: branchRowSchema,
  locations: locationRowSchema,
  subcontractors: subcontractorRowSchema,
  agents: agentRowSchema,
  licenses: licenseRowSchema,
  equipment: equipmentRowSchema,
  contacts: contactRowSchema,
  accounts: accountRowSchema,
  requests: requestRowSchema,
  request_timeslots: requestTimeslotRowSchema,
  request_equipment: requestEquipmentRowSchema,
  plannings: planningRowSchema,
  shifts: shiftRowSchema,
  planning_history: historyRowSchema,
  channels: channelRowSchema,
  channel_groups: channelGroupRowSchema,
  messages: messageRowSchema,
  notifications: notificationRowSchema,
  sos_alerts: sosAlertRowSchema,
  agent_positions: agentPositionRowSchema,
} as const;
