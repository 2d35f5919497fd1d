/**
 * The sign-in page of the reference OAuth server (GET /oauth/authorize), and the page that says
 * why a request to it was refused, in the browser's language (Accept-Language, best of the six,
 * else English; Arabic right to left). Self-contained: no script at all, one inline stylesheet
 * allowed by its hash in the Content-Security-Policy. Every interpolated value is escaped; the
 * OAuth parameters travel as hidden fields and are validated again when the form comes back.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AuthorizeQuery } from '../../src-sync/protocol/auth.js';
import type { UiLanguage } from '../../src-sync/protocol/ui-languages.js';
import type { ServerConfig } from '../config.js';
import { textDirection } from '../i18n/languages.js';
import { serverTexts } from '../i18n/server-texts.js';
import { escapeHtml } from '../lib/escape-html.js';
import { appOrigin } from './same-origin.js';

const STYLE = [
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f5f7;font-family:system-ui,sans-serif;color:#1a202c}',
  'main{width:100%;max-width:360px;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}',
  'h1{font-size:22px;margin:0 0 24px}label{display:block;font-size:14px;margin:16px 0 6px}',
  'input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #cbd5e0;border-radius:6px;font-size:16px}',
  'button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:6px;background:#2b6cb0;color:#fff;font-size:16px;cursor:pointer}',
  '.error{background:#fff5f5;color:#c53030;border:1px solid #feb2b2;border-radius:6px;padding:10px;font-size:14px}',
  'ul{margin:12px 0 0;padding-inline-start:20px;font-size:14px}a.button{display:block;box-sizing:border-box;margin-top:24px;width:100%;padding:12px;border-radius:6px;background:#2b6cb0;color:#fff;font-size:16px;text-align:center;text-decoration:none}',
].join('');

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export interface AuthorizePageState {
  /** Why the last attempt failed, already in the page's language. */
  error?: string;
  email?: string;
}

const hidden = (name: string, value: string | undefined) =>
  value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/** The sign-in form; its address and password read left to right in every language. */
export function renderAuthorizePage(language: UiLanguage, query: AuthorizeQuery, state: AuthorizePageState = {}): string {
  const t = serverTexts(language, 'signin');
  const fields = [
    hidden('response_type', query.response_type),
    hidden('client_id', query.client_id),
    hidden('redirect_uri', query.redirect_uri),
    hidden('scope', query.scope),
    hidden('state', query.state),
    hidden('code_challenge', query.code_challenge),
    hidden('code_challenge_method', query.code_challenge_method),
  ].join('\n');
  const error = state.error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(state.error)}</p>`;
  return page(language, t('title'), `${error}
<form method="post" action="/oauth/authorize">
${fields}
<label for="email">${escapeHtml(t('email'))}</label>
<input id="email" name="email" type="email" dir="ltr" autocomplete="username" required value="${escapeHtml(state.email ?? '')}">
<label for="password">${escapeHtml(t('password'))}</label>
<input id="password" name="password" type="password" dir="ltr" autocomplete="current-password" required>
<button type="submit">${escapeHtml(t('submit'))}</button>
</form>`);
}

/** Why a refusal happened, as the page words it (the JSON answer keeps the API's English). */
export type AuthorizeRefusalReason = 'crossSite' | 'unknownClient' | 'unsupportedScope' | 'foreignRedirect' | 'invalidRequest' | 'tooLarge' | 'serverError';

/** Why a request to the sign-in page or its form was refused, and the way back to sign-in. The
 * issues name fields of the protocol (redirect_uri, body), so they stay as the API words them. */
export function renderAuthorizeRefusal(
  language: UiLanguage,
  reason: AuthorizeRefusalReason,
  issues: readonly { path: string; message: string }[] = [],
): string {
  const t = serverTexts(language, 'signin');
  const list = issues.length === 0 ? '' : `<ul lang="en" dir="ltr">${issues.map((i) => `<li>${escapeHtml(i.path)}: ${escapeHtml(i.message)}</li>`).join('')}</ul>`;
  return page(language, t('refusal.title'), `<div class="error" role="alert">${escapeHtml(t(`refusal.${reason}`))}${list}</div>
<a class="button" href="/signin">${escapeHtml(t('refusal.back'))}</a>`);
}

// `same-origin`: the form's post must carry our Origin (under `no-referrer` Chromium sends
// `Origin: null`, which the cross-site guard refuses); other sites still get no referrer.
function page(language: UiLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** Sends the page with headers that keep it from being framed (clickjacking on a password form)
 * or extended with anything but its own stylesheet (the auth scope adds no-store). */
export function sendAuthorizePage(reply: FastifyReply, config: ServerConfig, status: number, html: string): FastifyReply {
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    // Chrome applies form-action to the redirect that follows the POST as well: allow our origin.
    `form-action 'self' ${appOrigin(config)}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    // The page's language follows Accept-Language: a cache must not serve one reader another's.
    .header('vary', 'Accept-Language')
    .send(html);
}
