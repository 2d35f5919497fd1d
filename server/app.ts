/**
 * Fastify app factory: builds the whole server without listening, so tests drive it on an
 * ephemeral port or through inject(). main.ts is the only caller that listens.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { HttpError } from './lib/http-errors.js';
import { installBodyShapeGuard } from './lib/body-shape.js';
import { installRequestDrain } from './lib/drain-request.js';
import { clientErrorAnswer, frameworkErrorBody, routerErrorAnswer } from './lib/framework-errors.js';
import { installIdParamGuard } from './lib/id-params.js';
import type { AppContext } from './app-context.js';
import { registerRouteModules } from './routes/index.js';
import { attachBroadcaster } from './realtime/create-realtime.js';
import { registerSecurityHeaders } from './security-headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: { method: string; url: string }[];
  }
}

/**
 * JSON bodies: at most 1 MiB. The largest a Vigil client sends is some 40 kB (500 ids to delete,
 * 500 timeslots to review, a 5,000-character note); every field has its own maximum in the shared
 * schemas, and a body within this limit gets the answer that names the field too long, which a
 * form can show. Uploads stream under their own limits (server/uploads), forms under 16 kB.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(ctx: AppContext, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: ctx.config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
    frameworkErrors: (error, _request, reply) => {
      const answer = routerErrorAnswer(error);
      // The reply's generic type cannot be narrowed here; it is a plain reply.
      void (reply as unknown as FastifyReply).status(answer.status).send(answer.body);
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const { status, body } = clientErrorAnswer(error);
      const text = JSON.stringify(body);
      if (socket.writable) {
        socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`);
      }
      socket.destroy(error);
    },
  });

  await app.register(cookie);
  await registerSecurityHeaders(app, ctx.config);

  // Every route as registered, so a test can prove that none answers without a token.
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registeredRoutes.push({ method: String(method), url: route.url });
  });

  // Input rules for every route, registered before any route so none escapes them.
  installIdParamGuard(app);
  installBodyShapeGuard(app);
  installRequestDrain(app);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      void reply.headers(error.headers).status(error.statusCode).send({
        error: error.code,
        message: error.message,
        ...(error.issues ? { issues: error.issues } : {}),
        ...error.details,
      });
      return;
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, rate limit).
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      void reply.status(status).send(frameworkErrorBody(error));
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    void reply.status(500).send({ error: 'internal', message: 'Something went wrong. Please try again later.' });
  });

  // The embedded realtime server shares this port (/app/{key}); hooks must exist before listen.
  attachBroadcaster(app, ctx.broadcaster);

  // Liveness for process supervisors and the e2e harness; outside /api on purpose (no token, no data).
  app.get('/healthz', () => ({ ok: true }));

  await registerRouteModules(app, ctx);

  // The built SPA, with index.html for every client-side route. API paths never fall back to it.
  const indexFile = path.join(ctx.config.distDir, 'index.html');
  if (fs.existsSync(indexFile)) {
    await app.register(fastifyStatic, { root: ctx.config.distDir, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = /^\/(api|oauth|broadcasting|app)(\/|$|\?)/.test(url);
    if (!isApi && request.method === 'GET' && fs.existsSync(indexFile)) {
      void reply.header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    void reply.status(404).send({
      error: 'not_found',
      message: `No route for ${request.method} ${url.split('?')[0] ?? ''}.`,
      issues: [{ path: 'url', message: 'no such route' }],
    });
  });

  return app;
}
