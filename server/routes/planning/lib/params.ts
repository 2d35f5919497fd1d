/** Path parameters of the planning routes, validated like bodies (400 naming the parameter). */
import { z } from 'zod';
import { MAX_ID } from '../../../../src-sync/protocol/planning-writes.js';

const positiveId = z.coerce.number({ error: 'expected a positive whole number' }).int('expected a positive whole number').positive('expected a positive whole number').max(MAX_ID, 'expected a positive whole number');

export const idParamsSchema = z.object({ id: positiveId });
export const historyIdParamsSchema = z.object({ historyId: positiveId });
export const imageParamsSchema = z.object({
  requestId: positiveId,
  // Only names the server generated itself (see server/uploads/upload-paths.ts): no path parts.
  file: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|gif)$/, 'not an image name'),
});
