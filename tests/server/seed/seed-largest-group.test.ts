/** The seed's `largestGroup` (the bench's big conversation): that many of the messages go to the
 * group whose chat ran last, on top of its share; the total stays the requested one, and every
 * message of it is read by, or unread for, each other member as usual. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seededDatabase, type SeededDatabase } from './seeded-database.js';

let seeded: SeededDatabase;
beforeAll(async () => {
  seeded = await seededDatabase({ size: 200, messages: 1500, largestGroup: 1000, now: new Date('2026-01-14T10:17:00Z') });
}, 120_000);
afterAll(async () => seeded.close());

describe('seed: the largest group', () => {
  it('puts the asked messages in one group, the one active last, within the total', async () => {
    const { db } = seeded;
    expect(seeded.summary.counts.messages).toBe(1500);
    const top = await db
      .selectFrom('messages')
      .select(['channel_id', sql<number>`count(*)`.as('n')])
      .groupBy('channel_id')
      .orderBy('n', 'desc')
      .limit(2)
      .execute();
    expect(Number(top[0]?.n)).toBeGreaterThanOrEqual(1000);
    expect(Number(top[1]?.n)).toBeLessThan(1000);
    const latest = await db.selectFrom('channels').select(['id', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const big = await db.selectFrom('channels').select('updated_at').where('id', '=', top[0]?.channel_id ?? -1).executeTakeFirstOrThrow();
    expect(big.updated_at).toBe(latest.updated_at);
    const statuses = await db.selectFrom('message_status').innerJoin('messages', 'messages.id', 'message_status.message_id')
      .select(sql<number>`count(*)`.as('n')).where('messages.channel_id', '=', top[0]?.channel_id ?? -1).executeTakeFirstOrThrow();
    expect(Number(statuses.n)).toBeGreaterThan(1000);
  });
});
