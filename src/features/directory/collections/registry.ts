/** Every directory collection by entity: the one place the machinery looks a collection up. */
import { accountCollection } from './account-collection.js';
import { agentCollection } from './agent-collection.js';
import { branchCollection } from './branch-collection.js';
import { clientCollection } from './client-collection.js';
import type { CollectionConfig, DirectoryEntity } from './collection-types.js';
import { contactCollection } from './contact-collection.js';
import { equipmentCollection } from './equipment-collection.js';
import { licenceCollection } from './licence-collection.js';
import { locationCollection } from './location-collection.js';
import { subcontractorCollection } from './subcontractor-collection.js';

const COLLECTIONS: { [E in DirectoryEntity]: CollectionConfig<E> } = {
  clients: clientCollection,
  branches: branchCollection,
  locations: locationCollection,
  subcontractors: subcontractorCollection,
  agents: agentCollection,
  licenses: licenceCollection,
  equipment: equipmentCollection,
  contacts: contactCollection,
  accounts: accountCollection,
};

/** The collection's description, widened to any row: the machinery handles every one alike. */
export function collectionOf(entity: DirectoryEntity): CollectionConfig {
  return COLLECTIONS[entity] as unknown as CollectionConfig;
}
