/** The parts of a zod schema's definition that the walks over the wire contract read (string
 * maximums here, malformed-input fields in tests/server/bad-input). zod keeps them in `_zod.def`. */
import type { z } from 'zod';

export interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  values?: unknown[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
}

export const defOf = (schema: z.ZodType) => schema._zod.def as unknown as ZodDef;

/** A string schema's maximum length, or null when it has none. */
export const maxLengthOf = (schema: z.ZodType) => (schema as unknown as { maxLength: number | null }).maxLength;
