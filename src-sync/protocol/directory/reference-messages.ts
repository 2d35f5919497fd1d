/** What the server answers, per field, when a write names a record that cannot be used there. */
export const NO_SUCH_RECORD = {
  clients: 'no such client',
  branches: 'no such branch',
  subcontractors: 'no such subcontractor',
  agents: 'no such agent',
} as const;
export const BRANCH_OF_OTHER_CLIENT = 'the branch belongs to another client';
export const NO_BRANCH_WITHOUT_CLIENT = 'only a client’s location has a branch';
export const EMAIL_TAKEN = 'already used by another account';
/** A client's or subcontractor's name: two alike cannot be told apart in any picker. */
export const NAME_TAKEN = 'another record already has this name';

/** The column that names a record uniquely, per collection that has one. */
export const UNIQUE_NAME = { clients: 'name', subcontractors: 'company_name' } as const;

/** Whether two names are the same one (case and the spaces around them aside), as the device
 * and the server both judge it. */
export const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
export const AGENT_HAS_SIGN_IN = 'this agent already has a sign-in';
export const AGENT_OF_OTHER_SUBCONTRACTOR = 'the agent belongs to another subcontractor';
