/**
 * The local row a directory write shows at once, in the wire row's shape, until the server's row
 * replaces it: the body's fields over the row's defaults. Display parts the server derives (an
 * account's user, an agent's sign-in) are filled from what the body says.
 */
import type { StoredRow } from '../../db/vigil-db.js';
import type { DirectoryEntity } from '../../protocol/directory/directory-writes.js';
import { utcNow } from '../mutation-input.js';

/** Every field each entity's row has beside its id, with its value for a new record. */
const DEFAULTS: Readonly<Record<DirectoryEntity, Readonly<Record<string, unknown>>>> = {
  clients: { name: '', email: null, phone: null, address: null, archived: 0 },
  branches: { client_id: 0, name: '', address: null, email: null, phone: null, archived: 0 },
  locations: {
    client_id: null, subcontractor_id: null, branch_id: null, name: '', address: '', number: null, postal_code: null, city: null, country: null,
    timezone: 'UTC', latitude: null, longitude: null, archived: 0,
  },
  subcontractors: { company_name: '', email: null, phone: null, vat_number: null, archived: 0 },
  agents: { subcontractor_id: null, user_id: null, first_name: '', last_name: '', email: null, phone: null, user: null, archived: 0 },
  licenses: { agent_id: 0, type: '', number: '', issued_at: null, expires_at: null },
  equipment: { name: '', description: null, archived: 0 },
  contacts: { client_id: null, branch_id: null, first_name: '', last_name: '', email: null, phone: null, function: null, archived: 0 },
  accounts: { user_id: 0, client_id: null, subcontractor_id: null, role: '', agent_id: null, disabled: 0, verified: 0 },
};

/** Only the row's own fields: a body's extra keys (an account's email) are not columns. */
function pick(entity: DirectoryEntity, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(DEFAULTS[entity])) if (values[field] !== undefined) out[field] = values[field];
  return out;
}

/** Local values of a write's fields (archived travels as true/false, is stored 0/1). */
export function localFields(entity: DirectoryEntity, body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fields = pick(entity, body);
  if (typeof body.archived === 'boolean') fields.archived = body.archived ? 1 : 0;
  if (entity === 'accounts' && typeof body.disabled === 'boolean') fields.disabled = body.disabled ? 1 : 0;
  return fields;
}

/** A stored row's fields as a write names them (0/1 flags as the booleans a write sends), to
 * compare a form's values with. */
export function wireFields(entity: DirectoryEntity, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...row };
  if ('archived' in row) fields.archived = row.archived === 1;
  if (entity === 'accounts') fields.disabled = row.disabled === 1;
  return fields;
}

export function newRow(entity: DirectoryEntity, id: number, body: Readonly<Record<string, unknown>>, tempId: string): StoredRow {
  const row: StoredRow = { ...DEFAULTS[entity], ...localFields(entity, body), id, updated_at: utcNow(), tempId };
  if (entity === 'accounts') {
    row.user = { first_name: body.first_name, last_name: body.last_name, email: body.email, language: body.language ?? 'en' };
  }
  return row;
}
