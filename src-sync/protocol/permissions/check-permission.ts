/** Asking the permission table (./permission-table.ts). */
import type { Actor } from './actor.js';
import { PERMISSIONS, type Action, type FactsOf, type Permission, type StateFacts, type WhoFacts } from './permission-table.js';
import type { StateBlock } from './record-facts.js';

export type Verdict = 'allowed' | 'forbidden' | StateBlock;

// One cast for every lookup: each entry's facts are checked at the call site through the
// action's own types (WhoFacts/StateFacts), which TypeScript cannot relate to an indexed entry.
const entryOf = <A extends Action>(action: A) => PERMISSIONS[action] as Permission<WhoFacts<A>, StateFacts<A>>;

/** Whether the actor's roles and relation to the record let it do the action (nobody: false). */
export function allows<A extends Action>(actor: Actor | null, action: A, facts: WhoFacts<A>): boolean {
  return actor !== null && entryOf(action).who(actor, facts);
}

/** Why the record's state refuses the action, whoever asks; null when it can be done. */
export function blockedBy<A extends Action>(action: A, facts: StateFacts<A>): StateBlock | null {
  return entryOf(action).state?.(facts) ?? null;
}

/** The whole answer: who first (a stranger learns nothing about the record's state), then state. */
export function verdict<A extends Action>(actor: Actor | null, action: A, facts: FactsOf<A>): Verdict {
  if (!allows(actor, action, facts)) return 'forbidden';
  return blockedBy(action, facts) ?? 'allowed';
}

/** May the actor do it now: what a button asks before it is offered. */
export function can<A extends Action>(actor: Actor | null, action: A, facts: FactsOf<A>): boolean {
  return verdict(actor, action, facts) === 'allowed';
}
