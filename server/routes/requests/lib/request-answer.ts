/** What a request write answers: the request row, with its timeslots, equipment lines and
 * plannings under `related`, and what it removed under `deleted`, so the outbox applies the whole
 * result at once (a created request's temporary rows give way to the server's). */
import { serializeRows } from '../../../serialize/index.js';
import type { RecordedChange } from '../../../writes/change-tracker.js';
import type { WriteAnswer } from '../../../writes/run-write.js';
import type { Executor } from '../../../sync/change-log.js';

/** Built inside the write's transaction (runWrite stores it as the write's answer). `allPlannings`:
 * every planning of the request, not only those this write touched (a create answered again). */
export async function requestAnswer(db: Executor, requestId: number, recorded: readonly RecordedChange[], status: number, options: { allPlannings?: boolean } = {}): Promise<WriteAnswer> {
  const ids = (entity: string, op: 'upsert' | 'delete') => recorded.filter((c) => c.entity === entity && c.op === op).map((c) => c.id);
  const [timeslots, equipment, plannings] = await Promise.all([
    db.selectFrom('request_timeslots').select('id').where('request_id', '=', requestId).execute(),
    db.selectFrom('request_equipment').select('id').where('request_id', '=', requestId).execute(),
    options.allPlannings ? db.selectFrom('plannings').select('id').where('request_id', '=', requestId).execute() : Promise.resolve(null),
  ]);
  const [row] = await serializeRows(db, 'requests', [requestId]);
  const body = {
    data: row ?? null,
    related: {
      request_timeslots: await serializeRows(db, 'request_timeslots', timeslots.map((r) => r.id)),
      request_equipment: await serializeRows(db, 'request_equipment', equipment.map((r) => r.id)),
      plannings: await serializeRows(db, 'plannings', plannings ? plannings.map((r) => r.id) : ids('plannings', 'upsert')),
    },
    deleted: {
      request_timeslots: ids('request_timeslots', 'delete'),
      request_equipment: ids('request_equipment', 'delete'),
      plannings: ids('plannings', 'delete'),
      shifts: ids('shifts', 'delete'),
      planning_history: ids('planning_history', 'delete'),
    },
  };
  return { status, body };
}
