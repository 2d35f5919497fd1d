/** Path parameters of the planning routes, validated like bodies (400 naming the parameter). */
import { z } from 'zod';
import { idParam as positiveId } from '../../../lib/id-params.js';

export const idParamsSchema = z.object({ id: positiveId });
export const historyIdParamsSchema = z.object({ historyId: positiveId });
export const imageParamsSchema = z.object({
  requestId: positiveId,
  // Only names the server generated itself (see server/uploads/upload-paths.ts): no path parts.
  file: z.string().max(40).regex(/^[a-f0-9]{32}\.(jpg|png|gif)$/, 'not an image name'),
});
