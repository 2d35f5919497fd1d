/** The JSON body of every 4xx/5xx answer: the client shows `message`, and `issues` name the
 * fields and rules that failed so a form can put each message under its field. */
import { z } from 'zod';
import { ROW_TEXT_MAX } from './text-limits.js';

const str = z.string().max(ROW_TEXT_MAX);
export const apiIssueSchema = z.object({ path: str, message: str });
export const apiErrorSchema = z.object({
  error: str,
  message: str,
  issues: z.array(apiIssueSchema).optional(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
