/** Registers the multipart parser in the caller's encapsulation scope only, so JSON routes
 * elsewhere never accept multipart bodies. Limits are set per request in receive-image.ts. */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';

export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { throwFileSizeLimit: true });
}
