/** Path parameters of the chat routes (the id guard has already refused anything not an id). */
import { z } from 'zod';
import { idParam } from '../../lib/id-params.js';

export const channelIdParams = z.object({ channelId: idParam });
export const idParams = z.object({ id: idParam });
export const messageIdParams = z.object({ messageId: idParam });
