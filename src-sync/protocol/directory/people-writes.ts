/**
 * Bodies of the agent and licence writes. An agent belongs to a subcontractor, or to nobody: the
 * guarding company's own staff. A licence (guard card, first aid, K9, …) belongs to one agent,
 * with its number, type and dates; dates are calendar days `YYYY-MM-DD`, and a licence is valid
 * up to and including its expiry day (./licence-validity.ts).
 */
import { z } from 'zod';
import { idSchema } from '../planning-writes.js';
import { baseVersionSchema } from '../write-conflict.js';
import { changeExtras, createExtras } from './organisation-writes.js';
import { MAX_CODE, MAX_NAME, MAX_PHONE } from '../text-limits.js';
import {
  EXPIRES_BEFORE_ISSUED, optionalDate, optionalEmail, optionalPhone, requiredDate, requiredText, type FieldIssue,
} from './fields.js';

// --- agents --------------------------------------------------------------------------------------
export const agentFields = z.object({
  subcontractor_id: idSchema.nullable().optional(),
  first_name: requiredText(MAX_NAME),
  last_name: requiredText(MAX_NAME),
  email: optionalEmail,
  phone: optionalPhone(MAX_PHONE),
});
export const agentCreateSchema = agentFields.extend(createExtras);
/** The employer is fixed: an agent's shifts and history stay with the company that sent it. */
export const agentUpdateSchema = agentFields.omit({ subcontractor_id: true }).partial().extend(changeExtras);

// --- licences ------------------------------------------------------------------------------------
export const licenseFields = z.object({
  agent_id: idSchema,
  type: requiredText(MAX_NAME),
  number: requiredText(MAX_CODE),
  issued_at: optionalDate,
  expires_at: requiredDate,
});

export function licenseIssues(record: { issued_at?: string | null; expires_at?: string | null }): FieldIssue[] {
  const issued = record.issued_at ?? null;
  const expires = record.expires_at ?? null;
  return issued !== null && expires !== null && expires < issued ? [{ path: 'expires_at', message: EXPIRES_BEFORE_ISSUED }] : [];
}

export const licenseCreateSchema = licenseFields.extend(createExtras).superRefine((record, ctx) => {
  for (const issue of licenseIssues(record)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export const licenseUpdateSchema = licenseFields.omit({ agent_id: true }).partial().extend({ base_version: baseVersionSchema });

/** Licence types offered while typing (any other type may be written). */
export const LICENCE_TYPE_SUGGESTIONS = ['Guard card', 'First aid', 'Fire safety', 'K9 handler', 'Crowd management', 'Close protection'] as const;
