import { useLiveQuery } from 'dexie-react-hooks';
import type { ShiftRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';

export interface AgentOption {
  id: number;
  name: string;
}

const NONE: AgentOption[] = [];

/**
 * Agents a shift may be given (spec section 3: only agents with a user). A subcontractor user is
 * offered only its own agents (the server refuses others). Agents already on the shift stay
 * listed even when this device does not hold their row, so saving never drops them unseen.
 */
export function useAgentOptions(ownAgentsOnly: number | null, current: ShiftRow['agents']): AgentOption[] {
  const { db } = useOpenWorkspace();
  const rows = useLiveQuery(
    () => db.agents.filter((agent) => agent.user !== null && (ownAgentsOnly === null || agent.subcontractor_id === ownAgentsOnly)).toArray(),
    [db, ownAgentsOnly],
  );
  if (!rows) return NONE;
  const options = new Map<number, AgentOption>();
  for (const agent of current) options.set(agent.id, { id: agent.id, name: `${agent.first_name} ${agent.last_name}`.trim() });
  for (const agent of rows) options.set(agent.id, { id: agent.id, name: `${agent.first_name} ${agent.last_name}`.trim() });
  return [...options.values()].sort((a, b) => a.name.localeCompare(b.name));
}
