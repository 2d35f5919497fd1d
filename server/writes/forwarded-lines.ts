/**
 * A request's equipment lines are read by the subcontractor of any planning of the request
 * (server/policies/request-visibility.ts), so they enter or leave its view when a planning is
 * forwarded, taken back or deleted, although the lines themselves do not change. The ChangeTracker
 * notes them with their audience before a planning changes (`linesOfPlannings`), and logs them
 * when the planning's subcontractor is no longer the one it was (`linesToLog`): a subcontractor
 * that gains the planning pulls them, one that lost it pulls their delete.
 */
import { audienceOf, type AudienceMap } from '../policies/index.js';
import type { Executor } from '../sync/change-log.js';
import { inChunks } from '../sync/in-chunks.js';

export interface PlanningLines {
  /** Planning id -> its subcontractor before the write and its request's equipment lines. */
  plannings: Map<number, { subcontractorId: number | null; lines: number[] }>;
  /** The lines' audience before the write. */
  audience: AudienceMap;
}

export async function linesOfPlannings(db: Executor, planningIds: readonly number[]): Promise<PlanningLines> {
  const rows = await inChunks(planningIds, (chunk) =>
    db
      .selectFrom('plannings')
      .innerJoin('request_equipment', 'request_equipment.request_id', 'plannings.request_id')
      .select(['plannings.id as planning_id', 'plannings.subcontractor_id', 'request_equipment.id as line_id'])
      .where('plannings.id', 'in', chunk)
      .execute(),
  );
  const plannings: PlanningLines['plannings'] = new Map();
  for (const row of rows) {
    const entry = plannings.get(row.planning_id) ?? { subcontractorId: row.subcontractor_id, lines: [] };
    entry.lines.push(row.line_id);
    plannings.set(row.planning_id, entry);
  }
  const audience = await audienceOf(db, 'request_equipment', [...new Set(rows.map((row) => row.line_id))]);
  return { plannings, audience };
}

/** The lines whose planning changed hands (or went) in the write, with their audience before it. */
export async function linesToLog(db: Executor, noted: PlanningLines): Promise<{ ids: number[]; audience: AudienceMap }> {
  const ids = [...noted.plannings.keys()];
  const now = new Map((await inChunks(ids, (chunk) => db.selectFrom('plannings').select(['id', 'subcontractor_id']).where('id', 'in', chunk).execute())).map((row) => [row.id, row.subcontractor_id]));
  const lines = new Set<number>();
  for (const [planningId, { subcontractorId, lines: own }] of noted.plannings) {
    const after = now.has(planningId) ? now.get(planningId) ?? null : null;
    if (after !== subcontractorId) for (const line of own) lines.add(line);
  }
  return { ids: [...lines], audience: noted.audience };
}
