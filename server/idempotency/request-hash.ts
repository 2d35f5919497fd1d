/** Fingerprint of a mutating request, so a key reused for a different request is caught (422)
 * instead of replaying an answer that belongs to something else. */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** JSON with object keys sorted: two clients that serialise the same body in a different key
 * order still get the same hash. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(request: Pick<FastifyRequest, 'method' | 'url' | 'body' | 'headers'>): string {
  const hash = createHash('sha256');
  hash.update(`${request.method}\n${request.url}\n`);
  if (request.body === undefined || request.body === null) {
    // Streamed bodies (multipart uploads) are not read before the handler; their type and length
    // stand in for them so that at least a different upload size is told apart.
    hash.update(`stream:${String(request.headers['content-type'] ?? '')}:${String(request.headers['content-length'] ?? '')}`);
  } else if (Buffer.isBuffer(request.body)) {
    hash.update(request.body);
  } else {
    hash.update(canonicalJson(request.body));
  }
  return hash.digest('hex');
}
