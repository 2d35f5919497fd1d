/**
 * Who makes a write: the signed-in user and, when it named itself, the device
 * (src-sync/protocol/write-conflict.ts, DEVICE_HEADER). Recorded per changed field, so a change
 * from another of the same user's devices is told apart from the write's own queue.
 */
import type { FastifyRequest } from 'fastify';
import { DEVICE_HEADER, DEVICE_ID_PATTERN } from '../../src-sync/protocol/write-conflict.js';
import { badRequest } from '../lib/http-errors.js';

export interface Writer {
  /** Null for changes made by the system (an escalation, a licence alert). */
  userId: number | null;
  device: string | null;
}

export const SYSTEM_WRITER: Writer = { userId: null, device: null };

/** The request's writer; 400 for a device header that is not one device's name. */
export function writerOf(request: FastifyRequest): Writer {
  const header = request.headers[DEVICE_HEADER];
  if (header !== undefined && (Array.isArray(header) || !DEVICE_ID_PATTERN.test(header))) {
    throw badRequest('Vigil-Device must be one device id of 8 to 64 letters, digits or dashes.', [{ path: 'Vigil-Device', message: '8 to 64 letters, digits or dashes' }]);
  }
  return { userId: request.authUser?.id ?? null, device: header ?? null };
}
