/** The geofence rule as a table: buffer by accuracy, distance against the buffer, poor fixes ignored. */
import { describe, expect, it } from 'vitest';
import { distanceMeters, fenceBuffer, judgeFix, type Coordinates } from '../../../src-sync/protocol/index.js';

const SITE: Coordinates = { latitude: 48.8566, longitude: 2.3522 };
/** A point `metres` north of the site (1 degree of latitude is about 111,195 m on this sphere). */
const north = (metres: number): Coordinates => ({ latitude: SITE.latitude + metres / 111_195.08, longitude: SITE.longitude });

describe('fenceBuffer', () => {
  it.each([
    [0, 50],
    [5, 50],
    [10, 50],
    [10.01, 100],
    [65, 100],
    [300, 100],
    [300.5, null],
    [5000, null],
    [-1, null],
    [Number.NaN, null],
  ])('accuracy %s m gives a buffer of %s m', (accuracy, buffer) => {
    expect(fenceBuffer(accuracy)).toBe(buffer);
  });
});

describe('judgeFix', () => {
  it.each([
    // accuracy, metres from the site, verdict
    [8, 0, 'inside'],
    [8, 49, 'inside'],
    [8, 51, 'outside'],
    [10, 49.9, 'inside'],
    [10, 80, 'outside'],
    [11, 80, 'inside'],
    [150, 99, 'inside'],
    [150, 101, 'outside'],
    [300, 99.9, 'inside'],
    [300, 2000, 'outside'],
    [301, 5, 'unchecked'],
    [1200, 20_000, 'unchecked'],
  ] as const)('a fix accurate to %s m, %s m away, is %s', (accuracy, metres, verdict) => {
    expect(judgeFix({ ...north(metres), accuracy }, SITE)).toBe(verdict);
  });

  it('leaves an event without a fix, or at a location without coordinates, unchecked', () => {
    expect(judgeFix(null, SITE)).toBe('unchecked');
    expect(judgeFix({ ...SITE, accuracy: 5 }, null)).toBe('unchecked');
  });

  it('measures along the earth, across the antimeridian too', () => {
    expect(distanceMeters(north(0), north(1000))).toBeCloseTo(1000, 0);
    const east = { latitude: 0, longitude: 179.9995 };
    const west = { latitude: 0, longitude: -179.9995 };
    expect(distanceMeters(east, west)).toBeCloseTo(111.2, 0);
  });
});
