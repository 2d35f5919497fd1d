/**
 * Bodies of the organisation writes: clients, branches, locations, subcontractors, equipment,
 * contacts (POST creates with every field, PUT changes the fields it names). A record's owner
 * (a branch's client, a location's client or subcontractor, a contact's client) is set when it
 * is created and never moved: its history belongs where it was made.
 */
import { z } from 'zod';
import { REQUIRED } from '../auth.js';
import { idSchema } from '../planning-writes.js';
import { baseVersionSchema, tempIdSchema } from '../write-conflict.js';
import { MAX_ADDRESS, MAX_CODE, MAX_COMPANY_NAME, MAX_NAME, MAX_NOTE, MAX_PHONE } from '../text-limits.js';
import {
  COORDINATES_BOTH, archivedSchema, siteLatitudeSchema, siteLongitudeSchema, optionalEmail, optionalPhone, optionalText, requiredText, timeZoneSchema,
  type FieldIssue,
} from './fields.js';

export const LOCATION_OWNER_BOTH = 'a location belongs to a client or a subcontractor, not both';

const contact = { email: optionalEmail, phone: optionalPhone(MAX_PHONE) };
const optionalId = idSchema.nullable().optional();
/** A create carries the client's tempId (kept on the row); a change the version it was based on
 * (ARCHITECTURE.md "Versions and conflicts") and may archive or bring back. */
export const createExtras = { tempId: tempIdSchema };
export const changeExtras = { archived: archivedSchema, base_version: baseVersionSchema };

// --- clients -------------------------------------------------------------------------------------
export const clientFields = z.object({ name: requiredText(MAX_COMPANY_NAME), ...contact, address: optionalText(MAX_ADDRESS) });
export const clientCreateSchema = clientFields.extend(createExtras);
export const clientUpdateSchema = clientFields.partial().extend(changeExtras);

// --- branches ------------------------------------------------------------------------------------
export const branchFields = z.object({ client_id: idSchema, name: requiredText(MAX_NAME), address: optionalText(MAX_ADDRESS), ...contact });
export const branchCreateSchema = branchFields.extend(createExtras);
export const branchUpdateSchema = branchFields.omit({ client_id: true }).partial().extend(changeExtras);

// --- locations -----------------------------------------------------------------------------------
export const locationFields = z.object({
  client_id: optionalId,
  subcontractor_id: optionalId,
  branch_id: optionalId,
  name: requiredText(MAX_NAME),
  address: requiredText(MAX_ADDRESS),
  number: optionalText(MAX_CODE),
  postal_code: optionalText(MAX_CODE),
  city: optionalText(MAX_NAME),
  country: optionalText(MAX_NAME),
  timezone: timeZoneSchema,
  latitude: siteLatitudeSchema,
  longitude: siteLongitudeSchema,
});

/** Rules over several fields of a location, on the record as it would be after the write. */
export function locationIssues(record: { client_id?: number | null; subcontractor_id?: number | null; latitude?: number | null; longitude?: number | null }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const client = record.client_id ?? null;
  const subcontractor = record.subcontractor_id ?? null;
  if (client === null && subcontractor === null) issues.push({ path: 'client_id', message: REQUIRED });
  if (client !== null && subcontractor !== null) issues.push({ path: 'subcontractor_id', message: LOCATION_OWNER_BOTH });
  const lat = record.latitude ?? null;
  const lon = record.longitude ?? null;
  if (lat === null && lon !== null) issues.push({ path: 'latitude', message: COORDINATES_BOTH });
  if (lon === null && lat !== null) issues.push({ path: 'longitude', message: COORDINATES_BOTH });
  return issues;
}

export const locationCreateSchema = locationFields.extend(createExtras).superRefine((record, ctx) => {
  for (const issue of locationIssues(record)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export const locationUpdateSchema = locationFields.omit({ client_id: true, subcontractor_id: true }).partial().extend(changeExtras);

// --- subcontractors ------------------------------------------------------------------------------
export const subcontractorFields = z.object({ company_name: requiredText(MAX_COMPANY_NAME), ...contact, vat_number: optionalText(MAX_CODE) });
export const subcontractorCreateSchema = subcontractorFields.extend(createExtras);
export const subcontractorUpdateSchema = subcontractorFields.partial().extend(changeExtras);

// --- equipment -----------------------------------------------------------------------------------
export const equipmentFields = z.object({ name: requiredText(MAX_NAME), description: optionalText(MAX_NOTE) });
export const equipmentCreateSchema = equipmentFields.extend(createExtras);
export const equipmentUpdateSchema = equipmentFields.partial().extend(changeExtras);

// --- contacts ------------------------------------------------------------------------------------
export const contactFields = z.object({
  client_id: optionalId,
  branch_id: optionalId,
  first_name: requiredText(MAX_NAME),
  last_name: requiredText(MAX_NAME),
  ...contact,
  function: optionalText(MAX_NAME),
});
export const contactCreateSchema = contactFields.extend(createExtras);
export const contactUpdateSchema = contactFields.omit({ client_id: true }).partial().extend(changeExtras);

