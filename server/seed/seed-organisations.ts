/** Clients with their branches, locations and contacts; subcontractors; the equipment list. */
import { CLIENTS, CONTACT_FUNCTIONS, EQUIPMENT, SUBCONTRACTORS } from './catalogue.js';
import { CITIES, type City } from './places.js';
import { emailLocalPart, randomPerson } from './names.js';
import { EmailBook, phoneNumber, slug, vatNumber } from './contact-details.js';
import { DAY, utcText } from './clock.js';
import type { Rng } from './prng.js';
import type { LocationRef, SeedEnv } from './seed-world.js';

export interface SeededClient {
  id: number;
  name: string;
  domain: string;
  weight: number;
  city: City;
  locations: LocationRef[];
}

export interface SeededSubcontractor {
  id: number;
  index: number;
  name: string;
  domain: string;
  city: City;
}

/** A moment well before the demo window, so organisations predate their requests. */
function pastStamp(rng: Rng, env: SeedEnv, minDays: number, maxDays: number): string {
  return utcText(env.clock.now - rng.int(minDays, maxDays) * DAY - rng.int(0, 86_399) * 1000);
}

export function seedClients(rng: Rng, env: SeedEnv, emails: EmailBook): SeededClient[] {
  const { sinks } = env;
  return CLIENTS.map((spec) => {
    const id = sinks.clients.nextId();
    const head = CITIES[spec.branches[0]?.city ?? 'brussels'];
    const created = pastStamp(rng, env, 400, 1200);
    const headStreet = `${rng.pick(head.streets)} ${rng.int(1, 180)}`;
    sinks.clients.add(id, spec.name, emails.claim('info', spec.domain), phoneNumber(rng, head.country, false),
      `${headStreet}, ${head.postalCode} ${head.name}`, created, created);

    const locations: LocationRef[] = [];
    for (const branchSpec of spec.branches) {
      const city = CITIES[branchSpec.city];
      const branchId = sinks.branches.nextId();
      sinks.branches.add(branchId, id, branchSpec.name, `${rng.pick(city.streets)} ${rng.int(1, 250)}, ${city.postalCode} ${city.name}`,
        emails.claim(slug(branchSpec.name), spec.domain), phoneNumber(rng, city.country, false), created, created);
      for (const site of rng.sample(spec.sites, rng.int(2, Math.min(5, spec.sites.length)))) {
        const locationId = sinks.locations.nextId();
        const street = rng.pick(city.streets);
        sinks.locations.add(locationId, id, null, branchId, site, street, String(rng.int(1, 250)), city.postalCode, city.name, city.country,
          city.timezone, round(city.latitude + rng.normal(0.01)), round(city.longitude + rng.normal(0.015)), created, created);
        locations.push({ id: locationId, clientId: id, branchId, name: site, timezone: city.timezone });
      }
    }

    const contactCount = rng.int(2, 4);
    for (let i = 0; i < contactCount; i++) {
      const person = randomPerson(rng, head.community);
      const branchId = rng.chance(0.6) ? rng.pick(locations).branchId : null;
      sinks.contacts.add(sinks.contacts.nextId(), id, branchId, person.firstName, person.lastName,
        emails.claim(emailLocalPart(person), spec.domain), phoneNumber(rng, head.country, true), rng.pick(CONTACT_FUNCTIONS), created, created);
    }
    return { id, name: spec.name, domain: spec.domain, weight: spec.weight, city: head, locations };
  });
}

export function seedSubcontractors(rng: Rng, env: SeedEnv, emails: EmailBook): SeededSubcontractor[] {
  const { sinks } = env;
  return SUBCONTRACTORS.map((spec, index) => {
    const id = sinks.subcontractors.nextId();
    const city = CITIES[spec.city];
    const created = pastStamp(rng, env, 300, 1500);
    sinks.subcontractors.add(id, spec.name, emails.claim('planning', spec.domain), phoneNumber(rng, city.country, false),
      vatNumber(rng, city.country), created, created);
    // Its own site: the dispatch base its guards gather at (a subcontractor user's Locations
    // screen). Drawn without the generator, so every later row of the seed stays as it was.
    sinks.locations.add(sinks.locations.nextId(), null, id, null, 'Dispatch base', city.streets[0] ?? city.name, '1', city.postalCode, city.name,
      city.country, city.timezone, city.latitude, city.longitude, created, created);
    return { id, index, name: spec.name, domain: spec.domain, city };
  });
}

export function seedEquipment(rng: Rng, env: SeedEnv): number[] {
  const created = pastStamp(rng, env, 700, 900);
  return EQUIPMENT.map((item) => {
    const id = env.sinks.equipment.nextId();
    env.sinks.equipment.add(id, item.name, item.description, created, created);
    return id;
  });
}

/** Six decimals: about 10 cm, plenty for a map pin, and stable text in the database. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
