/**
 * Bodies and queries of the chat calls (spec section 7 "Chat") and the answers the engine reads.
 * The server validates with these and the chat mutations build their bodies with the same
 * schemas, so a message refused by one is refused by the other with the same words.
 */
import { z } from 'zod';
import { REQUIRED } from './auth.js';
import { MAX_ID, idTextSchema } from './canonical-id.js';
import { channelGroupRowSchema, channelRowSchema, messageRowSchema } from './entities.js';
import { MAX_NAME, MAX_NOTE } from './text-limits.js';
import { tempIdSchema } from './write-conflict.js';

/** The longest message text (issue 13: "Text over 5,000 characters" is refused). */
export const MAX_MESSAGE_TEXT = MAX_NOTE;
/** Spec section 5: the chat image picker accepts .jpeg, .png, .jpg. */
export const CHAT_IMAGE_ACCEPT = '.jpeg,.jpg,.png';
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const MAX_CHAT_IMAGE_BYTES = 5 * 1024 * 1024;
/** Messages per page of GET /api/messages/{channelId} (spec section 9: set by the server). */
export const MESSAGE_PAGE_SIZE = 50;
/** Groups per page of GET /api/channels/recent. */
export const CHANNEL_PAGE_SIZE = 30;
export const EMPTY_MESSAGE = 'a message needs a text or an image';

const userId = z
  .number({ error: 'expected a positive whole number' })
  .int('expected a positive whole number')
  .positive('expected a positive whole number')
  .max(MAX_ID, 'expected a positive whole number');
const memberList = z.array(userId, { error: 'expected a list of user ids' }).min(1, REQUIRED).max(500, 'at most 500 members');
const flag01 = z.union([z.literal(0), z.literal(1)], { error: 'expected 0 or 1' });
const channelName = z.string({ error: 'expected text' }).trim().min(1, REQUIRED).max(MAX_NAME, `at most ${MAX_NAME} characters`);

/** POST /api/channels: a combined group of requests' groups (spec section 2, Combine). */
export const channelCreateSchema = z
  .object({
    name: channelName,
    members: memberList,
    tempId: tempIdSchema,
    requestIds: z.array(userId, { error: 'expected a list of request ids' }).max(100, 'at most 100 requests').default([]),
  })
  .strict();
export type ChannelCreateBody = z.input<typeof channelCreateSchema>;

/** PUT /api/channels/{id}: rename a group, and the request status its system message records. */
export const channelUpdateSchema = z
  .object({
    channelName: channelName.optional(),
    request_status: z.string({ error: 'expected text' }).trim().min(1, REQUIRED).max(50, 'at most 50 characters').optional(),
  })
  .strict()
  .refine((b) => b.channelName !== undefined || b.request_status !== undefined, { message: 'nothing to change', path: ['channelName'] });

/** PUT /api/channels/group/{id}: the caller's own mute switch of a group (0/1). */
export const groupMuteSchema = z.object({ muted: flag01 }).strict();

/** POST /api/channels/members/{channelId}: agents' users added to a group. */
export const membersAddSchema = z.object({ members: memberList, channelId: z.number().int().optional() }).strict();

/** One recipient as the spec's sender lists it; the server decides recipients itself and reads
 * these only for their shape. */
const recipient = z.object({ id: z.number().int(), channel_group_id: z.number().int().nullable().optional(), language: z.string().max(10).nullable().optional() }).strict();

const messageText = z.string({ error: 'expected text' }).max(MAX_MESSAGE_TEXT, `at most ${MAX_MESSAGE_TEXT} characters`);

/**
 * POST /api/messages/{channelId}: a text, an image (the stored name answered by
 * POST /api/request/imageUpload) or both. The spec's sender_id, channel_id, channel_name,
 * request_status and members are accepted for compatibility; the server takes them from the
 * signed-in user and the group, never from the body.
 */
export const messageCreateSchema = z
  .object({
    text: messageText.nullable().optional(),
    image: z.string({ error: 'expected text' }).max(64, 'at most 64 characters').nullable().optional(),
    tempId: tempIdSchema,
    sender_id: z.number().int().optional(),
    channel_id: z.number().int().optional(),
    channel_name: z.string().max(MAX_NAME).optional(),
    request_status: z.string().max(50).nullable().optional(),
    members: z.array(recipient).max(500).optional(),
  })
  .strict()
  .refine((b) => (b.text ?? '').trim() !== '' || (b.image ?? '') !== '', { message: EMPTY_MESSAGE, path: ['text'] });
export type MessageCreateBody = z.input<typeof messageCreateSchema>;

/** Multipart fields of a message sent with its photo in one request (the outbox's way: one
 * write, exactly once). */
export const messageMultipartFieldsSchema = z
  .object({ text: messageText.optional(), tempId: tempIdSchema })
  .strict();

/** Multipart fields of POST /api/request/imageUpload (spec: `image` and `request_id`). */
export const chatImageUploadFieldsSchema = z.object({ request_id: idTextSchema.optional(), channel_id: idTextSchema.optional() });

/** GET /api/channels/recent. */
export const recentChannelsQuerySchema = z
  .object({
    search: z.string().max(MAX_NAME, `at most ${MAX_NAME} characters`).default(''),
    sort: z.enum(['-id', 'id']).default('-id'),
    'page[number]': z.string().max(6, 'expected a page number from 1').regex(/^[1-9]\d{0,5}$/, 'expected a page number from 1').default('1'),
  })
  .strict();

/** GET /api/messages/{channelId}. */
export const messagePageQuerySchema = z
  .object({
    sort: z.enum(['-id', 'id']).default('-id'),
    'page[number]': z.string().max(6, 'expected a page number from 1').regex(/^[1-9]\d{0,5}$/, 'expected a page number from 1').default('1'),
    /** Messages older than this id: what the engine asks for when scrolling up past what it has. */
    before: z.string().max(10, 'expected a message id').regex(/^[1-9]\d{0,9}$/, 'expected a message id').optional(),
  })
  .strict();

/** A group as the chat list reads it: the caller's member row with the channel and all members. */
export const chatGroupSchema = channelGroupRowSchema.extend({
  members: z.array(channelGroupRowSchema),
  channels: z.array(channelRowSchema),
});
export type ChatGroup = z.infer<typeof chatGroupSchema>;

/** A page in the spec's shape: next_page_url is -1 when there is none (spec section 9). */
export const messagePageSchema = z.object({
  data: z.array(messageRowSchema),
  next_page_url: z.union([z.string().max(2000), z.literal(-1)]),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** GET /api/messages/unread: totals kept as strings (spec section 3). */
export const unreadEntrySchema = z.object({ channel_id: z.number().int().positive(), total: z.string().max(12).regex(/^\d+$/) });
export const unreadAnswerSchema = z.object({ data: z.array(unreadEntrySchema) });
export type UnreadEntry = z.infer<typeof unreadEntrySchema>;
