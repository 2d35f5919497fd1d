/**
 * A directory form's values (the text its inputs hold) and the write body they stand for. The
 * body is what the shared schemas of src-sync/protocol/directory judge, in the form (the resolver),
 * in the engine's mutation and on the server alike, so every field's message is the same.
 */
import type { AnyRow, CollectionConfig, FieldSpec, ParentLink } from '../collections/collection-types.js';
import { dayForPicker, dayFromPicker } from '../collections/days.js';
import { ownerValue, parseOwner } from '../collections/options.js';

export type FormValues = Record<string, string>;

/** The inputs a field holds: `coordinates` holds two. */
export function inputNames(field: FieldSpec): string[] {
  return field.kind === 'coordinates' ? ['latitude', 'longitude'] : [field.name];
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The browser's zone for a new location: most sites are where their planner is. */
function defaultZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Brussels';
  } catch {
    return 'Europe/Brussels';
  }
}

export interface FormDefaults {
  parent: ParentLink | null;
  /** What a new record of this user belongs to when the form does not ask (a subcontractor's own). */
  owner: { client_id: number | null; subcontractor_id: number | null };
}

export function formValues(config: CollectionConfig, row: AnyRow | null, defaults: FormDefaults): FormValues {
  // An account's name, email and language are its user's.
  const record: Record<string, unknown> = row ? { ...row, ...(config.entity === 'accounts' && 'user' in row && row.user ? row.user : {}) } : { ...defaults.owner };
  if (!row && defaults.parent) record[defaults.parent.field] = defaults.parent.id;
  const values: FormValues = {};
  for (const field of config.fields) {
    if (field.kind === 'coordinates') {
      values.latitude = asText(record.latitude);
      values.longitude = asText(record.longitude);
    } else if (field.name === 'owner') {
      values.owner = row || defaults.parent || record.client_id != null || record.subcontractor_id != null ? ownerValue(record) : '';
    } else if (field.kind === 'date') {
      values[field.name] = dayForPicker(record[field.name] as string | null | undefined);
    } else if (field.kind === 'timezone') {
      values[field.name] = asText(record[field.name]) || defaultZone();
    } else {
      values[field.name] = asText(record[field.name] ?? (field.name === 'language' ? 'en' : ''));
    }
  }
  // Kept for the selects that depend on them (a branch under the record's client).
  if (row) {
    values.client_id ??= asText(record.client_id);
    values.subcontractor_id ??= asText(record.subcontractor_id);
  }
  return values;
}

/** A number typed with a point or a comma; the text itself when it is not one (the schema then
 * says 'expected a number'). */
function numberOrText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : trimmed;
}

function idOrText(text: string): number | string | null {
  if (text === '') return null;
  const n = Number(text);
  return Number.isInteger(n) ? n : text;
}

/** One field's contribution to the body. */
function bodyOf(field: FieldSpec, values: FormValues): Record<string, unknown> {
  switch (field.kind) {
    case 'coordinates':
      return { latitude: numberOrText(values.latitude ?? ''), longitude: numberOrText(values.longitude ?? '') };
    case 'date':
      return { [field.name]: dayFromPicker(values[field.name] ?? '') };
    case 'select':
      if (field.name === 'owner') return parseOwner(values.owner);
      return { [field.name]: idOrText(values[field.name] ?? '') };
    default:
      return { [field.name]: values[field.name] ?? '' };
  }
}

/**
 * The body of a create (every field; the parent's link and the user's own organisation where the
 * form does not ask) or of a change (only the fields whose inputs changed, never a create-only one).
 */
export function formBody(config: CollectionConfig, values: FormValues, mode: 'create' | 'update', changed: ReadonlySet<string>, defaults: FormDefaults): Record<string, unknown> {
  if (mode === 'update') {
    const body: Record<string, unknown> = {};
    for (const field of config.fields) {
      if (field.createOnly || !inputNames(field).some((name) => changed.has(name))) continue;
      Object.assign(body, bodyOf(field, values));
    }
    return body;
  }
  const body: Record<string, unknown> = { ...defaults.owner };
  for (const field of config.fields) Object.assign(body, bodyOf(field, values));
  if (defaults.parent) body[defaults.parent.field] = defaults.parent.id;
  // Fields a collection does not have (a client's `subcontractor_id`) are dropped by its schema.
  return body;
}

/** The form input that shows an issue of the body's field. */
export function inputForIssue(config: CollectionConfig, path: string): string | null {
  const head = path.split('.')[0] ?? path;
  for (const field of config.fields) {
    if (inputNames(field).includes(head)) return head;
    if (field.name === 'owner' && (head === 'client_id' || head === 'subcontractor_id')) return 'owner';
  }
  return null;
}
