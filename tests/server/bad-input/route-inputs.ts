/**
 * What each registered route reads, for the walk of every route with malformed input. The route
 * list comes from the running server; this table only says, per route, which schema its body or
 * query is parsed with. A route missing from it fails the walk until it is described here, so no
 * route added later escapes the malformed inputs.
 */
import type { z } from 'zod';
import {
  authorizeQuerySchema,
  forgotPasswordSchema,
  loginBodySchema,
  passwordSetSchema,
  resetPasswordSchema,
  signupSchema,
  tokenRequestSchema,
} from '../../../src-sync/protocol/auth.js';
import {
  agentHistoryCreateSchema,
  historyCreateSchema,
  historyImageFieldsSchema,
  historyUpdateSchema,
  planningCreateSchema,
  planningDeleteSchema,
  planningForwardSchema,
  planningUpdateSchema,
  shiftCreateSchema,
  shiftUpdateSchema,
} from '../../../src-sync/protocol/planning-writes.js';
import { historyInternalSchema } from '../../../src-sync/protocol/history-internal.js';
import { ownAccountUpdateSchema } from '../../../src-sync/protocol/own-account.js';
import { positionSchema, shiftAcknowledgeSchema, sosAcknowledgeSchema, sosRaiseSchema } from '../../../src-sync/protocol/field/field-writes.js';
import { requestReviewSchema } from '../../../src-sync/protocol/request-review.js';
import { requestBodyShape } from '../../../src-sync/protocol/request-writes.js';
import { requestActionSchema, requestUpdateSchema } from '../../../src-sync/protocol/request-changes.js';
import { notificationsResetSchema } from '../../../src-sync/protocol/notifications.js';
import { feedQuerySchema, repairQuerySchema } from '../../../src-sync/protocol/sync.js';
import { beforeHorizonQuerySchema, bootstrapQuerySchema, planningRowsQuerySchema } from '../../../src-sync/protocol/bootstrap.js';
import {
  channelCreateSchema,
  channelUpdateSchema,
  chatImageUploadFieldsSchema,
  groupMuteSchema,
  membersAddSchema,
  messageCreateSchema,
  messagePageQuerySchema,
  recentChannelsQuerySchema,
} from '../../../src-sync/protocol/chat-writes.js';
import { broadcastingAuthBody } from '../../../server/realtime/broadcasting-auth-route.js';
import { DIRECTORY_WRITES } from '../../../src-sync/protocol/directory/directory-writes.js';

export type RouteInput =
  /** A JSON body parsed with the schema. */
  | { body: z.ZodType }
  /** No body is read (shapes and content types are still refused). */
  | { body: 'none' }
  /** A multipart form with these fields beside the file. */
  | { body: 'multipart'; fields: z.ZodType }
  /** A urlencoded form (the OAuth sign-in form) with these fields. */
  | { body: 'form'; fields: z.ZodType }
  /** A query parsed with the schema. */
  | { query: z.ZodType }
  /** A list: every parameter is known, an unknown one is refused; `dates` are range bounds. */
  | { query: 'list'; dates?: string[] }
  /** Reads no query (nothing to break beyond ids in the path). */
  | { query: 'none' }
  /** A browser navigation that falls back to a safe default for a bad parameter (GET /logout). */
  | { query: 'navigation' };

const list: RouteInput = { query: 'list' };
const none: RouteInput = { body: 'none' };
const reads: RouteInput = { query: 'none' };

const COLLECTIONS = ['clients', 'branches', 'locations', 'subcontractors', 'requests', 'request/equipment', 'equipment', 'planning', 'planning/history', 'shifts', 'agents', 'licenses', 'accounts', 'notifications', 'contacts'];

