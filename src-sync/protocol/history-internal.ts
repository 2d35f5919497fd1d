/**
 * PUT /api/planning/history/{id}/internal: staff hide a history entry from the client (internal)
 * or show it again. Its own write, apart from editing the entry: a different rule of the
 * permission table (`history.mark-internal`, staff only) and no other field changes with it.
 */
import { z } from 'zod';

export const historyInternalSchema = z.object({ internal: z.boolean({ error: 'expected true or false' }) }).strict();
export type HistoryInternalBody = z.infer<typeof historyInternalSchema>;
