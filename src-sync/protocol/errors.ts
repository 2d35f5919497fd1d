/** The JSON body of every 4xx/5xx answer: the client shows `message`, and `issues` name the
 * fields and rules that failed so a form can put each message under its field. */
import { z } from 'zod';

export const apiIssueSchema = z.object({ path: z.string(), message: z.string() });
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(apiIssueSchema).optional(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
