/**
 * What the permission table lets this user do with a directory record (or a new one under a
 * parent); the server asks the same table, so no button is offered that it would refuse.
 */
import { allows, can, type Action, type Actor } from '../../../../src-sync/index.js';
import { useActor } from '../../../shared/session/use-actor.js';
import type { AnyRow, CollectionConfig, ParentLink } from '../collections/collection-types.js';
import type { Lookups } from '../collections/lookups.js';

/** The directory's actions all read the same facts (src-sync/protocol/permissions/
 * directory-permissions.ts: owner, account, usage); one widening here instead of a switch over
 * every action. */
function ask(actor: Actor | null, action: Action, facts: object, whoOnly: boolean): boolean {
  return whoOnly ? allows(actor, action as 'client.update', facts as never) : can(actor, action as 'client.update', facts as never);
}

function factsOf(config: CollectionConfig, row: Partial<AnyRow>, lookups: Lookups): object {
  const account = config.entity === 'accounts' && 'user_id' in row ? { user_id: row.user_id } : { user_id: 0 };
  return { owner: config.owner(row, lookups), account, usage: {} };
}

export function canCreateUnder(actor: Actor | null, config: CollectionConfig, parent: ParentLink | null, lookups: Lookups): boolean {
  const draft: Record<string, unknown> = { client_id: actor?.clientId ?? null, subcontractor_id: actor?.subcontractorId ?? null };
  if (parent) draft[parent.field] = parent.id;
  return ask(actor, config.actions.create, factsOf(config, draft, lookups), false);
}

export interface RecordPermissions {
  update: boolean;
  /** Who may delete; whether the record is still in use is asked when the user tries. */
  delete: boolean;
}

export function useRecordPermissions(config: CollectionConfig, row: AnyRow | null, lookups: Lookups): RecordPermissions {
  const actor = useActor();
  if (!row) return { update: true, delete: false };
  const facts = factsOf(config, row, lookups);
  return { update: ask(actor, config.actions.update, facts, false), delete: ask(actor, config.actions.delete, facts, true) };
}
