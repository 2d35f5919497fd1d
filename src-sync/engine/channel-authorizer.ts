/** Signs the private user channel through the api client (POST /broadcasting/auth with the
 * bearer token, refreshed and replayed on a 401 like every other call). */
import { z } from 'zod';
import type { ChannelAuthorizer } from '../realtime/realtime-transport.js';
import type { HttpClient } from './http-client.js';

export const BROADCASTING_AUTH_PATH = '/broadcasting/auth';

const authAnswerSchema = z.object({ auth: z.string().min(1) });

export function authorizerFor(http: HttpClient, path: string = BROADCASTING_AUTH_PATH): ChannelAuthorizer {
  return async (socketId, channelName) => {
    const answer = await http.request({ method: 'POST', url: path, body: { socket_id: socketId, channel_name: channelName } });
    return authAnswerSchema.parse(answer);
  };
}
