/** The field tests' scene: the planning tests' world, a shift that guard agent1 (Argus) works
 * from 08:00 to 12:00 UTC on 2026-03-01 at Main Gate (50.8, 4.3), and a server clock stopped at
 * 09:00 that a test moves by hand. */
import { ManualClock } from '../../../server/lib/clock.js';
import { apiFor, buildWorld, insertShift, type Api, type Role, type World } from '../planning/fixtures.js';

export const AT_NINE = Date.UTC(2026, 2, 1, 9, 0, 0);
export const SITE = { latitude: 50.8, longitude: 4.3 };

export interface FieldWorld {
  w: World;
  as: (role: Role) => Api;
  shift: number;
  clock: ManualClock;
}

export async function buildFieldWorld(): Promise<FieldWorld> {
  const w = await buildWorld();
  const shift = await insertShift(w.server.ctx.db, w.ids.planning, [w.ids.agent1], '2026-03-01 08:00:00', '2026-03-01 12:00:00');
  // The company's own open SOS and positions would ring and escalate in every test here.
  await w.server.ctx.db.deleteFrom('sos_alerts').execute();
  await w.server.ctx.db.deleteFrom('agent_positions').execute();
  await w.server.ctx.db.deleteFrom('change_log').execute();
  const clock = new ManualClock(() => AT_NINE);
  w.server.ctx.clock = clock;
  return { w, as: (role) => apiFor(w.server, w.tokens[role]), shift, clock };
}

/** A point `metres` north of the site. */
export const northOfSite = (metres: number) => ({ latitude: SITE.latitude + metres / 111_195.08, longitude: SITE.longitude });
