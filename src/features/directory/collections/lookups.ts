/**
 * The small tables every directory screen names things from (a location's client, an agent's
 * subcontractor and licences), read once per screen from the local database and kept live.
 * The directory is small next to the plannings (hundreds to a few thousand rows), so whole tables
 * in memory cost little and spare a query per row.
 */
import type { AgentRow, BranchRow, ClientRow, LicenseRow, SubcontractorRow } from '../../../../src-sync/index.js';

export interface Lookups {
  clients: ReadonlyMap<number, ClientRow>;
  branches: ReadonlyMap<number, BranchRow>;
  subcontractors: ReadonlyMap<number, SubcontractorRow>;
  agents: ReadonlyMap<number, AgentRow>;
  licencesByAgent: ReadonlyMap<number, readonly LicenseRow[]>;
  /** `YYYY-MM-DD` (UTC), for licence states. */
  today: string;
}

export const EMPTY_LOOKUPS: Lookups = {
  clients: new Map(),
  branches: new Map(),
  subcontractors: new Map(),
  agents: new Map(),
  licencesByAgent: new Map(),
  today: new Date().toISOString().slice(0, 10),
};

export function buildLookups(
  rows: { clients: ClientRow[]; branches: BranchRow[]; subcontractors: SubcontractorRow[]; agents: AgentRow[]; licences: LicenseRow[] },
  today: string,
): Lookups {
  const licencesByAgent = new Map<number, LicenseRow[]>();
  for (const licence of rows.licences) {
    const list = licencesByAgent.get(licence.agent_id);
    if (list) list.push(licence);
    else licencesByAgent.set(licence.agent_id, [licence]);
  }
  return {
    clients: new Map(rows.clients.map((row) => [row.id, row])),
    branches: new Map(rows.branches.map((row) => [row.id, row])),
    subcontractors: new Map(rows.subcontractors.map((row) => [row.id, row])),
    agents: new Map(rows.agents.map((row) => [row.id, row])),
    licencesByAgent,
    today,
  };
}

export const clientName = (lookups: Lookups, id: number | null): string => (id === null ? '' : (lookups.clients.get(id)?.name ?? ''));
export const subcontractorName = (lookups: Lookups, id: number | null): string =>
  id === null ? '' : (lookups.subcontractors.get(id)?.company_name ?? '');
export const branchName = (lookups: Lookups, id: number | null): string => (id === null ? '' : (lookups.branches.get(id)?.name ?? ''));
export const personName = (row: { first_name: string; last_name: string }): string => `${row.first_name} ${row.last_name}`.trim();
