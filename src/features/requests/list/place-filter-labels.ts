/**
 * The branch and location filters' labels: names repeat across clients (every client a "Head
 * office", many sites a "Gatehouse"), so a repeated name says whose it is, as in the planning
 * list's filters (src/shared/format/distinct-labels.ts).
 */
import type { BranchRow, ClientRow, Local, LocationRow } from '../../../../src-sync/index.js';
import { distinctLabels, type LabelledOption, type LabelWords } from '../../../shared/format/index.js';

export function placeFilterLabels(
  clients: readonly Local<ClientRow>[],
  branches: readonly Local<BranchRow>[],
  locations: readonly Local<LocationRow>[],
  words: LabelWords,
): { branches: Map<number, string>; locations: Map<number, string> } {
  const clientName = new Map(clients.map((client) => [client.id, client.name]));
  const branchName = new Map(branches.map((branch) => [branch.id, branch.name]));
  const owned = (clientId: number | null): string | undefined => (clientId === null ? undefined : clientName.get(clientId));
  const branchOptions: LabelledOption[] = branches.map((branch) => ({ id: branch.id, label: branch.name, clientName: owned(branch.client_id) }));
  const locationOptions: LabelledOption[] = locations.map((location) => ({
    id: location.id,
    label: location.name,
    clientName: owned(location.client_id),
    branchName: location.branch_id === null ? null : (branchName.get(location.branch_id) ?? null),
    address: [location.address, location.number].filter(Boolean).join(' '),
  }));
  return { branches: distinctLabels(branchOptions, words), locations: distinctLabels(locationOptions, words) };
}
