/**
 * A quick yes for a row its zod schema would take exactly as it is. A first sync checks close to
 * a million rows, and Vigil's pages run zod without its compiled parsers (no eval under the
 * Content-Security-Policy, src/zod-without-eval.ts): 15-20 µs a planning row, the largest
 * share of the engine's time over raw IndexedDB. This walks the schema once and builds plain
 * closures for the parts the row schemas use.
 *
 * It is only ever a shortcut: `true` means zod would accept the value and give back an equal
 * value (no default filled in, no unknown key stripped, no transform), so the value itself may be
 * stored. Anything else (a failed check, a missing field with a default, an unknown key, a kind
 * of schema or check not handled here) is `false`, and the caller asks zod, which has the last
 * word and the words for what is wrong.
 */
import type { z } from 'zod';

export type FastCheck = (value: unknown) => boolean;

interface Def {
  type: string;
  checks?: readonly { _zod: { def: CheckDef } }[];
  coerce?: boolean;
  innerType?: Schema;
  element?: Schema;
  options?: readonly Schema[];
  shape?: Record<string, Schema>;
  entries?: Record<string, unknown>;
  keyType?: Schema;
  valueType?: Schema;
  values?: readonly unknown[];
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  maximum?: number;
  minimum?: number;
  length?: number;
  value?: unknown;
  inclusive?: boolean;
}

interface Schema {
  _zod: { def: Def };
}

const NO: FastCheck = () => false;

const INT_RANGES: Record<string, readonly [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
};
const FLOAT_RANGES: Record<string, readonly [number, number]> = {
  float32: [-3.4028234663852886e38, 3.4028234663852886e38],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
};

/** One check of a string, number or array; null when it is not one handled here. */
function compileCheck(def: CheckDef): ((value: never) => boolean) | null {
  // `when` is not read: it can only make zod skip a check (length checks carry one that skips
  // values without a length), so applying the check always is at most stricter than zod.
  switch (def.check) {
    case 'max_length': {
      const max = def.maximum ?? 0;
      return (value: string | unknown[]) => value.length <= max;
    }
    case 'min_length': {
      const min = def.minimum ?? 0;
      return (value: string | unknown[]) => value.length >= min;
    }
    case 'length_equals': {
      const length = def.length ?? 0;
      return (value: string | unknown[]) => value.length === length;
    }
    case 'string_format': {
      const pattern = def.pattern;
      // Only a plain regex: a stateful one (g, y) would depend on its last use.
      if (def.format !== 'regex' || !(pattern instanceof RegExp) || pattern.global || pattern.sticky) return null;
      return (value: string) => pattern.test(value);
    }
    case 'greater_than':
    case 'less_than': {
      const bound = def.value;
      if (typeof bound !== 'number') return null;
      const above = def.check === 'greater_than';
      if (def.inclusive) return above ? (value: number) => value >= bound : (value: number) => value <= bound;
      return above ? (value: number) => value > bound : (value: number) => value < bound;
    }
    case 'number_format': {
      const format = def.format ?? 'float64';
      const int = INT_RANGES[format];
      if (int) return (value: number) => Number.isSafeInteger(value) && value >= int[0] && value <= int[1];
      const float = FLOAT_RANGES[format];
      if (float) return (value: number) => value >= float[0] && value <= float[1];
      return null;
    }
    default:
      return null;
  }
}

/** The value's own test, then every check; NO when a check is not handled here. */
function withChecks<T>(def: Def, own: (value: unknown) => value is T): FastCheck {
  const checks: ((value: T) => boolean)[] = [];
  for (const check of def.checks ?? []) {
    const compiled = compileCheck(check._zod.def);
    if (compiled === null) return NO;
    checks.push(compiled as (value: T) => boolean);
  }
  if (checks.length === 0) return own;
  return (value) => {
    if (!own(value)) return false;
    for (const check of checks) if (!check(value)) return false;
    return true;
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

function compileObject(shape: Record<string, Schema>): FastCheck {
  const fields = Object.entries(shape).map(([key, schema]) => {
    const type = schema._zod.def.type;
    // Absent: fine for an optional field (zod leaves it out too); a default would be filled in.
    return { key, check: compile(schema), mayBeAbsent: type === 'optional' };
  });
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const row = value as Record<string, unknown>;
    let present = 0;
    for (const field of fields) {
      const fieldValue = row[field.key];
      if (fieldValue === undefined) {
        if (!field.mayBeAbsent) return false;
        continue;
      }
      if (!field.check(fieldValue)) return false;
      present += 1;
    }
    // Any other own key (an unknown one zod would strip, or one holding undefined) makes the
    // count differ: the value is then not what zod gives back.
    return Object.keys(row).length === present;
  };
}

function compile(schema: Schema): FastCheck {
  const def = schema._zod.def;
  if (def.coerce) return NO;
  // Checks are compiled for strings, numbers and arrays; on anything else (a refinement of an
  // object, say) they are zod's.
  if (def.checks !== undefined && def.checks.length > 0 && def.type !== 'string' && def.type !== 'number' && def.type !== 'array') return NO;
  switch (def.type) {
    case 'string':
      return withChecks(def, isString);
    case 'number':
      return withChecks(def, isNumber);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'null':
      return (value) => value === null;
    case 'literal': {
      const values = new Set(def.values ?? []);
      return (value) => values.has(value);
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}));
      return (value) => values.has(value);
    }
    case 'unknown':
    case 'any':
      return () => true;
    case 'catch':
      // The inner schema's yes is zod's too; on its no, zod would put the fallback in: zod's call.
      return def.innerType ? compile(def.innerType) : NO;
    case 'nullable': {
      const inner = def.innerType ? compile(def.innerType) : NO;
      return (value) => value === null || inner(value);
    }
    case 'optional': {
      const inner = def.innerType ? compile(def.innerType) : NO;
      return (value) => value === undefined || inner(value);
    }
    case 'default': {
      // Present: the inner schema's; absent (undefined): zod fills the default in.
      const inner = def.innerType ? compile(def.innerType) : NO;
      return (value) => value !== undefined && inner(value);
    }
    case 'union': {
      const options = (def.options ?? []).map(compile);
      return (value) => options.some((option) => option(value));
    }
    case 'array': {
      const element = def.element ? compile(def.element) : NO;
      const array = withChecks(def, isArray);
      return (value) => array(value) && (value as unknown[]).every((item) => element(item));
    }
    case 'object':
      return def.shape ? compileObject(def.shape) : NO;
    case 'record': {
      // Text keys only: a record keyed by an enum must hold every key, zod's to judge.
      if (def.keyType?._zod.def.type !== 'string' || !def.valueType) return NO;
      const key = compile(def.keyType);
      const item = compile(def.valueType);
      return (value) => {
        if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
        for (const [name, entry] of Object.entries(value)) if (!key(name) || !item(entry)) return false;
        return true;
      };
    }
    default:
      // Transforms, pipes, refinements, lazy schemas: zod's to judge.
      return NO;
  }
}

/** Built once per schema (the walk is the only cost). */
export function fastRowCheck(schema: z.ZodType): FastCheck {
  return compile(schema);
}
