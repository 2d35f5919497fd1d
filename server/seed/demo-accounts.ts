/** The demo sign-ins printed at start, by `npm run seed` and in the README. Demo data only: the
 * password is public on purpose. */
export const DEMO_PASSWORD = 'vigil-demo';

export interface DemoAccount {
  email: string;
  /** What the account shows off, for the printed list. */
  role: string;
  password: string;
}

/** Who each demo user is in the generated world. */
export const DEMO_PEOPLE = {
  admin: { email: 'admin@vigil.test', firstName: 'Sofie', lastName: 'Peeters', language: 'en' },
  planner: { email: 'planner@vigil.test', firstName: 'Thomas', lastName: 'Janssens', language: 'en' },
  client: { email: 'client@vigil.test', firstName: 'Claire', lastName: 'Dubois', language: 'en' },
  subcontractor: { email: 'subcontractor@vigil.test', firstName: 'Marc', lastName: 'Willems', language: 'en' },
  unverified: { email: 'new@vigil.test', firstName: 'Noor', lastName: 'El Amrani', language: 'en' },
  agent: { email: 'agent@vigil.test', firstName: 'Youssef', lastName: 'Benali', language: 'en' },
} as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: DEMO_PEOPLE.admin.email, role: 'Admin', password: DEMO_PASSWORD },
  { email: DEMO_PEOPLE.planner.email, role: 'Planner', password: DEMO_PASSWORD },
  { email: DEMO_PEOPLE.client.email, role: 'Client user (Brabant Logistics Park NV)', password: DEMO_PASSWORD },
  { email: DEMO_PEOPLE.subcontractor.email, role: 'Subcontractor user (Argus Bewaking NV)', password: DEMO_PASSWORD },
  { email: DEMO_PEOPLE.unverified.email, role: 'Unverified client user (sets a password first)', password: DEMO_PASSWORD },
  { email: DEMO_PEOPLE.agent.email, role: 'Agent of Argus Bewaking NV', password: DEMO_PASSWORD },
];

/** Lines for a console: one sign-in per line, aligned. */
export function formatDemoAccounts(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  return DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.password}  ${a.role}`).join('\n');
}
