/**
 * Every registered route, walked with malformed input: ids that are not ids, bodies that are not
 * objects, wrong content types, strings past their maximum, impossible dates, unknown or broken
 * query parameters. Each answer must be a 4xx with a JSON error naming what was wrong (never a
 * 5xx), and the walk must leave the database, the uploads and the mail exactly as they were.
 * The routes come from Fastify itself; route-inputs.ts says what each one reads, and a route it
 * does not know fails here.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../src-sync/protocol/errors.js';
import { DEMO_PEOPLE } from '../../../server/seed/demo-accounts.js';
import { seedDatabase } from '../../../server/seed/seed-database.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ROUTE_INPUTS, type RouteInput } from './route-inputs.js';
import { IMPOSSIBLE_DATE, bodyWith, fieldCases } from './schema-fields.js';

interface Probe {
  what: string;
  path: string;
  init: RequestInit;
  /** The issue path the answer must name, when the probe breaks one field. */
  field?: string;
}

let server: TestServer;
let token: string;
/** An image entry still without its image: the one route taking multipart reads its fields. */
let imageEntryId: number;
beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: 1_000_000, seedOnStart: false });
  // A small demo company, so ids like 1 name real rows and a slip would really write something.
  await seedDatabase(server.ctx.db, { size: 40, messages: 60 });
  const admin = await server.ctx.db.selectFrom('users').select('id').where('email', '=', DEMO_PEOPLE.admin.email).executeTakeFirstOrThrow();
  token = await server.ctx.tokens.sign(admin.id);
  const entry = await server.ctx.db.selectFrom('planning_history').select('id').where('status', '=', 'image').where('image', 'is', null).executeTakeFirst();
  imageEntryId = entry?.id ?? (await server.ctx.db.selectFrom('planning_history').select('id').where('status', '=', 'image').executeTakeFirstOrThrow()).id;
  await server.ctx.db.updateTable('planning_history').set({ image: null }).where('id', '=', imageEntryId).execute();
}, 60_000);
afterAll(async () => {
  await server.close();
});

const OVERSIZED = 'x'.repeat(20_000);
const ID_SPELLINGS = ['0x1', '1.0', '+1', '01', '1e0', '2147483648', '0', '-1'];
const isIdParam = (name: string) => name === 'id' || name.endsWith('Id');
const BODY_SHAPES = ['null', '[]', '"text"', '42', 'true'];
const CONTENT_TYPES: [string, string][] = [
  ['application/xml', '<a/>'],
  ['text/plain', 'hello'],
  ['multipart/form-data', '--x\r\n'],
  ['application/x-www-form-urlencoded', 'a=b'],
  ['application/json', '{"a":'],
];
/** A PNG header of 1 x 1 pixels: an image the upload would take. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080200000090775' + '3de', 'hex');

const fillParams = (url: string, fill: (name: string) => string) => url.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(fill(name)));
const json = (method: string, body: string): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body });

function bodyProbes(method: string, url: string, input: RouteInput): Probe[] {
  const path = fillParams(url, () => '1');
  const probes: Probe[] = [
    ...BODY_SHAPES.map((body) => ({ what: `body ${body}`, path, init: json(method, body) })),
    ...CONTENT_TYPES.map(([type, body]) => ({ what: `content type ${type}`, path, init: { method, headers: { 'content-type': type }, body } })),
  ];
  if (!('body' in input) || input.body === 'none') return probes;
  if (input.body === 'multipart') {
    // Sent to an entry that takes an image, so the fields are what is refused.
    const target = fillParams(url, () => String(imageEntryId));
    const cases = [...fieldCases(input.fields).map((field) => ({ fields: bodyWith(field), name: field.path.join('.') })), { fields: { agent_id: '0x1' }, name: 'agent_id' }];
    for (const { fields, name } of cases) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
      form.append('image', new Blob([new Uint8Array(PNG)]), 'a.png');
      probes.push({ what: `multipart ${name}=${String(Object.values(fields)[0]).slice(0, 12)}`, path: target, init: { method, body: form }, field: name });
    }
    return probes;
  }
  if (input.body === 'form') {
    for (const field of fieldCases(input.fields)) {
      const form = new URLSearchParams(Object.entries(bodyWith(field)).map(([k, v]) => [k, String(v)]));
      probes.push({ what: `form ${field.path.join('.')}`, path, init: { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() } });
    }
    return probes;
  }
  for (const field of fieldCases(input.body)) {
    const name = field.path.join('.');
    probes.push({ what: `${field.value === IMPOSSIBLE_DATE ? 'impossible date' : 'too long'} ${name}`, path, init: json(method, JSON.stringify(bodyWith(field))), field: name });
  }
  return probes;
}

function queryProbes(url: string, input: RouteInput): Probe[] {
  if (!('query' in input) || input.query === 'none' || input.query === 'navigation') return [];
  const path = fillParams(url, () => '1');
  const get = (query: Record<string, string>, what: string, field: string): Probe => ({ what, path: `${path}?${new URLSearchParams(query).toString()}`, init: { method: 'GET' }, field });
  if (input.query === 'list') {
    return [
      get({ unknown_filter: 'x' }, 'unknown parameter', 'unknown_filter'),
      get({ sort: 'x'.repeat(5000) }, 'too long sort', 'sort'),
      // Past Node's 16 kB of request line and headers: refused before routing.
      get({ sort: OVERSIZED }, 'query past the header limit', 'url'),
      get({ 'page[size]': '1e1' }, 'page size 1e1', 'page[size]'),
      get({ 'page[number]': '0x1' }, 'page number 0x1', 'page[number]'),
      ...(input.dates ?? []).map((name) => get({ [name]: IMPOSSIBLE_DATE.slice(0, 10) }, `impossible date ${name}`, name)),
    ];
  }
  return fieldCases(input.query).map((field) => {
    const query = Object.fromEntries(Object.entries(bodyWith(field)).map(([k, v]) => [k, String(v)]));
    return get(query, `query ${field.path.join('.')}`, String(field.path[0]));
  });
}

function probesFor(method: string, url: string, input: RouteInput): Probe[] {
  const params = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
  const init: RequestInit = method === 'GET' || method === 'DELETE' ? { method } : json(method, '{}');
  const probes: Probe[] = [];
  for (const name of params.filter(isIdParam)) {
    for (const spelling of ID_SPELLINGS) {
      probes.push({ what: `${name} ${spelling}`, path: fillParams(url, (n) => (n === name ? spelling : '1')), init, field: name });
    }
  }
  for (const name of params) probes.push({ what: `oversized ${name}`, path: fillParams(url, (n) => (n === name ? OVERSIZED.slice(0, 300) : '1')), init });
  if (method !== 'GET') probes.push(...bodyProbes(method, url, input));
  else probes.push(...queryProbes(url, input));
  return probes;
}

/** Every table's rows, hashed, plus the files under uploads/ and mail/. The server's own process
 * row is left out: its heartbeat moves every few seconds whatever the requests do. */
