/**
 * The escalation's mail is durable: it is queued in the escalation's own transaction and sent by
 * the mail outbox worker, which retries a refused send (on the server's injected clock) until the
 * transport accepts it; a server killed right after the escalation's commit leaves the mail queued
 * and the next process sends it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config.js';
import { createContext } from '../../../server/context.js';
import { openDatabase } from '../../../server/db/connect.js';
import { escalateDueAlerts } from '../../../server/field/sos-escalation.js';
import { deliverQueuedMail, retryDelaySeconds } from '../../../server/mail/mail-outbox.js';
import type { MailMessage } from '../../../server/mail/mailer.js';
import { toUtcText } from '../../../server/lib/time.js';
import { buildWorld } from '../helpers-sync/world.js';
import { ServerProcess } from '../helpers/server-process.js';
import { buildFieldWorld, northOfSite, type FieldWorld } from './field-world.js';

describe('the escalation mail through the mail outbox', () => {
  let f: FieldWorld | null = null;
  afterEach(async () => {
    await f?.w.server.close();
    f = null;
  });

  it('keeps a refused mail queued and sends it once the transport accepts it, after the retry pause', async () => {
    f = await buildFieldWorld();
    const world = f;
    const accepted: MailMessage[] = [];
    let refusing = true;
    const tries: string[] = [];
    world.w.server.ctx.mailer = {
      send: (message) => {
        tries.push(message.to);
        if (refusing) return Promise.reject(new Error('421 try again later'));
        accepted.push(message);
        return Promise.resolve();
      },
    };
    const { id } = (await world.as('agent1')('POST', '/api/agent/sos', { raised_at: '2026-03-01 08:59:55', ...northOfSite(30), accuracy: 12 })).body.data as { id: number };
    world.clock.advance(60_000);
    await escalateDueAlerts(world.w.server.ctx);
    const queued = () => world.w.server.ctx.db.selectFrom('mail_outbox').selectAll().execute();
    // The test company has one admin: one message, queued with the escalation.
    expect(await queued()).toMatchObject([{ recipient: 'admin@t.test', subject: expect.stringContaining('SOS not acknowledged'), sent_at: null }]);
    // This test's pass or the server's own worker (same clock) tries it once and is refused.
    await deliverQueuedMail(world.w.server.ctx);
    await vi.waitFor(async () => expect((await queued())[0]?.attempts).toBe(1));
    const [refused] = await queued();
    expect(refused).toMatchObject({ sent_at: null, last_error: '421 try again later', next_attempt_at: '2026-03-01 09:01:05' });
    expect(retryDelaySeconds(1)).toBe(5);
    // Not due before its pause has passed, whoever sweeps.
    expect(await deliverQueuedMail(world.w.server.ctx)).toBe(0);
    expect(tries).toHaveLength(1);

    refusing = false;
    world.clock.advance(5_000);
    await deliverQueuedMail(world.w.server.ctx);
    await vi.waitFor(() => expect(accepted).toHaveLength(1));
    expect(accepted[0]?.text).toContain(`/subc/tracking?sos=${id}`);
    expect(await queued()).toMatchObject([{ sent_at: '2026-03-01 09:01:05', attempts: 2, last_error: null }]);
    // Sent is sent: no pass sends it again.
    world.clock.advance(3_600_000);
    expect(await deliverQueuedMail(world.w.server.ctx)).toBe(0);
    expect(accepted).toHaveLength(1);
  });

  it('writes each admin the mail in that admin\'s language, and hands the language to the transport', async () => {
    f = await buildFieldWorld();
    const world = f;
    const accepted: MailMessage[] = [];
    world.w.server.ctx.mailer = { send: (message) => { accepted.push(message); return Promise.resolve(); } };
    await world.w.server.ctx.db.updateTable('users').set({ language: 'fr' }).where('email', '=', 'admin@t.test').execute();
    await world.as('agent1')('POST', '/api/agent/sos', { raised_at: '2026-03-01 08:59:55', ...northOfSite(30), accuracy: 12 });
    world.clock.advance(60_000);
    await escalateDueAlerts(world.w.server.ctx);
    expect(await world.w.server.ctx.db.selectFrom('mail_outbox').select(['recipient', 'language']).execute()).toEqual([{ recipient: 'admin@t.test', language: 'fr' }]);
    await deliverQueuedMail(world.w.server.ctx);
    await vi.waitFor(() => expect(accepted).toHaveLength(1));
    expect(accepted[0]).toMatchObject({ to: 'admin@t.test', language: 'fr', subject: expect.stringContaining('SOS non acquitté') });
    expect(accepted[0]?.text).toContain('personne ne l’a acquitté depuis 60 secondes');
  });

  it('grows the retry pause to at most 15 minutes', () => {
    expect([1, 2, 3, 4, 10, 50].map(retryDelaySeconds)).toEqual([5, 10, 20, 40, 900, 900]);
  });
});

describe('a server killed right after committing an escalation', () => {
  let dataDir = '';
  let server: ServerProcess | null = null;
  afterEach(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const escalationMails = () => {
    const dir = path.join(dataDir, 'mail');
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), 'utf8')).filter((m) => m.includes('SOS not acknowledged')) : [];
  };

  it('sends the escalation mail from the next process', { timeout: 90_000 }, async () => {
    let sosId = 0;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-sos-mail-'));
    const ctx = await createContext({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_ON_START: 'false' }), distDir: path.join(dataDir, 'no-dist') });
    const world = await buildWorld(ctx);
    await ctx.db.destroy();

    server = new ServerProcess(dataDir);
    await server.start({ mode: 'after-commit', table: 'mail_outbox' });
    // An SOS received two minutes ago that nobody acknowledged, written while the server runs:
    // its next sweep escalates it, and the process freezes right after that commit.
    const { db } = await openDatabase(`sqlite:${path.join(dataDir, 'vigil.sqlite')}`);
    try {
      const ago = toUtcText(new Date(Date.now() - 120_000));
      const { id } = await db
        .insertInto('sos_alerts')
        .values({ agent_id: world.agents.a1, user_id: world.users.agent, planning_id: null, shift_id: null, latitude: 50.8, longitude: 4.3, accuracy: 12, raised_at: ago, received_at: ago, escalated_at: null, acknowledged_at: null, acknowledged_by: null, temp_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      sosId = id;
      await server.stalled();
      await server.kill();
      expect((await db.selectFrom('sos_alerts').select('escalated_at').where('id', '=', id).executeTakeFirstOrThrow()).escalated_at).not.toBeNull();
      expect(await db.selectFrom('mail_outbox').select(['recipient', 'sent_at']).execute()).toEqual([{ recipient: 'admin@t.test', sent_at: null }]);
    } finally {
      await db.destroy();
    }
    expect(escalationMails()).toEqual([]);

    await server.start();
    await vi.waitFor(() => expect(escalationMails()).toHaveLength(1), { timeout: 20_000, interval: 100 });
    expect(escalationMails()[0]).toContain(`/subc/tracking?sos=${sosId}`);
  });
});
