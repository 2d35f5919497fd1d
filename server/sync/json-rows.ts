/**
 * Rows SQLite writes as JSON itself (plannings-json.ts and shifts-and-history-json.ts say why),
 * for the sync answers that carry many of them: the bootstrap's pages and the change feed's. A
 * change holding such a row is spliced into the answer's text as is.
 */
import type { Change } from '../../src-sync/protocol/sync.js';
import { serializePlanningsAsJson } from '../serialize/plannings-json.js';
import { serializeHistoryAsJson, serializeShiftsAsJson } from '../serialize/shifts-and-history-json.js';
import { serializeRequestsAsJson } from '../serialize/requests-json.js';
import { serializeChannelGroupsAsJson } from '../serialize/chat-json.js';

export const JSON_SERIALIZERS = {
  plannings: serializePlanningsAsJson,
  shifts: serializeShiftsAsJson,
  planning_history: serializeHistoryAsJson,
  requests: serializeRequestsAsJson,
  channel_groups: serializeChannelGroupsAsJson,
} as const;
export type JsonEntity = keyof typeof JSON_SERIALIZERS;
export const isJsonEntity = (entity: string): entity is JsonEntity => entity in JSON_SERIALIZERS;

/** An upsert whose row is JSON text already. */
export interface JsonChange {
  entity: JsonEntity;
  id: number;
  json: string;
}

/** The answer `{"changes":[…],…rest}` as text: JSON rows as they are, the rest stringified.
 * `rest` must hold at least one field (its text is `{…}`, never `{}`). */
export function answerText(changes: readonly (Change | JsonChange)[], rest: Record<string, unknown>): string {
  const items = changes.map((change) => ('json' in change ? `{"entity":"${change.entity}","op":"upsert","id":${change.id},"data":${change.json}}` : JSON.stringify(change)));
  return `{"changes":[${items.join(',')}],${JSON.stringify(rest).slice(1)}`;
}
