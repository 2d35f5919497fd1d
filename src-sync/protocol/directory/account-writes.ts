/**
 * Accounts: the sign-ins of each organisation and what they may do there. An admin invites a
 * user by email to an organisation (the guarding company's own staff, a client, a subcontractor)
 * with a role, changes the role, disables and enables it. The invited user sets a password
 * through the mailed link, which also verifies the account.
 *
 * Roles by organisation (the role decides the user's `entity`, `roles` and agent link, which is
 * what every permission reads, on the next request already):
 * - staff: `admin` (ROLE_ADMIN) or `planner` (ROLE_PLANNER);
 * - client: `owner` or `member` (the same rights today; the owner is the organisation's main user);
 * - subcontractor: `manager` (ROLE_SUBCONTRACTOR: its plannings, locations and agents) or `agent`
 *   (a guard of that subcontractor signing in: its own shifts), linked to one of its agents.
 */
import { z } from 'zod';
import { REQUIRED } from '../auth.js';
import { idSchema } from '../planning-writes.js';
import { tempIdSchema } from '../write-conflict.js';
import { MAX_NAME } from '../text-limits.js';
import { requiredEmail, requiredText, type FieldIssue } from './fields.js';

export const ORGANISATION_KINDS = ['staff', 'client', 'subcontractor'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

export const ACCOUNT_ROLES = ['admin', 'planner', 'owner', 'member', 'manager', 'agent'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ROLES_OF: Readonly<Record<OrganisationKind, readonly AccountRole[]>> = {
  staff: ['admin', 'planner'],
  client: ['owner', 'member'],
  subcontractor: ['manager', 'agent'],
};

/** The six UI languages (ARCHITECTURE.md "Languages"). */
export const ACCOUNT_LANGUAGES = ['en', 'zh', 'ar', 'it', 'es', 'fr'] as const;

export const ROLE_NOT_OF_ORGANISATION = 'not a role of this organisation';
export const ORGANISATION_BOTH = 'an account belongs to one organisation';

export function organisationKindOf(account: { client_id?: number | null; subcontractor_id?: number | null }): OrganisationKind {
  if ((account.client_id ?? null) !== null) return 'client';
  if ((account.subcontractor_id ?? null) !== null) return 'subcontractor';
  return 'staff';
}

const roleSchema = z.enum(ACCOUNT_ROLES, { error: `expected one of ${ACCOUNT_ROLES.join(', ')}` });

/** The role must be one of its organisation's; an agent sign-in names its agent. */
export function accountIssues(record: { client_id?: number | null; subcontractor_id?: number | null; role?: string; agent_id?: number | null }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if ((record.client_id ?? null) !== null && (record.subcontractor_id ?? null) !== null) issues.push({ path: 'subcontractor_id', message: ORGANISATION_BOTH });
  const kind = organisationKindOf(record);
  if (record.role !== undefined && !(ROLES_OF[kind] as readonly string[]).includes(record.role)) issues.push({ path: 'role', message: ROLE_NOT_OF_ORGANISATION });
  if (record.role === 'agent' && (record.agent_id ?? null) === null) issues.push({ path: 'agent_id', message: REQUIRED });
  return issues;
}

export const accountInviteFields = z.object({
  email: requiredEmail,
  first_name: requiredText(MAX_NAME),
  last_name: requiredText(MAX_NAME),
  language: z.enum(ACCOUNT_LANGUAGES, { error: `expected one of ${ACCOUNT_LANGUAGES.join(', ')}` }).default('en'),
  client_id: idSchema.nullable().optional(),
  subcontractor_id: idSchema.nullable().optional(),
  role: roleSchema,
  agent_id: idSchema.nullable().optional(),
  tempId: tempIdSchema,
});

/** POST /api/accounts (admin): invites the user; the mail's link sets the password. */
export const accountInviteSchema = accountInviteFields.superRefine((record, ctx) => {
  for (const issue of accountIssues(record)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type AccountInviteBody = z.infer<typeof accountInviteSchema>;

/** PUT /api/accounts/{id} (admin): the role (and the agent for an agent sign-in), or disabled. */
export const accountUpdateSchema = z.object({
  role: roleSchema.optional(),
  agent_id: idSchema.nullable().optional(),
  disabled: z.boolean({ error: 'expected true or false' }).optional(),
});
export type AccountUpdateBody = z.infer<typeof accountUpdateSchema>;
