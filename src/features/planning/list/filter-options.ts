/**
 * The choices of the client, branch, subcontractor and location filters, taken from the plannings
 * in the window: the denormalised names on each row are all a planner may see (a planner has no
 * client or location tables locally), and a choice with nothing behind it would only lead to an
 * empty list. Computed once per query result, not per keystroke.
 */
import type { ProjectedWindow } from './planning-projection.js';

export interface FilterOption {
  id: number;
  /** The name; '' when the row carries none (the select words it). */
  label: string;
  /** The client (branches, locations) or branch (locations) it belongs to. */
  clientId?: number;
  branchId?: number | null;
  /** Names of its client and branch, and a location's address: they tell apart choices of the
   * same name (every site has an "Accueil"), see distinct-labels.ts. */
  clientName?: string;
  branchName?: string | null;
  address?: string;
}

export interface FilterOptions {
  clients: FilterOption[];
  branches: FilterOption[];
  subcontractors: FilterOption[];
  locations: FilterOption[];
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

export function collectFilterOptions(window: ProjectedWindow): FilterOptions {
  const clients = new Map<number, FilterOption>();
  const branches = new Map<number, FilterOption>();
  const subcontractors = new Map<number, FilterOption>();
  const locations = new Map<number, FilterOption>();
  for (const { row } of window.items) {
    if (!clients.has(row.client_id)) clients.set(row.client_id, { id: row.client_id, label: row.client.name });
    if (row.branch_id !== null && row.branch && !branches.has(row.branch_id)) {
      branches.set(row.branch_id, { id: row.branch_id, label: row.branch.name, clientId: row.client_id, clientName: row.client.name });
    }
    if (row.subcontractor_id !== null && !subcontractors.has(row.subcontractor_id)) {
      subcontractors.set(row.subcontractor_id, { id: row.subcontractor_id, label: row.contractor?.name ?? '' });
    }
    if (!locations.has(row.location_id)) {
      locations.set(row.location_id, {
        id: row.location_id, label: row.location.name, clientId: row.client_id, branchId: row.branch_id,
        clientName: row.client.name, branchName: row.branch?.name ?? null, address: row.location.address,
      });
    }
  }
  return {
    clients: [...clients.values()].sort(byLabel),
    branches: [...branches.values()].sort(byLabel),
    subcontractors: [...subcontractors.values()].sort(byLabel),
    locations: [...locations.values()].sort(byLabel),
  };
}
