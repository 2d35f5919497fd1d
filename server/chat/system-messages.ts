/**
 * A request's events as system messages in its group (ARCHITECTURE.md "Team chat"): no sender,
 * a key and parameters every device words in its user's language, and `text` in English for
 * clients that know no keys. Written in the transaction of the write they record.
 */
import type { Executor } from '../sync/change-log.js';
import type { ChangeTracker } from '../writes/change-tracker.js';
import { systemMessageSchema, type SystemEvent, type SystemMessage } from '../../src-sync/protocol/chat-system.js';
import { postMessage } from './post-message.js';

/** The English text of a system message (the `text` column). */
export function systemText(event: SystemEvent): string {
  switch (event.key) {
    case 'request-created':
      return `New request ${event.params.name}`;
    case 'request-status':
      return `Request ${event.params.status}`;
    case 'request-changed':
      return 'The order was changed';
    case 'request-forwarded':
      return `Forwarded to ${event.params.subcontractor}`;
    case 'members-added':
      return `Members added: ${event.params.names.join(', ')}`;
  }
}

/** Posts `event` into the group; `actorId`, the user who did it, has it read already. */
export async function postSystemMessage(trx: Executor, changes: ChangeTracker, channelId: number, event: SystemEvent, actorId?: number | null): Promise<number> {
  return postMessage(trx, changes, {
    channelId,
    userId: null,
    text: systemText(event),
    image: null,
    tempId: null,
    requestStatus: event.key === 'request-status' ? event.params.status : null,
    translations: new Map(),
    system: { key: event.key, params: event.params },
    ...(actorId === undefined || actorId === null ? {} : { readBy: actorId }),
  });
}

/** A stored key and parameters as the wire carries them (null when absent or unreadable). */
export function storedSystemMessage(key: string | null, params: string | null): SystemMessage | null {
  if (key === null) return null;
  try {
    const parsed = systemMessageSchema.safeParse({ key, params: params === null ? {} : (JSON.parse(params) as unknown) });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The key of a system message stored before keys existed, read from the two texts earlier
 * releases and the demo data wrote: "New request <name>" and "Request <status>". */
export function eventOfLegacyText(text: string | null): SystemEvent | null {
  const created = /^New request (.+)$/s.exec(text ?? '');
  if (created) return { key: 'request-created', params: { name: created[1] ?? '' } };
  const status = /^Request (\S+)$/.exec(text ?? '');
  if (status) return { key: 'request-status', params: { status: status[1] ?? '' } };
  return null;
}

/** Gives the system messages stored without a key theirs (migration 0009, the demo data). */
export async function backfillSystemMessages(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('messages').select(['id', 'text']).where('user_id', 'is', null).where('system_key', 'is', null).execute();
  const changed: number[] = [];
  for (const row of rows) {
    const event = eventOfLegacyText(row.text);
    if (event === null) continue;
    await db.updateTable('messages').set({ system_key: event.key, system_params: JSON.stringify(event.params) }).where('id', '=', row.id).execute();
    changed.push(row.id);
  }
  return changed;
}
