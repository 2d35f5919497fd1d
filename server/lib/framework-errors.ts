/** The JSON answer for a 4xx raised by Fastify or a plugin (body too large, unsupported content
 * type, malformed JSON, rate limit) rather than by a route: like every other error it names
 * where the request went wrong, so a client can tell the body from its type from its size. */
import type { FastifyError } from 'fastify';
import type { ApiErrorBody } from '../../src-sync/protocol/errors.js';

const FIELD_BY_CODE: Record<string, { path: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { path: 'body', message: 'too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { path: 'body', message: 'empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { path: 'body', message: 'not valid JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { path: 'content-type', message: 'not accepted here' },
  FST_ERR_CTP_INVALID_TYPE: { path: 'content-type', message: 'not valid' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { path: 'content-length', message: 'does not match the body' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { path: 'content-type', message: 'expected multipart/form-data with a boundary' },
};

export function frameworkErrorBody(error: FastifyError): ApiErrorBody {
  const code = error.code ?? 'bad_request';
  // JSON.parse failures carry no code of their own; they are the only other 400 before a route.
  const field = FIELD_BY_CODE[code] ?? (error.statusCode === 400 ? { path: 'body', message: 'not valid' } : { path: 'request', message: 'refused' });
  return { error: code, message: error.message, issues: [field] };
}
