/**
 * POST /api/channels/members/{channelId} `{ members }` (user ids): "New Members" (spec section 2):
 * only agents with a sign-in who are not in the group yet; staff add any such agent, a
 * subcontractor only its own (`chat.add-members`, `chat.add-agent`). Anything else is a 422 naming
 * each refused member, and nothing is added. Joining works as for the people who start working a
 * request (server/chat/group-members.ts), with its "Members added" system message.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUser, requireUser } from '../../auth/require-user.js';
import { unprocessable } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { memberIds, requireMember } from '../../chat/membership.js';
import { allows } from '../../../src-sync/protocol/permissions/index.js';
import { asViewer } from '../../policies/index.js';
import { serializeRows } from '../../serialize/index.js';
import { parseBody } from '../../writes/parse-body.js';
import { runWrite, sendAnswer } from '../../writes/run-write.js';
import { membersAddSchema } from '../../../src-sync/protocol/chat-writes.js';
import { addGroupMembers } from '../../chat/group-members.js';
import { channelIdParams } from './chat-params.js';

export function registerAddMembers(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/channels/members/:channelId', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { channelId } = parseInput(channelIdParams, request.params, 'params');
    const body = parseBody(membersAddSchema, request.body);
    await requireMember(ctx.db, user, channelId, 'chat.add-members');
    const { answer } = await runWrite(ctx, request, async (trx, changes) => {
      const already = new Set(await memberIds(trx, channelId));
      const agents = await trx
        .selectFrom('users')
        .innerJoin('agents', 'agents.id', 'users.agent_id')
        .select(['users.id', 'agents.subcontractor_id'])
        .where('users.id', 'in', body.members)
        .execute();
      const byUser = new Map(agents.map((a) => [a.id, a]));
      const actor = asViewer(user);
      const issues = body.members.flatMap((id, index) => {
        const agent = byUser.get(id);
        if (!agent) return [{ path: `members.${index}`, message: `user ${id} is not an agent with a sign-in` }];
        if (already.has(id)) return [{ path: `members.${index}`, message: `user ${id} is already in the group` }];
        if (!allows(actor, 'chat.add-agent', { agent: { subcontractor_id: agent.subcontractor_id } })) return [{ path: `members.${index}`, message: `user ${id} is not one of your agents` }];
        return [];
      });
      if (issues.length > 0) throw unprocessable('Some members cannot be added.', issues);
      await addGroupMembers(trx, changes, channelId, body.members, user.id);
    }, async (trx) => {
      const groups = await trx.selectFrom('channel_groups').select('id').where('channel_id', '=', channelId).execute();
      return { status: 201, body: { data: (await serializeRows(trx, 'channels', [channelId]))[0], related: { channel_groups: await serializeRows(trx, 'channel_groups', groups.map((g) => g.id)) } } };
    });
    return sendAnswer(reply, answer);
  });
}
