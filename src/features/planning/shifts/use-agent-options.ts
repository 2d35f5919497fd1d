import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { AgentRow, Local, ShiftRow, SubcontractorRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { useTranslation } from 'react-i18next';

export interface AgentOption {
  id: number;
  name: string;
  /** The agent's employer as shown next to the name; null when not worth showing. */
  company: string | null;
}

const NONE: AgentOption[] = [];

interface AgentOptionsInput {
  /** The agents this user may put on a shift (the permission table: a subcontractor only its
   * own, staff anyone); the server refuses the others. Keep it stable across renders. */
  assignable: (agent: Pick<AgentRow, 'subcontractor_id'>) => boolean;
  /** Agents already on the shift stay listed even when this device does not hold their row. */
  current: ShiftRow['agents'];
  /** The shift's subcontractor: its agents are listed first, they are the likely choice. */
  preferredSubcontractor: number | null;
  subcontractors: Local<SubcontractorRow>[];
}

/** Agents a shift may be given (spec section 3: only agents with a user). */
export function useAgentOptions({ assignable, current, preferredSubcontractor, subcontractors }: AgentOptionsInput): AgentOption[] {
  const { t } = useTranslation('planning-shifts');
  const { db } = useOpenWorkspace();
  const rows = useLiveQuery(() => db.agents.filter((agent) => agent.user !== null && assignable(agent)).toArray(), [db, assignable]);
  return useMemo(() => {
    if (!rows) return NONE;
    const companies = new Map(subcontractors.map((s) => [s.id, s.company_name]));
    const employer = new Map<number, number | null>();
    // The employer is worth showing only when the list mixes companies (staff choosing).
    const mixed = new Set(rows.map((agent) => agent.subcontractor_id)).size > 1;
    const options = new Map<number, AgentOption>();
    for (const agent of current) options.set(agent.id, { id: agent.id, name: `${agent.first_name} ${agent.last_name}`.trim(), company: null });
    for (const agent of rows) {
      employer.set(agent.id, agent.subcontractor_id);
      const company = !mixed ? null : agent.subcontractor_id === null ? t('agents.ownStaff') : (companies.get(agent.subcontractor_id) ?? null);
      options.set(agent.id, { id: agent.id, name: `${agent.first_name} ${agent.last_name}`.trim(), company });
    }
    const rank = (option: AgentOption) => (preferredSubcontractor !== null && employer.get(option.id) === preferredSubcontractor ? 0 : 1);
    return [...options.values()].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  }, [rows, current, preferredSubcontractor, subcontractors, t]);
}
