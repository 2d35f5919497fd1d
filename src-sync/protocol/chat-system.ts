/**
 * System messages of a request's group (ARCHITECTURE.md "Team chat"): the server records what
 * happened as a key and its parameters, and every device words it in its user's language (the
 * `chat` catalogue's `system.*`). `text` stays the server's English for other clients. The key is
 * free text on the wire, so a key added later never makes an older device drop the message: it
 * shows `text` instead.
 */
import { z } from 'zod';

export const SYSTEM_MESSAGE_KEYS = ['request-created', 'request-status', 'request-changed', 'request-forwarded', 'members-added'] as const;
export type SystemMessageKey = (typeof SYSTEM_MESSAGE_KEYS)[number];

const param = z.union([z.string().max(500), z.array(z.string().max(200)).max(500)]);
export const systemMessageSchema = z.object({ key: z.string().min(1).max(64), params: z.record(z.string().max(64), param) });
export type SystemMessage = z.infer<typeof systemMessageSchema>;

/** What each key carries, as the server writes it. */
export type SystemEvent =
  /** A request came in; `name` is its group's name (identifier and client). */
  | { key: 'request-created'; params: { name: string } }
  /** The request's status changed (the review, a cancel, or PUT /api/channels/{id}). */
  | { key: 'request-status'; params: { status: string } }
  /** The pending order was changed. */
  | { key: 'request-changed'; params: Record<string, never> }
  /** Plannings of the request were forwarded to a subcontractor. */
  | { key: 'request-forwarded'; params: { subcontractor: string } }
  /** People joined the group (they now work the request, or were added in Members). */
  | { key: 'members-added'; params: { names: string[] } };

export function isSystemMessageKey(key: string): key is SystemMessageKey {
  return (SYSTEM_MESSAGE_KEYS as readonly string[]).includes(key);
}

/**
 * Spec section 4: "A planning is active in the chat list when its status is confirmed, otherwise
 * recent." A confirmed planning that has started or ended is still that work going on; finished,
 * rejected, cancelled and archived ones are over, a pending one not yet accepted. A group is
 * active while one planning of its requests is in one of these.
 */
export const ACTIVE_PLANNING_STATUSES = ['confirmed', 'started', 'ended'] as const;
