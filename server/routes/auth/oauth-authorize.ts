/**
 * The reference OAuth server's authorization endpoint (authorization code + PKCE S256):
 * - GET /oauth/authorize?response_type=code&client_id&redirect_uri&scope=*&state&code_challenge
 *   &code_challenge_method=S256 -> the HTML sign-in page. A bad request (unknown client, foreign
 *   redirect_uri, missing PKCE) answers 400 and never redirects: redirecting to an unchecked uri
 *   would make this an open redirect.
 * - POST /oauth/authorize (form-encoded: the same fields plus email and password) -> 302 to
 *   redirect_uri?code=…&state=…; wrong credentials re-render the page with 'Wrong email or
 *   password.'; the sign-in rate limit is shared with POST /api/login.
 * The pages speak the browser's language (Accept-Language, best of the six, else English).
 * A browser (Accept: text/html) never meets raw JSON here: every refusal of either route, from
 * the cross-site guard to a body too large, is a page saying why, with a way back to sign-in.
 * Other clients get the JSON error every route answers.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { z } from 'zod';
import { authorizeQuerySchema, loginBodySchema, type AuthorizeQuery } from '../../../src-sync/protocol/auth.js';
import { MAX_EMAIL, MAX_PASSWORD } from '../../../src-sync/protocol/text-limits.js';
import type { AppContext } from '../../app-context.js';
import type { ApiIssue } from '../../../src-sync/protocol/errors.js';
import { renderAuthorizePage, renderAuthorizeRefusal, sendAuthorizePage, type AuthorizeRefusalReason } from '../../auth/authorize-page.js';
import { verifyCredentials } from '../../auth/credentials.js';
import { crossSiteGuard } from '../../auth/cross-site-guard.js';
import { createAuthorizationCode } from '../../auth/oauth-codes.js';
import type { AuthLimiters } from '../../auth/rate-limits.js';
import { isAllowedOAuthRedirect } from '../../auth/same-origin.js';
import { frameworkErrorBody } from '../../lib/framework-errors.js';
import { acceptedLanguage } from '../../i18n/languages.js';
import { serverTexts } from '../../i18n/server-texts.js';
import { HttpError } from '../../lib/http-errors.js';
import { parseInput } from '../../lib/validate.js';
import { isKnownClient } from './oauth-clients.js';

const credentialsFieldsSchema = z.object({
  email: z.string().max(MAX_EMAIL).optional(),
  password: z.string().max(MAX_PASSWORD).optional(),
});

/** A 400 of the authorize request: the JSON answer every route gives, and the reason the page
 * words in the reader's language. */
class AuthorizeRequestError extends HttpError {
  constructor(
    readonly reason: AuthorizeRefusalReason,
    message: string,
    issues: ApiIssue[],
  ) {
    super(400, 'bad_request', message, issues);
  }
}

function parseAuthorizeRequest(ctx: AppContext, request: FastifyRequest, input: unknown, where: 'query' | 'body'): AuthorizeQuery {
  const query = parseInput(authorizeQuerySchema, input, where);
  if (!isKnownClient(query.client_id)) throw new AuthorizeRequestError('unknownClient', 'Unknown client_id.', [{ path: 'client_id', message: 'unknown client' }]);
  if (query.scope !== undefined && query.scope !== '' && query.scope !== '*') {
    throw new AuthorizeRequestError('unsupportedScope', "Unsupported scope: only '*' is offered.", [{ path: 'scope', message: "only '*' is supported" }]);
  }
  if (!isAllowedOAuthRedirect(query.redirect_uri, request, ctx.config)) {
    throw new AuthorizeRequestError('foreignRedirect', 'redirect_uri must be the /auth or /auth0loginCallback page of this app.', [
      { path: 'redirect_uri', message: 'not a redirect page of this app' },
    ]);
  }
  return query;
}

const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

const pageLanguage = (request: FastifyRequest) => acceptedLanguage(request.headers['accept-language']);

function refusalReason(error: FastifyError | HttpError, status: number): AuthorizeRefusalReason {
  if (status >= 500) return 'serverError';
  if (status === 403) return 'crossSite';
  if (status === 413) return 'tooLarge';
  return error instanceof AuthorizeRequestError ? error.reason : 'invalidRequest';
}

/** A refusal as the page a browser shows; the status stays the error's own. */
function sendRefusalPage(ctx: AppContext, error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'unhandled error');
  const reason = refusalReason(error, status);
  const issues = status >= 500 || status === 403 ? [] : error instanceof HttpError ? (error.issues ?? []) : (frameworkErrorBody(error).issues ?? []);
  return sendAuthorizePage(reply, ctx.config, status >= 500 ? 500 : status, renderAuthorizeRefusal(pageLanguage(request), reason, issues));
}

export async function registerOauthAuthorize(scope: FastifyInstance, ctx: AppContext, limiters: AuthLimiters): Promise<void> {
  // Form bodies are accepted here only, in a scope of their own: everywhere else a cross-site
  // HTML form post meets a 415, because only JSON is parsed there.
  await scope.register(async (formScope) => {
    formScope.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      // Thrown on, the error reaches the app's handler and its JSON answer.
      if (!acceptsHtml(request)) throw error;
      return sendRefusalPage(ctx, error, request, reply);
    });
    await formScope.register(formbody, { bodyLimit: 16 * 1024 });

    formScope.get('/oauth/authorize', async (request, reply) => {
      const query = parseAuthorizeRequest(ctx, request, request.query, 'query');
      return sendAuthorizePage(reply, ctx.config, 200, renderAuthorizePage(pageLanguage(request), query));
    });

    formScope.post(
      '/oauth/authorize',
      { onRequest: crossSiteGuard(ctx.config) },
      async (request, reply) => {
        const query = parseAuthorizeRequest(ctx, request, request.body, 'body');
        const fields = credentialsFieldsSchema.safeParse(request.body);
        const email = fields.success ? (fields.data.email ?? '') : '';
        const language = pageLanguage(request);
        const t = serverTexts(language, 'signin');
        const page = (status: number, error: string) =>
          sendAuthorizePage(reply, ctx.config, status, renderAuthorizePage(language, query, { error, email }));

        const wait = await limiters.signIn(request);
        if (wait !== null) {
          void reply.header('retry-after', String(wait));
          return page(429, t('tooManyAttempts', { count: wait }));
        }
        const credentials = loginBodySchema.safeParse({ email, password: fields.success ? fields.data.password : undefined });
        if (!credentials.success) return page(400, t('missingCredentials'));
        const user = await verifyCredentials(ctx.db, credentials.data.email, credentials.data.password);
        if (user === null) return page(401, t('wrongCredentials'));
        if (user === 'disabled') return page(403, t('accountDisabled'));

        const code = await createAuthorizationCode(ctx.db, {
          userId: user.id,
          clientId: query.client_id,
          redirectUri: query.redirect_uri,
          codeChallenge: query.code_challenge,
        });
        const target = new URL(query.redirect_uri);
        target.searchParams.set('code', code);
        target.searchParams.set('state', query.state);
        return reply.redirect(target.toString(), 302);
      },
    );
  });
}
