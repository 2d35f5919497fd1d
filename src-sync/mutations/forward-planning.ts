/** Forwards plannings to subcontractors (POST /api/planning/forward, admin). Each planning gets
 * the subcontractor with contractor_status 'pending'; with remove_shifts its shifts go (their
 * history stays, detached), as the server does. */
import type { Effect } from '../db/engine-tables.js';
import { writableDb } from '../db/vigil-db.js';
import type { LocalDb } from '../db/local-db.js';
import { runMutation, type MutationResult } from '../outbox/enqueue.js';
import { planningForwardSchema, type PlanningForwardBody } from '../protocol/planning-writes.js';
import { contractorOf, removeShiftsEffects, requirePlanning, shiftIdsOfPlanning } from './local-lookups.js';
import { parseInput } from './mutation-input.js';

/** `remove_shifts` may be omitted (the schema defaults it to false). */
export type ForwardPlanningInput = Omit<PlanningForwardBody, 'remove_shifts'> & { remove_shifts?: boolean };

export async function forwardPlanning(local: LocalDb, input: ForwardPlanningInput): Promise<MutationResult> {
  const db = writableDb(local);
  const body = parseInput(planningForwardSchema, input);
  return runMutation(db, async () => {
    const effects: Effect[] = [];
    const removed: number[] = [];
    for (const item of body.forwarded) {
      await requirePlanning(db, item.planning_id);
      effects.push({
        table: 'plannings',
        id: item.planning_id,
        kind: 'merge',
        fields: { subcontractor_id: item.subcontractor_id, contractor_status: 'pending', contractor: await contractorOf(db, item.subcontractor_id) },
      });
      if (body.remove_shifts) removed.push(...(await shiftIdsOfPlanning(db, item.planning_id)));
    }
    effects.push(...(await removeShiftsEffects(db, removed)));
    const first = body.forwarded[0]?.planning_id ?? 0;
    return {
      op: 'forward-planning',
      entity: 'plannings',
      recordId: first,
      method: 'POST',
      path: '/api/planning/forward',
      targetId: null,
      body,
      effects,
    };
  });
}
