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

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`). A path
 * part longer than the router takes (100 characters) cannot be an id or a file name, so it names
 * nothing: 404, like any other path that names nothing.
 */
export function routerErrorAnswer(error: FastifyError): { status: number; body: ApiErrorBody } {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return { status: 404, body: { error: 'not_found', message: 'Nothing found: a part of the path is too long.', issues: [{ path: 'url', message: 'a part of the path is too long' }] } };
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return { status: 400, body: { error: 'bad_request', message: 'The path is not a valid URL.', issues: [{ path: 'url', message: 'not a valid URL' }] } };
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return { status, body: frameworkErrorBody(error) };
}

/**
 * Node's own refusals, before Fastify sees a request (headers over 16 kB, a request line it cannot
 * parse, a client too slow): the same JSON error as every other answer, then the connection
 * closes, as Node does.
 */
export function clientErrorAnswer(error: NodeJS.ErrnoException): { status: number; body: ApiErrorBody } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: { error: 'request_header_fields_too_large', message: 'The request line and headers are larger than 16 kB.', issues: [{ path: 'url', message: 'too long' }] } };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { error: 'request_timeout', message: 'The request took too long to arrive.', issues: [{ path: 'request', message: 'too slow' }] } };
  }
  return { status: 400, body: { error: 'bad_request', message: 'The request is not valid HTTP.', issues: [{ path: 'request', message: 'not valid HTTP' }] } };
}
