import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { blockingLicence, utcDay, type AgentRow, type LicenceBlock, type Local, type ShiftRow, type SubcontractorRow } from '../../../../src-sync/index.js';
import { useOpenWorkspace } from '../../../shared/local-first/workspace-context.js';
import { useTranslation } from 'react-i18next';

export interface AgentOption {
  id: number;
  name: string;
  /** The agent's employer as shown next to the name; null when not worth showing. */
  company: string | null;
  /** The licence that keeps the agent off this shift (expired, or ending before the shift
   * ends): offered disabled with the reason; the server refuses it too. */
  blocked: LicenceBlock | null;
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
  /** When the shift ends (UTC wire datetime; '' while the form has none): licences are judged
   * against it. */
  shiftEnd: string;
}

export interface AgentOptions {
  options: AgentOption[];
  /** The device's agents are still being read (a busy first sync can take seconds): the shift's
   * own agents are listed meanwhile, and the list says it is not complete yet. */
  loading: boolean;
}

/** Agents a shift may be given (spec section 3: only agents with a user). */
export function useAgentOptions({ assignable, current, preferredSubcontractor, subcontractors, shiftEnd }: AgentOptionsInput): AgentOptions {
  const { t } = useTranslation('planning-shifts');
  const { db } = useOpenWorkspace();
  const rows = useLiveQuery(() => db.agents.filter((agent) => agent.user !== null && assignable(agent)).toArray(), [db, assignable]);
  const licences = useLiveQuery(() => db.licenses.toArray(), [db]);
  return useMemo(() => {
    const today = utcDay(Date.now());
    const blockOf = (agentId: number) =>
      shiftEnd === '' ? null : blockingLicence((licences ?? []).filter((licence) => licence.agent_id === agentId), shiftEnd, today);
    const companies = new Map(subcontractors.map((s) => [s.id, s.company_name]));
    const employer = new Map<number, number | null>();
    // The employer is worth showing only when the list mixes companies (staff choosing).
    const mixed = new Set((rows ?? []).map((agent) => agent.subcontractor_id)).size > 1;
    const options = new Map<number, AgentOption>();
    for (const agent of current) options.set(agent.id, { id: agent.id, name: `${agent.first_name} ${agent.last_name}`.trim(), company: null, blocked: blockOf(agent.id) });
    for (const agent of rows ?? []) {
      employer.set(agent.id, agent.subcontractor_id);
      const company = !mixed ? null : agent.subcontractor_id === null ? t('agents.ownStaff') : (companies.get(agent.subcontractor_id) ?? null);
      options.set(agent.id, { id: agent.id, name: `${agent.first_name} ${agent.last_name}`.trim(), company, blocked: blockOf(agent.id) });
    }
    const rank = (option: AgentOption) => (preferredSubcontractor !== null && employer.get(option.id) === preferredSubcontractor ? 0 : 1);
    const sorted = [...options.values()].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
    return { options: sorted.length === 0 ? NONE : sorted, loading: rows === undefined };
  }, [rows, licences, current, preferredSubcontractor, subcontractors, shiftEnd, t]);
}
