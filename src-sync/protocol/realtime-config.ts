/**
 * GET /api/realtime/config: where the SPA's realtime socket connects. `host` null means the
 * embedded Pusher-protocol server on the page's own origin; otherwise a Pusher-compatible server
 * (Pusher Channels, Soketi, Reverb) that the API publishes to (PUSHER_HOST).
 */
import { z } from 'zod';

export const realtimeConfigSchema = z.object({
  key: z.string().min(1).max(200),
  host: z.string().min(1).max(253).nullable(),
  port: z.number().int().min(1).max(65535).nullable(),
  tls: z.boolean().nullable(),
});
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;
