/**
 * One chat channel per request (named after the request and its client), its members (the
 * server's rule, see group-members.ts: the company's staff, the client's users, the
 * subcontractors working it and the agents on its shifts) and the conversation: a system message
 * when the request came in and when it was decided, then members talking, each message with a
 * read status per recipient (every other member). The requested number of messages is spread over
 * the channels, weighted towards the ones active lately.
 */
import { DAY, utcText } from './clock.js';
import { PHRASES } from './chat-phrases.js';
import type { BulkWriter } from './bulk-writer.js';
import type { GroupMember, MemberKind } from './group-members.js';
import type { ChannelPlan } from './seed-requests.js';
import type { Rng } from './prng.js';
import type { SeedEnv } from './seed-world.js';

/** Each kind's share of what members say, split between the members of that kind who talk. */
const SENDER_WEIGHT: Record<MemberKind, number> = { admin: 30, planner: 10, client: 25, subcontractor: 20, agent: 20 };

function senderWeights(members: readonly GroupMember[]): (readonly [GroupMember, number])[] {
  const talkers = members.filter((m) => m.talks);
  const perKind = new Map<MemberKind, number>();
  for (const m of talkers) perKind.set(m.kind, (perKind.get(m.kind) ?? 0) + 1);
  return talkers.map((m) => [m, SENDER_WEIGHT[m.kind] / (perKind.get(m.kind) ?? 1)] as const);
}

/** Message counts per channel summing exactly to `total`; `largest` of them in the channel active
 * last (the first of those ending last), the rest spread. */
function spread(rng: Rng, env: SeedEnv, channels: ChannelPlan[], total: number, largest: number): number[] {
  const big = Math.min(largest, total);
  const counts = spreadEvenly(rng, env, channels, total - big);
  if (big > 0 && channels.length > 0) {
    const latest = channels.reduce((best, c, i) => (c.end > (channels[best]?.end ?? -Infinity) ? i : best), 0);
    counts[latest] = (counts[latest] ?? 0) + big;
  }
  return counts;
}

function spreadEvenly(rng: Rng, env: SeedEnv, channels: ChannelPlan[], total: number): number[] {
  const weights = channels.map((c) => {
    const recency = Math.max(0, 1 - (env.clock.now - c.end) / (30 * DAY));
    return (0.4 + rng.next()) * (1 + 3 * recency);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((total * w) / sum));
  let rest = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0 && counts.length > 0; i = (i + 1) % counts.length, rest--) counts[i] = (counts[i] ?? 0) + 1;
  return counts;
}

export async function seedChat(chatRng: Rng, env: SeedEnv, writer: BulkWriter, channels: ChannelPlan[], messages: number, largestGroup = 0): Promise<void> {
  const { sinks, clock } = env;
  const counts = spread(chatRng, env, channels, messages, largestGroup);
  let nextMessageId = 1;
  for (const [index, plan] of channels.entries()) {
    const count = counts[index] ?? 0;
    const rng = chatRng.fork(`channel:${index}`);
    const channelId = sinks.channels.nextId();
    const times: number[] = [];
    for (let i = 0; i < count; i++) times.push(plan.start + Math.floor((rng.next() * (plan.end - plan.start)) / 1000) * 1000);
    times.sort((a, b) => a - b);
    const firstMessageId = nextMessageId;
    nextMessageId += count;
    const last = times[times.length - 1];
    sinks.channels.add(channelId, plan.name, plan.requestId, plan.createdBy, null, count > 0 ? firstMessageId + count - 1 : null,
      utcText(plan.start), utcText(last ?? plan.start));
    sinks.channelRequests.add(channelId, plan.requestId);
    for (const member of plan.members) {
      const muted = member.kind !== 'admin' && rng.chance(0.1) ? 1 : 0;
      sinks.channelGroups.add(sinks.channelGroups.nextId(), channelId, member.id, muted, utcText(plan.start), utcText(plan.start));
    }
    const senders = senderWeights(plan.members);
    for (let i = 0; i < count; i++) {
      const at = times[i] ?? plan.start;
      const messageId = sinks.messages.nextId();
      // The opening message records the request; the second, its decision, when there was one.
      const system = i === 0 || (i === 1 && plan.status !== 'pending');
      const sender = system ? null : rng.weighted(senders);
      let text: string;
      let tr: string | null = null;
      if (system) text = i === 0 ? `New request ${plan.name}` : `Request ${plan.status}`;
      else {
        const phrase = rng.pick(PHRASES[sender?.kind ?? 'admin']);
        text = phrase.text;
        tr = phrase.tr ?? null;
      }
      const requestStatus = system ? (i === 0 ? 'pending' : plan.status) : null;
      const stamp = utcText(at);
      sinks.messages.add(messageId, channelId, sender?.id ?? null, text, tr, null, requestStatus, null, stamp, stamp);
      // Old messages were read long ago; the last day's are partly still unread.
      const recent = at > clock.now - DAY;
      for (const member of plan.members) {
        if (member.id === sender?.id) continue;
        const read = !recent || rng.chance(0.5) ? 1 : 0;
        sinks.messageStatus.add(messageId, member.id, read);
      }
    }
    await writer.flushIfFull();
  }
}
