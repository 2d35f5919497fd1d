/** The directory tests' world: the one test company (../helpers/world.ts) on a fresh server, and
 * an API caller per role. */
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { buildWorld, type Role, type World } from '../helpers/world.js';
import { apiFor, type Api } from '../planning/fixtures.js';

export interface DirectoryWorld {
  server: TestServer;
  world: World;
  as: Record<Role, Api>;
}

export async function directoryWorld(): Promise<DirectoryWorld> {
  const server = await startTestServer({ seedOnStart: false });
  const world = await buildWorld(server.ctx);
  const as = Object.fromEntries(Object.entries(world.tokens).map(([role, token]) => [role, apiFor(server, token)])) as Record<Role, Api>;
  return { server, world, as };
}

/** The fields a 422 names. */
export const namedFields = (body: Record<string, unknown>): string[] => ((body.issues ?? []) as { path: string }[]).map((issue) => issue.path);
