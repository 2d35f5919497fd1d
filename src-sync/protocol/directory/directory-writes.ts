/**
 * The directory's collections as the write machinery sees them, on both sides: the route, the
 * schemas of a create and of a change, and the rules over several fields (checked on the record
 * as it would be after the write, since a change may name only one of the fields a rule reads).
 * The engine's mutations and the server's routes are written once over this table.
 */
import type { ZodType } from 'zod';
import type { FieldIssue } from './fields.js';
import { accountInviteSchema, accountIssues, accountUpdateSchema } from './account-writes.js';
import {
  branchCreateSchema, branchUpdateSchema, clientCreateSchema, clientUpdateSchema, contactCreateSchema, contactUpdateSchema,
  equipmentCreateSchema, equipmentUpdateSchema, locationCreateSchema, locationIssues, locationUpdateSchema, subcontractorCreateSchema,
  subcontractorUpdateSchema,
} from './organisation-writes.js';
import { agentCreateSchema, agentUpdateSchema, licenseCreateSchema, licenseIssues, licenseUpdateSchema } from './people-writes.js';

export const DIRECTORY_ENTITIES = ['clients', 'branches', 'locations', 'subcontractors', 'agents', 'licenses', 'equipment', 'contacts', 'accounts'] as const;
export type DirectoryEntity = (typeof DIRECTORY_ENTITIES)[number];

export interface DirectoryWrite {
  /** `POST {path}`, `PUT {path}/{id}`, `DELETE {path}/{id}`. */
  path: string;
  create: ZodType;
  update: ZodType;
  issues?: (record: Record<string, unknown>) => FieldIssue[];
  /** Records of this kind are archived (kept, out of the pickers) rather than deleted in use. */
  archivable: boolean;
}

export const DIRECTORY_WRITES: Readonly<Record<DirectoryEntity, DirectoryWrite>> = {
  clients: { path: '/api/clients', create: clientCreateSchema, update: clientUpdateSchema, archivable: true },
  branches: { path: '/api/branches', create: branchCreateSchema, update: branchUpdateSchema, archivable: true },
  locations: { path: '/api/locations', create: locationCreateSchema, update: locationUpdateSchema, issues: locationIssues, archivable: true },
  subcontractors: { path: '/api/subcontractors', create: subcontractorCreateSchema, update: subcontractorUpdateSchema, archivable: true },
  agents: { path: '/api/agents', create: agentCreateSchema, update: agentUpdateSchema, archivable: true },
  licenses: { path: '/api/licenses', create: licenseCreateSchema, update: licenseUpdateSchema, issues: licenseIssues, archivable: false },
  equipment: { path: '/api/equipment', create: equipmentCreateSchema, update: equipmentUpdateSchema, archivable: true },
  contacts: { path: '/api/contacts', create: contactCreateSchema, update: contactUpdateSchema, archivable: true },
  accounts: { path: '/api/accounts', create: accountInviteSchema, update: accountUpdateSchema, issues: accountIssues, archivable: false },
};

export function isDirectoryEntity(value: string): value is DirectoryEntity {
  return (DIRECTORY_ENTITIES as readonly string[]).includes(value);
}
