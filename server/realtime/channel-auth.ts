/**
 * Private-channel authorisation signatures (Pusher "library auth reference"):
 * auth = `${key}:${hex HMAC-SHA256(secret, `${socket_id}:${channel}`)}`.
 * /broadcasting/auth signs, the embedded socket server verifies; an external Pusher-compatible
 * server verifies the same string with the same secret, so the route works for both.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function channelAuth(key: string, secret: string, socketId: string, channel: string): string {
  const signature = createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
  return `${key}:${signature}`;
}

/**
 * Constant-time comparison so the time taken does not leak how many leading characters of a
 * forged signature were right. The length is not secret (always key + 65 characters).
 */
export function verifyChannelAuth(key: string, secret: string, socketId: string, channel: string, auth: string): boolean {
  const expected = Buffer.from(channelAuth(key, secret, socketId, channel), 'utf8');
  const given = Buffer.from(auth, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
