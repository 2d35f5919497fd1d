/** A geolocation fix on the wire: ranges and the all-or-nothing rule. Imports nothing else of
 * the protocol, so the planning bodies can use it without a cycle. */
import { z } from 'zod';

export const LATITUDE_RANGE = 'must be between -90 and 90';
export const LONGITUDE_RANGE = 'must be between -180 and 180';
export const ACCURACY_RANGE = 'must be between 0 and 100000 metres';
export const FIX_INCOMPLETE = 'send latitude, longitude and accuracy together';
/** Server refusals of an agent's event, named on the field they concern. */
export const EVENT_BEFORE_SHIFT = 'before the shift starts';
export const EVENT_IN_FUTURE = 'after the server time: check the device clock';
export const ALREADY_STARTED = 'the shift is already started';
export const ALREADY_ENDED = 'the shift is already ended';

/** How early an agent may start before the shift's planned start (arriving early is normal). */
export const EARLY_START_MINUTES = 60;
/** How far ahead of the server's clock a device time may be before it is refused as wrong. */
export const DEVICE_CLOCK_SKEW_MINUTES = 5;

// zod 4 numbers refuse NaN and Infinity themselves.
const number = () => z.number({ error: 'expected a number' });
export const latitudeSchema = number().min(-90, LATITUDE_RANGE).max(90, LATITUDE_RANGE);
export const longitudeSchema = number().min(-180, LONGITUDE_RANGE).max(180, LONGITUDE_RANGE);
export const accuracySchema = number().min(0, ACCURACY_RANGE).max(100_000, ACCURACY_RANGE);

/** A geolocation fix: all three or none. */
export const fixFields = {
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  accuracy: accuracySchema.optional(),
};

export function fixRule(b: { latitude?: number | undefined; longitude?: number | undefined; accuracy?: number | undefined }, ctx: z.RefinementCtx): void {
  const present = [b.latitude, b.longitude, b.accuracy].filter((v) => v !== undefined).length;
  if (present !== 0 && present !== 3) ctx.addIssue({ code: 'custom', path: [b.latitude === undefined ? 'latitude' : b.longitude === undefined ? 'longitude' : 'accuracy'], message: FIX_INCOMPLETE });
}

