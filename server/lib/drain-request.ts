/**
 * An answer sent while the client is still uploading (413 for an oversized image, 401, 404 for a
 * bad id, 415) must reach the client. When a server closes a connection with bytes still coming
 * in, TCP answers them with a reset, and the client, still busy sending, usually never reads the
 * answer: about 1 in 10 oversized uploads ended in a connection reset instead of their 413.
 * Fastify itself closes after refusing a JSON body as too large.
 *
 * So before any answer goes out, whatever is left of the request body is read and thrown away,
 * up to DRAIN_LIMIT bytes and DRAIN_TIMEOUT_MS; the connection then stays open as usual. A body
 * that declares more than the limit, or goes on past it, gets its answer with `Connection:
 * close` (a client sending that much to a refusal may see the reset).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const DRAIN_LIMIT = 64 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 30_000;

/** Reads and discards the rest of `raw`; true when it ended within the limits. */
function drain(raw: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let received = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      raw.off('error', onClose);
      if (!ended) raw.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_LIMIT) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), DRAIN_TIMEOUT_MS);
    // Whatever was reading the body (the multipart parser) gets nothing more.
    raw.unpipe();
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.once('error', onClose);
    raw.resume();
  });
}

export function installRequestDrain(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.complete || raw.readableEnded || raw.destroyed) return payload;
    const declared = Number(raw.headers['content-length']);
    const drained = Number.isFinite(declared) && declared > DRAIN_LIMIT ? false : await drain(raw);
    if (drained) reply.removeHeader('connection');
    else void reply.header('connection', 'close');
    return payload;
  });
}
