/**
 * The checks of an order beyond its shape (src-sync/protocol/request-writes.ts): its own rules
 * (timeslots, dates, days), the rows it names (client -> branch -> location belong together,
 * equipment exists) and no timeslot starting in the location's past. Every issue found is
 * answered at once, as a 422 naming each field, before anything is written.
 */
import {
  issuePath, pastStartIssues, requestRelationIssues, requestRuleIssues, type RequestBody,
} from '../../../../src-sync/protocol/request-writes.js';
import { unprocessable } from '../../../lib/http-errors.js';
import type { Executor } from '../../../sync/change-log.js';

export interface CheckedOrder {
  location: { id: number; client_id: number | null; branch_id: number | null; timezone: string };
}

/** How the order's issue paths read in the body that was sent (a change names its parts flat). */
export type PathOf = (orderPath: string) => string;

/** The order's paths in the flat body of a change: `request.note` is `note`, `planning.0.end` is `timeslots.0.end`. */
export const changePath: PathOf = (path) => path.replace(/^request\./, '').replace(/^planning(?=\.|$)/, 'timeslots');

export async function checkOrder(db: Executor, body: RequestBody, unchangedTimeslot: (id: number) => boolean = () => false, pathOf: PathOf = (path) => path): Promise<CheckedOrder> {
  const fields = body.request;
  const [client, branch, location, equipment] = await Promise.all([
    db.selectFrom('clients').select('id').where('id', '=', fields.client_id).executeTakeFirst(),
    fields.branch_id == null ? Promise.resolve(undefined) : db.selectFrom('branches').select(['id', 'client_id']).where('id', '=', fields.branch_id).executeTakeFirst(),
    db.selectFrom('locations').select(['id', 'client_id', 'branch_id', 'timezone']).where('id', '=', fields.location_id).executeTakeFirst(),
    fields.equipment.length === 0
      ? Promise.resolve([])
      : db.selectFrom('equipment').select('id').where('id', 'in', fields.equipment.map((line) => line.equipment_id)).execute(),
  ]);
  const issues = [
    ...requestRuleIssues(body),
    ...requestRelationIssues(fields, { client, branch, location, equipment: new Set(equipment.map((row) => row.id)) }),
    ...(location ? pastStartIssues(body.planning, location.timezone, Date.now(), unchangedTimeslot) : []),
  ].map((issue) => ({ path: pathOf(issuePath(issue)), message: issue.message }));
  const first = issues[0];
  if (first || !location) {
    throw unprocessable(first ? `Invalid request: ${first.path}: ${first.message}` : 'Invalid request.', issues);
  }
  return { location };
}
