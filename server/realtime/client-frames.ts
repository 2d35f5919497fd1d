/**
 * Parses what a client sends on the socket. Everything is untrusted: any shape that is not a
 * known frame comes back as `malformed` (answered with pusher:error), never as an exception.
 */
import type WebSocket from 'ws';
import { z } from 'zod';
import { MAX_EVENT_NAME_LENGTH } from './pusher-protocol.js';

export type ClientFrame =
  | { kind: 'subscribe'; channel: string; auth: string | null }
  | { kind: 'unsubscribe'; channel: string }
  | { kind: 'ping' }
  | { kind: 'pong' }
  | { kind: 'client-event'; event: string }
  | { kind: 'unsupported'; event: string }
  | { kind: 'malformed'; reason: string };

/** Channel names are short (private-App.User.{id}); auth signatures are key:hex. */
const channel = z.string().max(200);
const envelope = z.object({
  event: z.string().min(1).max(MAX_EVENT_NAME_LENGTH),
  channel: channel.optional(),
  data: z.unknown().optional(),
});

const subscribeData = z.object({
  channel,
  auth: z.string().max(500).optional(),
  // Only presence channels use channel_data, and those are refused; accepted here so that the
  // refusal names the real reason instead of "malformed".
  channel_data: z.string().max(10_000).optional(),
});

const unsubscribeData = z.object({ channel });

/** ws hands over a Buffer, a list of fragments or an ArrayBuffer; frames are UTF-8 text. */
export function frameText(raw: WebSocket.RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw).toString('utf8');
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** pusher-js sends `data` as an object; other clients send it as a JSON string. Accept both. */
function innerData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  const parsed = parseJson(data);
  return parsed.ok ? parsed.value : data;
}

export function parseClientFrame(text: string): ClientFrame {
  const json = parseJson(text);
  if (!json.ok) return { kind: 'malformed', reason: 'Frame is not valid JSON.' };
  const frame = envelope.safeParse(json.value);
  if (!frame.success) return { kind: 'malformed', reason: 'Frame must be an object with an event name.' };
  const { event, data } = frame.data;

  switch (event) {
    case 'pusher:ping':
      return { kind: 'ping' };
    case 'pusher:pong':
      return { kind: 'pong' };
    case 'pusher:subscribe': {
      const parsed = subscribeData.safeParse(innerData(data));
      if (!parsed.success) return { kind: 'malformed', reason: 'pusher:subscribe needs data.channel (string) and data.auth (string).' };
      return { kind: 'subscribe', channel: parsed.data.channel, auth: parsed.data.auth ?? null };
    }
    case 'pusher:unsubscribe': {
      const parsed = unsubscribeData.safeParse(innerData(data));
      if (!parsed.success) return { kind: 'malformed', reason: 'pusher:unsubscribe needs data.channel (string).' };
      return { kind: 'unsubscribe', channel: parsed.data.channel };
    }
    default:
      return event.startsWith('client-') ? { kind: 'client-event', event } : { kind: 'unsupported', event };
  }
}
