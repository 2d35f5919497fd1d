/**
 * Translation of chat messages: with TRANSLATE_URL set, the server asks a LibreTranslate-
 * compatible API (here a fake one on loopback) once per target language and stores each
 * member's translation in its status row; a member reading the sender's language gets none, and
 * a translator that fails leaves tr_text empty without holding the message back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messageRowSchema } from '../../../src-sync/protocol/entities.js';
import { apiFor, buildWorld, type World } from '../planning/fixtures.js';

let w: World;
let fake: http.Server;
let asked: { q: string; source: string; target: string; format: string }[];
let failing: boolean;

beforeEach(async () => {
  asked = [];
  failing = false;
  fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { q: string; source: string; target: string; format: string };
      asked.push(body);
      if (req.url !== '/translate' || failing) {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  w = await buildWorld();
  w.server.ctx.config.translateUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await w.server.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

describe('the HTTP translator', () => {
  it('fills each member’s tr_text in its language, asking once per language', async () => {
    const db = w.server.ctx.db;
    await db.updateTable('users').set({ language: 'fr' }).where('id', '=', w.users.admin).execute();
    await db.updateTable('users').set({ language: 'sa' }).where('id', '=', w.users.sub1).execute();
    const res = await apiFor(w.server, w.tokens.agent1)('POST', `/api/messages/${w.company.channels.ch1}`, { text: 'Gate closed', tempId: 'tr-1' });
    const row = messageRowSchema.parse(res.body.data);
    const byUser = new Map(row.message_status.map((s) => [s.user_id, s.tr_text]));
    expect(byUser.get(w.users.admin)).toBe('[fr] Gate closed');
    // The spec's 'sa' is Arabic to the translator.
    expect(byUser.get(w.users.sub1)).toBe('[ar] Gate closed');
    expect(asked.map((a) => [a.source, a.target, a.format]).sort()).toEqual([['en', 'ar', 'text'], ['en', 'fr', 'text']]);
  });

  it('leaves tr_text empty for a member of the sender’s language and when the translator fails', async () => {
    failing = true;
    await w.server.ctx.db.updateTable('users').set({ language: 'fr' }).where('id', '=', w.users.admin).execute();
    const res = await apiFor(w.server, w.tokens.agent1)('POST', `/api/messages/${w.company.channels.ch1}`, { text: 'Gate closed', tempId: 'tr-2' });
    expect(res.status).toBe(201);
    expect(messageRowSchema.parse(res.body.data).message_status.map((s) => s.tr_text)).toEqual([null, null]);
    expect(asked).toHaveLength(1);
  });
});
