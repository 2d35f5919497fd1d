/**
 * POST /api/planning/history/image/{historyId} (multipart: `image`, optional `agent_id`): the file
 * of an image entry. Permission is checked BEFORE a byte is stored; the file is streamed to disk
 * under a server-generated name (server/uploads) and linked to the entry in one transaction. An
 * entry that already has its image cannot get another (image entries cannot be edited). The same
 * photo, byte for byte, is that image sent again (its answer lost, its key forgotten after a day):
 * it is answered with the entry as it is (200) and its copy dropped. Refused, it showed "Failed"
 * on the phone for a photo that was stored.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import type { AuthUser } from '../../../auth/types.js';
import { currentUser, requireUser } from '../../../auth/require-user.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { utcNow } from '../../../lib/time.js';
import { parseInput } from '../../../lib/validate.js';
import { assertMay, shiftAgentIds } from '../../../policies/planning-actions.js';
import { serializeRows } from '../../../serialize/index.js';
import type { Executor } from '../../../sync/change-log.js';
import { receiveImage } from '../../../uploads/receive-image.js';
import { removeUploadFile } from '../../../uploads/remove-upload.js';
import { sameBytes } from '../../../uploads/same-bytes.js';
import { storedUpload } from '../../../uploads/upload-paths.js';
import { historyImageFieldsSchema } from '../../../../src-sync/protocol/planning-writes.js';
import { HISTORY_AREA } from '../lib/history-images.js';
import { loadHistory, loadPlanning, type HistoryRecord } from '../lib/load-rows.js';
import { historyIdParamsSchema } from '../lib/params.js';
import { parseBody } from '../../../writes/parse-body.js';
import { runWrite, sendAnswer, type CommittedAnswer } from '../../../writes/run-write.js';

/** The entry may take an image from this caller (checked before and again inside the write). */
async function assertImageTarget(db: Executor, user: AuthUser, historyId: number): Promise<HistoryRecord> {
  const entry = await loadHistory(db, historyId);
  const planning = await loadPlanning(db, entry.planning_id);
  assertMay(user, 'history.update', { planning, entry: { agent_id: entry.agent_id, shift_agent_ids: await shiftAgentIds(db, entry.shift_id) } });
  if (entry.status !== 'image') throw unprocessable('Only image entries take an image.', [{ path: 'image', message: 'entry is not an image entry' }]);
  return entry;
}

/** Whether the upload is the entry's own image again, byte for byte. */
async function sameImage(ctx: AppContext, entry: HistoryRecord, uploaded: string): Promise<boolean> {
  const stored = entry.image === null ? null : storedUpload(ctx.config.dataDir, HISTORY_AREA, entry.request_id, entry.image);
  return stored !== null && sameBytes(stored.file, uploaded);
}

export function registerUploadHistoryImage(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/planning/history/image/:historyId', { preHandler: requireUser(ctx) }, async (request, reply) => {
    const user = currentUser(request);
    const { historyId } = parseInput(historyIdParamsSchema, request.params, 'params');
    const target = await assertImageTarget(ctx.db, user, historyId);
    const image = await receiveImage(request, { dataDir: ctx.config.dataDir, area: HISTORY_AREA, ownerId: target.request_id });
    let answer: CommittedAnswer;
    try {
      const fields = parseBody(historyImageFieldsSchema, image.fields);
      if (fields.agent_id !== undefined && fields.agent_id !== target.agent_id) {
        throw unprocessable('The image belongs to the entry’s agent.', [{ path: 'agent_id', message: 'not the entry’s agent' }]);
      }
      let stored = false;
      ({ answer } = await runWrite(ctx, request, async (trx, changes) => {
        // Read inside the write: another upload may have been stored meanwhile.
        const entry = await assertImageTarget(trx, user, historyId);
        if (entry.image !== null) {
          if (await sameImage(ctx, entry, image.file)) return;
          throw unprocessable('Image entries cannot be edited.', [{ path: 'image', message: 'entry already has its image' }]);
        }
        await changes.before('planning_history', [historyId]);
        await trx.updateTable('planning_history').set({ image: image.name, updated_at: utcNow() }).where('id', '=', historyId).execute();
        stored = true;
      }, async (trx) => ({ status: stored ? 201 : 200, body: { data: (await serializeRows(trx, 'planning_history', [historyId]))[0] } })));
      if (!stored) await removeUploadFile(image.file);
    } catch (error) {
      await removeUploadFile(image.file);
      throw error;
    }
    return sendAnswer(reply, answer);
  });
}