export const ROUTE_INPUTS: Record<string, RouteInput> = {
  'GET /healthz': reads,
  'POST /api/login': { body: loginBodySchema },
  'POST /oauth/token': { body: tokenRequestSchema },
  'GET /oauth/authorize': { query: authorizeQuerySchema },
  'POST /oauth/authorize': { body: 'form', fields: authorizeQuerySchema },
  'POST /api/logout': none,
  'GET /logout': { query: 'navigation' },
  'GET /api/account/own': reads,
  'PUT /api/account/own': { body: ownAccountUpdateSchema },
  'PUT /api/account/password': { body: passwordSetSchema },
  'POST /api/signup': { body: signupSchema },
  'POST /api/password/forgot': { body: forgotPasswordSchema },
  'POST /api/password/reset': { body: resetPasswordSchema },
  'POST /broadcasting/auth': { body: broadcastingAuthBody },
  'GET /api/realtime/config': reads,
  'POST /api/planning': { body: planningCreateSchema },
  'PUT /api/planning/:id': { body: planningUpdateSchema },
  'DELETE /api/planning': { body: planningDeleteSchema },
  'GET /api/planning/:id/related': reads,
  'POST /api/planning/forward': { body: planningForwardSchema },
  'PUT /api/planning/:id/cancel-forward': none,
  'PUT /api/planning/:id/cancel': none,
  'POST /api/shifts': { body: shiftCreateSchema },
  'PUT /api/shifts/:id': { body: shiftUpdateSchema },
  'DELETE /api/shifts/:id': none,
  'POST /api/planning/history': { body: historyCreateSchema },
  'POST /api/agent/request/history': { body: agentHistoryCreateSchema },
  'PUT /api/planning/history/:id': { body: historyUpdateSchema },
  'DELETE /api/planning/history/:id': none,
  'PUT /api/planning/history/:id/internal': { body: historyInternalSchema },
  'GET /api/planning/history/image/:requestId/:file': reads,
  'POST /api/planning/history/image/:historyId': { body: 'multipart', fields: historyImageFieldsSchema },
  'POST /api/requests/:id/review': { body: requestReviewSchema },
  'POST /api/agent/sos': { body: sosRaiseSchema },
  'GET /api/map/config': reads,
  'PUT /api/sos/:id/acknowledge': { body: sosAcknowledgeSchema },
  'PUT /api/agent/position': { body: positionSchema },
  'PUT /api/agent/shift/:id/acknowledge': { body: shiftAcknowledgeSchema },
  'POST /api/requests': { body: requestBodyShape },
  'PUT /api/requests/:id': { body: requestUpdateSchema },
  'PUT /api/requests/:id/cancel': { body: requestActionSchema },
  'PUT /api/notifications/unread/reset': { body: notificationsResetSchema },
  'GET /api/sync/changes': { query: feedQuerySchema },
  'GET /api/sync/rows': { query: repairQuerySchema },
  'GET /api/sync/bootstrap': { query: bootstrapQuerySchema },
  'GET /api/sync/planning-rows': { query: planningRowsQuerySchema },
  'GET /api/sync/before-horizon': { query: beforeHorizonQuerySchema },
  'GET /api/clients/own': reads,
  'GET /api/locations/own': list,
  'GET /api/requests/own': list,
  'GET /api/notifications/unread': reads,
  'GET /api/notifications/unread/reset': reads,
  // The collections: a list and one row by id each; the planning list also takes a date range.
  ...Object.fromEntries(COLLECTIONS.flatMap((name) => [[`GET /api/${name}`, list], [`GET /api/${name}/:id`, reads]])),
  'GET /api/planning': { query: 'list', dates: ['start', 'end'] },
  // Team chat (spec section 7 "Chat").
  'GET /api/channels/active': reads,
  'GET /api/channels/recent': { query: recentChannelsQuerySchema },
  'GET /api/channels/:id': reads,
  'GET /api/channels/:id/group': reads,
  'POST /api/channels': { body: channelCreateSchema },
  'PUT /api/channels/:id': { body: channelUpdateSchema },
  'PUT /api/channels/group/:id': { body: groupMuteSchema },
  'POST /api/channels/members/:channelId': { body: membersAddSchema },
  'GET /api/messages/unread': reads,
  'GET /api/messages/:channelId': { query: messagePageQuerySchema },
  'POST /api/messages/:channelId': { body: messageCreateSchema },
  'PUT /api/messages/read/all/:channelId': none,
  'PUT /api/messages/read/:messageId': none,
  'POST /api/request/imageUpload': { body: 'multipart', fields: chatImageUploadFieldsSchema },
  'GET /api/messages/image/:channelId/:file': reads,
  'GET /api/request/image/:requestId/:file': reads,
  // Sends an invitation nobody accepted again: nothing read but the account's id.
  'POST /api/accounts/:id/invitation': none,
  // The directory's writes (accounts included): create, change, delete of every collection.
  ...Object.fromEntries(
    Object.values(DIRECTORY_WRITES).flatMap((write) => [
      [`POST ${write.path}`, { body: write.create }],
      [`PUT ${write.path}/:id`, { body: write.update }],
      [`DELETE ${write.path}/:id`, none],
    ]),
  ),
};
