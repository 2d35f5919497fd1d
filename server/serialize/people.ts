/** Agents (with their sign-in, if any), licences, accounts (with the user they belong to). */
import { inChunks } from '../sync/in-chunks.js';
import { asFlag, type Serializer } from './types.js';

export const serializeAgents: Serializer<'agents'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('agents')
      .leftJoin('users', 'users.id', 'agents.user_id')
      .select([
        'agents.id', 'agents.subcontractor_id', 'agents.user_id', 'agents.first_name', 'agents.last_name', 'agents.email',
        'agents.phone', 'agents.archived', 'agents.version', 'agents.temp_id', 'agents.updated_at', 'users.id as u_id', 'users.email as u_email', 'users.language as u_language',
      ])
      .where('agents.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const rows = await q.execute();
    // Field by field: object rest and spread cost several times more per row (serialize/index.ts).
    return rows.map((r) => ({
      id: r.id,
      subcontractor_id: r.subcontractor_id,
      user_id: r.user_id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      phone: r.phone,
      version: r.version,
      updated_at: r.updated_at,
      tempId: r.temp_id,
      archived: asFlag(r.archived),
      // Only the sign-in's id, email and language: enough to offer the agent for shifts and
      // chat, nothing of the user's roles or organisation.
      user: r.u_id !== null && r.u_email !== null && r.u_language !== null ? { id: r.u_id, email: r.u_email, language: r.u_language } : null,
    }));
  });

export const serializeLicenses: Serializer<'licenses'> = (db, ids, filter) =>
  inChunks(ids, (chunk) => {
    let q = db
      .selectFrom('licenses')
      .select(['id', 'agent_id', 'type', 'number', 'issued_at', 'expires_at', 'version', 'temp_id', 'updated_at'])
      .where('licenses.id', 'in', chunk);
    if (filter) q = q.where(filter);
    return q.execute().then((rows) =>
      rows.map((r) => ({
        id: r.id, agent_id: r.agent_id, type: r.type, number: r.number, issued_at: r.issued_at, expires_at: r.expires_at,
        version: r.version, updated_at: r.updated_at, tempId: r.temp_id,
      })),
    );
  });

export const serializeAccounts: Serializer<'accounts'> = (db, ids, filter) =>
  inChunks(ids, async (chunk) => {
    let q = db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select([
        'accounts.id', 'accounts.user_id', 'accounts.client_id', 'accounts.subcontractor_id', 'accounts.role', 'accounts.temp_id', 'accounts.updated_at',
        'users.first_name', 'users.last_name', 'users.email', 'users.language', 'users.agent_id', 'users.disabled_at', 'users.verified',
      ])
      .where('accounts.id', 'in', chunk);
    if (filter) q = q.where(filter);
    const rows = await q.execute();
    return rows.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      client_id: r.client_id,
      subcontractor_id: r.subcontractor_id,
      role: r.role,
      updated_at: r.updated_at,
      tempId: r.temp_id,
      // The agent link and the state of the sign-in live on the user; the account shows them.
      agent_id: r.agent_id,
      disabled: r.disabled_at === null ? (0 as const) : (1 as const),
      verified: asFlag(r.verified),
      user: { first_name: r.first_name, last_name: r.last_name, email: r.email, language: r.language },
    }));
  });
