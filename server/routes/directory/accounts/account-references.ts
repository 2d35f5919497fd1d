/**
 * The records an invitation or a role change names must exist and fit: the organisation, and for
 * an agent's sign-in an agent of that subcontractor without a sign-in yet. The address must not
 * belong to another account. Each failure names its field (422, nothing written).
 */
import {
  AGENT_HAS_SIGN_IN, AGENT_OF_OTHER_SUBCONTRACTOR, EMAIL_TAKEN, NO_SUCH_RECORD, type FieldIssue,
} from '../../../../src-sync/protocol/directory/index.js';
import type { Executor } from '../../../sync/change-log.js';

interface Named {
  client_id?: number | null;
  subcontractor_id?: number | null;
  agent_id?: number | null;
}

export async function accountReferenceIssues(db: Executor, record: Named, userId: number | null): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  if (record.client_id != null && !(await db.selectFrom('clients').select('id').where('id', '=', record.client_id).executeTakeFirst())) {
    issues.push({ path: 'client_id', message: NO_SUCH_RECORD.clients });
  }
  if (record.subcontractor_id != null && !(await db.selectFrom('subcontractors').select('id').where('id', '=', record.subcontractor_id).executeTakeFirst())) {
    issues.push({ path: 'subcontractor_id', message: NO_SUCH_RECORD.subcontractors });
  }
  if (record.agent_id != null) {
    const agent = await db.selectFrom('agents').select(['subcontractor_id', 'user_id']).where('id', '=', record.agent_id).executeTakeFirst();
    if (!agent) issues.push({ path: 'agent_id', message: NO_SUCH_RECORD.agents });
    else if (agent.subcontractor_id !== (record.subcontractor_id ?? null)) issues.push({ path: 'agent_id', message: AGENT_OF_OTHER_SUBCONTRACTOR });
    else if (agent.user_id !== null && agent.user_id !== userId) issues.push({ path: 'agent_id', message: AGENT_HAS_SIGN_IN });
  }
  return issues;
}

export async function emailIssues(db: Executor, email: string): Promise<FieldIssue[]> {
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return taken ? [{ path: 'email', message: EMAIL_TAKEN }] : [];
}
