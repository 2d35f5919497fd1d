/**
 * The forms' resolver for react-hook-form: the form's body judged by the wire contract's own
 * schema (DIRECTORY_WRITES: the one the engine's mutation and the server's route use) and its
 * rules over several fields, each issue put under the input it concerns. A form with an issue
 * submits nothing.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import { DIRECTORY_WRITES, REQUIRED, checkInput, type FieldIssue } from '../../../../src-sync/index.js';
import type { AnyRow, CollectionConfig, FieldSpec } from '../collections/collection-types.js';
import { formBody, inputForIssue, type FormDefaults, type FormValues } from './form-values.js';

export interface Judged {
  body: Record<string, unknown>;
  issues: FieldIssue[];
}

/** The inputs whose text differs from what the form opened with. */
export function changedInputs(values: FormValues, initial: FormValues): Set<string> {
  return new Set(Object.keys(values).filter((name) => (values[name] ?? '') !== (initial[name] ?? '')));
}

export function judge(config: CollectionConfig, values: FormValues, row: AnyRow | null, initial: FormValues, defaults: FormDefaults): Judged {
  const write = DIRECTORY_WRITES[config.entity];
  const mode = row ? 'update' : 'create';
  const body = formBody(config, values, mode, changedInputs(values, initial), defaults);
  // Temp ids taken as the mutation takes them: a child of a record created offline names its
  // parent by its (negative) temp id.
  const checked = checkInput(mode === 'create' ? write.create : write.update, body);
  if (!checked.ok) return { body, issues: checked.issues };
  const output = checked.data as Record<string, unknown>;
  const issues = row && write.issues ? write.issues({ ...row, ...output }) : [];
  return { body: output, issues };
}

/**
 * A required choice left at "Choose…" is 'required' (spec section 5), whatever the wire makes of
 * the empty value: an empty "Belongs to" is a staff account there, and an empty role was told
 * "expected one of admin, planner, owner, member, manager, agent".
 */
function unchosen(fields: readonly FieldSpec[], values: FormValues): FieldIssue[] {
  return fields.filter((field) => field.required === true && field.kind === 'select' && (values[field.name] ?? '') === '').map((field) => ({ path: field.name, message: REQUIRED }));
}

/** `shownFields`: the fields the form shows now (an agent is asked only for a guard's sign-in). */
export function directoryResolver(
  config: CollectionConfig,
  row: AnyRow | null,
  initial: FormValues,
  defaults: FormDefaults,
  shownFields: () => readonly FieldSpec[],
): Resolver<FormValues> {
  return (values) => {
    const issues = [...unchosen(shownFields(), values), ...judge(config, values, row, initial, defaults).issues];
    if (issues.length === 0) return Promise.resolve({ values, errors: {} });
    const errors: FieldErrors<FormValues> = {};
    for (const issue of issues) {
      const input = inputForIssue(config, issue.path) ?? 'root';
      if (errors[input] === undefined) errors[input] = { type: 'validate', message: issue.message };
    }
    return Promise.resolve({ values: {}, errors });
  };
}
