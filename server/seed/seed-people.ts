/**
 * Everyone who signs in or works a shift: the six demo users, client users, one owner per
 * subcontractor, and the agents (most with a user of their own, linked both ways through
 * users.agent_id and agents.user_id) with their licences; plus the accounts rows that tie client
 * and subcontractor users to their organisation.
 */
import { ROLE_ADMIN, ROLE_PLANNER, ROLE_SUBCONTRACTOR } from '../../src-sync/protocol/user.js';
import { LICENSE_TYPES, SUBCONTRACTORS } from './catalogue.js';
import { DEMO_PEOPLE } from './demo-accounts.js';
import { emailLocalPart, randomPerson, type PersonName } from './names.js';
import { phoneNumber, type EmailBook } from './contact-details.js';
import { DAY, utcText } from './clock.js';
import type { Rng } from './prng.js';
import type { SeededClient, SeededSubcontractor } from './seed-organisations.js';
import type { AgentRef, ClientRef, SeedEnv, SubcontractorRef, UserRef } from './seed-world.js';

interface NewUser {
  email: string;
  name: Pick<PersonName, 'firstName' | 'lastName' | 'language'>;
  entity: 'admin' | 'client' | 'subcontractor';
  roles: string[];
  verified: boolean;
  clientId?: number;
  subcontractorId?: number;
  agentId?: number;
}

class People {
  constructor(private readonly rng: Rng, private readonly env: SeedEnv) {}

  stamp(minDays: number, maxDays: number): string {
    return utcText(this.env.clock.now - this.rng.int(minDays, maxDays) * DAY - this.rng.int(0, 86_399) * 1000);
  }

  user(u: NewUser, id = this.env.sinks.users.nextId()): UserRef {
    const created = this.stamp(30, 400);
    // Unverified users get the demo password too: they sign in with it, then confirm-account
    // makes them choose their own.
    this.env.sinks.users.add(id, u.email, this.env.passwordHash, u.name.firstName, u.name.lastName, u.name.language,
      u.verified ? 1 : 0, u.entity, JSON.stringify(u.roles), u.subcontractorId ?? null, u.clientId ?? null, u.agentId ?? null, created, created);
    return { id, firstName: u.name.firstName, lastName: u.name.lastName };
  }

  account(userId: number, org: { clientId?: number; subcontractorId?: number }, role: string): void {
    const created = this.stamp(30, 400);
    this.env.sinks.accounts.add(this.env.sinks.accounts.nextId(), userId, org.clientId ?? null, org.subcontractorId ?? null, role, created, created);
  }
}

export function seedStaff(rng: Rng, env: SeedEnv): { admin: UserRef; planner: UserRef } {
  const people = new People(rng, env);
  const admin = people.user({ email: DEMO_PEOPLE.admin.email, name: DEMO_PEOPLE.admin, entity: 'admin', roles: [ROLE_ADMIN], verified: true });
  const planner = people.user({ email: DEMO_PEOPLE.planner.email, name: DEMO_PEOPLE.planner, entity: 'admin', roles: [ROLE_PLANNER], verified: true });
  // Staff accounts belong to no organisation: the guarding company itself.
  people.account(admin.id, {}, 'admin');
  people.account(planner.id, {}, 'planner');
  return { admin, planner };
}

export function seedClientUsers(rng: Rng, env: SeedEnv, emails: EmailBook, clients: SeededClient[]): ClientRef[] {
  const people = new People(rng, env);
  return clients.map((client, index) => {
    const users: UserRef[] = [];
    const add = (name: NewUser['name'], email: string, verified: boolean, role: string) => {
      const user = people.user({ email, name, entity: 'client', roles: [], verified, clientId: client.id });
      people.account(user.id, { clientId: client.id }, role);
      if (verified) users.push(user);
    };
    if (index === 0) add(DEMO_PEOPLE.client, emails.claim('client', 'vigil.test'), true, 'owner');
    if (index === 1) add(DEMO_PEOPLE.unverified, emails.claim('new', 'vigil.test'), false, 'member');
    const generated = index === 0 ? 1 : rng.int(1, 2);
    for (let i = 0; i < generated; i++) {
      const name = randomPerson(rng, client.city.community);
      add(name, emails.claim(emailLocalPart(name), client.domain), true, users.length === 0 ? 'owner' : 'member');
    }
    return { id: client.id, name: client.name, weight: client.weight, locations: client.locations, users };
  });
}

