/** The directory's menu sections (src/shared/navigation/menu.ts) and the collection each lists. */
import type { DirectoryEntity } from '../../../src-sync/index.js';

export const DIRECTORY_SECTIONS = ['clients', 'locations', 'subcontractors', 'agents', 'branches', 'contacts', 'users', 'equipment'] as const;
export type DirectorySection = (typeof DIRECTORY_SECTIONS)[number];

export const SECTION_ENTITY: Readonly<Record<DirectorySection, DirectoryEntity>> = {
  clients: 'clients',
  locations: 'locations',
  subcontractors: 'subcontractors',
  agents: 'agents',
  branches: 'branches',
  contacts: 'contacts',
  users: 'accounts',
  equipment: 'equipment',
};

export function isDirectorySection(value: string | undefined): value is DirectorySection {
  return (DIRECTORY_SECTIONS as readonly string[]).includes(value ?? '');
}
