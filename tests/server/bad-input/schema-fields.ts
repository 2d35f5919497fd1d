/**
 * The fields of a shared zod schema that a malformed-input walk can break: every string (sent one
 * character past its maximum) and every datetime (sent as an impossible date). Paths go into
 * objects and into the first item of lists, as `timeslots.0.action`; a discriminated union gives
 * each option's fields with the discriminator that selects it.
 */
import { z } from 'zod';
import { utcDateTimeSchema } from '../../../src-sync/protocol/planning-writes.js';
import { defOf, maxLengthOf } from '../../sync/protocol/zod-def.js';

export interface FieldCase {
  /** Keys and list indexes from the body's root. */
  path: (string | number)[];
  /** The value that must be refused, and the body around it (other fields as needed to reach it). */
  value: string;
  base: Record<string, unknown>;
}


export const IMPOSSIBLE_DATE = '2026-02-30 10:00:00';

function walk(schema: z.ZodType, path: (string | number)[], base: Record<string, unknown>, out: FieldCase[]): void {
  if (schema === utcDateTimeSchema) {
    out.push({ path, value: IMPOSSIBLE_DATE, base });
    return;
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const max = maxLengthOf(schema);
      if (path.length > 0 && max !== null) out.push({ path, value: 'x'.repeat(max + 1), base });
      return;
    }
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, [...path, key], base, out);
      return;
    case 'array':
      if (def.element) walk(def.element, [...path, 0], base, out);
      return;
    case 'pipe':
      if (def.in) walk(def.in, path, base, out);
      return;
    case 'union':
      for (const option of def.options ?? []) {
        const discriminator = def.discriminator;
        const literal = discriminator === undefined ? undefined : defOf(defOf(option).shape?.[discriminator] ?? z.never()).values?.[0];
        walk(option, path, discriminator === undefined ? base : { ...base, [discriminator]: literal }, out);
      }
      return;
    default:
      if (def.innerType) walk(def.innerType, path, base, out);
  }
}

export function fieldCases(schema: z.ZodType): FieldCase[] {
  const out: FieldCase[] = [];
  walk(schema, [], {}, out);
  return out;
}

/** The body: `base` with `value` placed at `path` (lists get the value in their first item). */
export function bodyWith(field: FieldCase): Record<string, unknown> {
  const body: Record<string, unknown> = structuredClone(field.base);
  let target: Record<string | number, unknown> = body;
  field.path.forEach((key, i) => {
    if (i === field.path.length - 1) {
      target[key] = field.value;
      return;
    }
    const next = typeof field.path[i + 1] === 'number' ? [] : {};
    target[key] ??= next;
    target = target[key] as Record<string | number, unknown>;
  });
  return body;
}
