import { describe, expect, it } from 'vitest';
import { byConversationOrder } from '../../../src/features/chat/conversation-order.js';

const at = (id: number, created_at: string) => ({ id, created_at });

describe('conversation order', () => {
  it('puts a message waiting to be sent after the stored one written in the same second', () => {
    const rows = [at(-7, '2026-11-24 21:00:05'), at(512, '2026-11-24 21:00:05'), at(511, '2026-11-24 21:00:04')];
    expect(rows.sort(byConversationOrder).map((row) => row.id)).toEqual([511, 512, -7]);
  });

  it('keeps waiting messages of one second in the order written, their temporary ids decreasing', () => {
    const rows = [at(-9, '2026-11-24 21:00:05'), at(-8, '2026-11-24 21:00:05'), at(40, '2026-11-24 21:00:06')];
    expect(rows.sort(byConversationOrder).map((row) => row.id)).toEqual([-8, -9, 40]);
  });
});
