/**
 * Puts the server's field issues (`{path, message}`) under the matching form fields. Returns
 * true when at least one landed on a field, so the caller can keep the summary short.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../src-sync/index.js';

export function applyServerIssues<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path);
    if (field) {
      setError(field, { type: 'server', message: issue.message });
      placed = true;
    }
  }
  return placed;
}
