/** Sends a stored upload. The caller has already checked that the user may see the parent
 * record. Headers: the type the server detected at upload (never sniffed by the browser:
 * nosniff), and a CSP that forbids any active content should the file ever be opened directly. */
import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { notFound } from '../lib/http-errors.js';

export async function sendStoredImage(reply: FastifyReply, file: string, mime: string): Promise<FastifyReply> {
  try {
    if (!(await fs.promises.stat(file)).isFile()) throw notFound('Image');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('Image');
    throw error;
  }
  // Streamed (chunked): images are read from disk as they are sent, never held in memory whole.
  return reply
    .header('content-type', mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline')
    // Private: only users allowed to see the parent record may hold a copy.
    .header('cache-control', 'private, max-age=86400')
    .send(fs.createReadStream(file));
}
