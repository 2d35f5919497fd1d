/**
 * Puts the field issues of a refused submit (`{path, message}`) under the matching form fields:
 * the server's (an ApiError) and the engine's own input check (a MutationInputError, shaped the
 * same). `fields` lists the form fields named like the issue paths, or maps a path's first
 * segment ('start', 'agents' of 'agents.0') to the field that shows it. Returns true when at least
 * one landed on a field, so the caller shows a summary only for what did not.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MutationInputError, isApiError, type ApiIssue } from '../../../src-sync/index.js';

export type IssueFields<T extends FieldValues> = readonly Path<T>[] | Readonly<Record<string, Path<T>>>;

function issuesOf(error: unknown): readonly ApiIssue[] {
  if (isApiError(error) || error instanceof MutationInputError) return error.issues;
  return [];
}

function fieldFor<T extends FieldValues>(fields: IssueFields<T>, path: string): Path<T> | undefined {
  const head = path.split('.')[0] ?? path;
  if (Array.isArray(fields)) return (fields as readonly Path<T>[]).find((name) => name === head);
  return Object.hasOwn(fields, head) ? (fields as Readonly<Record<string, Path<T>>>)[head] : undefined;
}

export function applyServerIssues<T extends FieldValues>(error: unknown, fields: IssueFields<T>, setError: UseFormSetError<T>): boolean {
  let placed = false;
  for (const issue of issuesOf(error)) {
    const field = fieldFor(fields, issue.path);
    if (field === undefined) continue;
    setError(field, { type: 'server', message: issue.message });
    placed = true;
  }
  return placed;
}