export function seedSubcontractorPeople(rng: Rng, env: SeedEnv, emails: EmailBook, subs: SeededSubcontractor[]): SubcontractorRef[] {
  const people = new People(rng, env);
  const { sinks } = env;
  return subs.map((sub) => {
    const spec = SUBCONTRACTORS[sub.index];
    const first = sub.index === 0;
    const ownerName = first ? DEMO_PEOPLE.subcontractor : randomPerson(rng, sub.city.community);
    const owner = people.user({
      email: first ? DEMO_PEOPLE.subcontractor.email : emails.claim(emailLocalPart(ownerName), sub.domain),
      name: ownerName, entity: 'subcontractor', roles: [ROLE_SUBCONTRACTOR], verified: true, subcontractorId: sub.id,
    });
    people.account(owner.id, { subcontractorId: sub.id }, 'manager');

    const staff: AgentRef[] = [];
    const agentCount = spec?.agents ?? 6;
    for (let i = 0; i < agentCount; i++) {
      const demo = first && i === 0;
      const name = demo ? DEMO_PEOPLE.agent : randomPerson(rng, sub.city.community);
      const agentId = sinks.agents.nextId();
      // The first three always sign in, so every subcontractor can staff a shift.
      const withUser = demo || i < 3 || rng.chance(0.6);
      const email = demo ? DEMO_PEOPLE.agent.email : emails.claim(emailLocalPart(name), sub.domain);
      const userId = withUser
        ? people.user({ email, name, entity: 'subcontractor', roles: [], verified: true, subcontractorId: sub.id, agentId }).id
        : null;
      if (userId !== null) people.account(userId, { subcontractorId: sub.id }, 'agent');
      const created = people.stamp(60, 700);
      sinks.agents.add(agentId, sub.id, userId, name.firstName, name.lastName, email, phoneNumber(rng, sub.city.country, true), created, created);
      seedLicenses(rng, env, agentId, spec?.k9 === true, created);
      if (userId !== null) staff.push({ id: agentId, firstName: name.firstName, lastName: name.lastName, subcontractorId: sub.id, userId });
    }
    return { id: sub.id, name: sub.name, weight: spec?.weight ?? 1, k9: spec?.k9 === true, owner, staff };
  });
}

function seedLicenses(rng: Rng, env: SeedEnv, agentId: number, k9Company: boolean, created: string): void {
  const types: string[] = [LICENSE_TYPES.guardCard];
  if (rng.chance(0.6)) types.push(LICENSE_TYPES.firstAid);
  if (rng.chance(0.4)) types.push(LICENSE_TYPES.fireSafety);
  if (k9Company ? rng.chance(0.8) : rng.chance(0.05)) types.push(LICENSE_TYPES.k9);
  if (rng.chance(0.2)) types.push(LICENSE_TYPES.crowd);
  if (rng.chance(0.08)) types.push(LICENSE_TYPES.closeProtection);
  for (const type of types) {
    const prefix = type.split(' ').map((w) => w[0]?.toUpperCase() ?? '').join('');
    const number = `${prefix}-${rng.int(2019, 2025)}-${String(rng.int(0, 999_999)).padStart(6, '0')}`;
    // A few have lapsed, so the UI has expired licences to flag. Dates are calendar days; the
    // issue date is five years before the expiry (drawn from it, so the generator's sequence, and
    // every later row, stays as it was).
    const expiresAt = env.clock.now + rng.int(-60, 1100) * DAY;
    const expires = utcText(expiresAt).slice(0, 10);
    const issued = utcText(expiresAt - 5 * 365 * DAY).slice(0, 10);
    env.sinks.licenses.add(env.sinks.licenses.nextId(), agentId, type, number, issued, expires, created, created);
  }
}
