/**
 * Wire bodies of the field routes (an agent's events with its position, the SOS loop, the team's
 * positions). The server validates with these, the engine checks its queued bodies with them.
 */
import { z } from 'zod';
import { idSchema, utcDateTimeSchema } from '../planning-writes.js';
import { tempIdSchema } from '../write-conflict.js';

export * from './fix.js';
import { accuracySchema, fixFields, fixRule, latitudeSchema, longitudeSchema } from './fix.js';

/** POST /api/agent/sos: raised after the countdown; `raised_at` is the phone's time. The fix is
 * optional: an SOS without a position (denied, no signal) still goes out. */
export const sosRaiseSchema = z
  .object({
    raised_at: utcDateTimeSchema,
    shift_id: idSchema.optional(),
    tempId: tempIdSchema,
    ...fixFields,
  })
  .superRefine(fixRule);
export type SosRaiseBody = z.infer<typeof sosRaiseSchema>;

/** PUT /api/sos/{id}/acknowledge: "team safe". No fields. */
export const sosAcknowledgeSchema = z.object({});

/** PUT /api/agent/position: the agent's latest fix while an SOS page is visible. */
export const positionSchema = z.object({
  recorded_at: utcDateTimeSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  accuracy: accuracySchema,
});
export type PositionBody = z.infer<typeof positionSchema>;

/** PUT /api/agent/shift/{id}/acknowledge: the agent saw the shift's changed times. */
export const shiftAcknowledgeSchema = z.object({});
