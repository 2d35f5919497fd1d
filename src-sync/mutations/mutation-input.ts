/**
 * Input checks shared by the mutations. A mutation validates with the same zod schema as the form
 * and the server route (src-sync/protocol/planning-writes.ts) BEFORE anything is written, and
 * rejects with a MutationInputError shaped like an ApiError (message + field issues), so a form
 * handles both the same way. Nothing is queued for a rejected input.
 */
import type { ZodType } from 'zod';
import type { ApiIssue } from '../protocol/errors.js';
import { isTempId, replaceIdDeep } from '../outbox/temp-ids.js';

export class MutationInputError extends Error {
  override readonly name = 'MutationInputError';
  /** Mirrors ApiError: 422 for a rule, 404 for a record this device does not have. */
  readonly status: number;
  readonly issues: ApiIssue[];

  constructor(message: string, issues: ApiIssue[] = [], status = 422) {
    super(message);
    this.issues = issues;
    this.status = status;
  }
}

function collectTempIds(value: unknown, found: Set<number>): void {
  if (Array.isArray(value)) for (const item of value) collectTempIds(item, found);
  else if (typeof value === 'object' && value !== null) for (const field of Object.values(value)) collectTempIds(field, found);
  else if (isTempId(value)) found.add(value);
}

/** The input with each temp id (a record made on this device, not on the server yet) put in the
 * place of a server id the schema can take, and the way back. */
function withPlaceholders(input: unknown): { candidate: unknown; placeholders: Map<number, number> } {
  const temps = new Set<number>();
  collectTempIds(input, temps);
  let candidate = input;
  const placeholders = new Map<number, number>();
  for (const temp of temps) {
    const placeholder = Number.MAX_SAFE_INTEGER + temp;
    placeholders.set(placeholder, temp);
    candidate = replaceIdDeep(candidate, temp, placeholder);
  }
  return { candidate, placeholders };
}

export type InputCheck<T> = { ok: true; data: T } | { ok: false; issues: { path: string; message: string }[] };

/**
 * `input` judged by `schema` as the wire will judge it, but for the records created offline:
 * they are referred to by negative temp ids, which the wire schemas (positive ids) refuse, so
 * they are swapped for distinct positive placeholders for the check and back afterwards, and
 * only the id's sign is exempted. Forms check their input with this too: one that parsed with
 * the wire schema itself refused a pending order's own timeslots, with nothing on screen to say
 * so, and the change was lost.
 */
export function checkInput<T>(schema: ZodType<T>, input: unknown): InputCheck<T> {
  const { candidate, placeholders } = withPlaceholders(input);
  const parsed = schema.safeParse(candidate);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })) };
  let data: T = parsed.data;
  for (const [placeholder, temp] of placeholders) data = replaceIdDeep(data, placeholder, temp);
  return { ok: true, data };
}

/** checkInput for a mutation: the parsed input, or a MutationInputError naming every issue. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const checked = checkInput(schema, input);
  if (checked.ok) return checked.data;
  const first = checked.issues[0];
  throw new MutationInputError(first ? `${first.path || 'input'}: ${first.message}` : 'Invalid input', checked.issues);
}

/** checkInput's issues only (none: the input may be handed to its mutation). */
export function inputIssues(schema: ZodType, input: unknown): { path: string; message: string }[] {
  const checked = checkInput(schema, input);
  return checked.ok ? [] : checked.issues;
}

export function notAvailable(what: string, id: number): MutationInputError {
  return new MutationInputError(`${what} ${id} is not available on this device.`, [{ path: 'id', message: 'not found' }], 404);
}

/** UTC `YYYY-MM-DD HH:mm:ss`, the wire format, for the local timestamps of optimistic rows. */
export function utcNow(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 19).replace('T', ' ');
}

/** Drops undefined fields: an absent field means "unchanged" and must not overwrite locally. */
export function definedFields<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