const NOT_DATA = new Set(['server_processes']);

async function fingerprint(): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(server.ctx.db);
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (NOT_DATA.has(name)) continue;
    const rows = await sql`select * from ${sql.table(name)} order by rowid`.execute(server.ctx.db);
    out[name] = createHash('sha256').update(JSON.stringify(rows.rows)).digest('hex');
  }
  for (const dir of ['uploads', 'mail']) {
    const root = path.join(server.dataDir, dir);
    const files = fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()) : [];
    out[dir] = files.sort().join(',');
  }
  return out;
}

describe('every registered route, with malformed input', () => {
  it('knows what every route reads', () => {
    const unknown = server.app.registeredRoutes
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !(key in ROUTE_INPUTS));
    expect(unknown, 'describe these routes in route-inputs.ts').toEqual([]);
  });

  it('refuses each input with a 4xx naming what is wrong, and writes nothing', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    let count = 0;
    for (const route of server.app.registeredRoutes) {
      const input = ROUTE_INPUTS[`${route.method} ${route.url}`];
      if (route.method === 'HEAD' || route.method === 'OPTIONS' || input === undefined) continue;
      for (const probe of probesFor(route.method, route.url, input)) {
        count += 1;
        const headers = new Headers(probe.init.headers);
        headers.set('authorization', `Bearer ${token}`);
        const response = await fetch(`${server.url}${probe.path}`, { ...probe.init, headers, redirect: 'manual' });
        const text = await response.text();
        const label = `${route.method} ${route.url} [${probe.what}] -> ${response.status} ${text.slice(0, 160)}`;
        let body: unknown = null;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: reported below
        }
        const error = apiErrorSchema.safeParse(body);
        if (response.status < 400 || response.status >= 500 || !error.success || (error.data.issues ?? []).length === 0) failures.push(label);
        else if (probe.field !== undefined && !(error.data.issues ?? []).some((i) => i.path === probe.field)) failures.push(`${label} (does not name ${probe.field})`);
      }
    }
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(500);
    expect(await fingerprint()).toEqual(before);
  }, 240_000);
});
