/**
 * Every string in the shared wire contract has a maximum length: request bodies, queries, rows
 * and events alike. The schemas are found by walking everything `src-sync/protocol` exports, so a
 * schema added later without a maximum fails here without being listed.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as protocol from '../../../src-sync/protocol/index.js';
import { defOf, maxLengthOf } from './zod-def.js';


/**
 * Paths of the strings without a maximum. Only the input side of a pipe meets the raw value: its
 * output side parses what the input side produced (already bounded), so strings there are not
 * counted.
 */
function unboundedStrings(schema: z.ZodType, path: string, raw: boolean, ancestors: Set<z.ZodType>, out: string[]): void {
  if (ancestors.has(schema)) return; // a recursive (lazy) schema: its strings are walked once
  ancestors.add(schema);
  try {
    walkChildren(schema, path, raw, ancestors, out);
  } finally {
    ancestors.delete(schema);
  }
}

function walkChildren(schema: z.ZodType, path: string, raw: boolean, ancestors: Set<z.ZodType>, out: string[]): void {
  const def = defOf(schema);
  const walk = (child: z.ZodType | null | undefined, suffix: string, childRaw = raw) => {
    if (child) unboundedStrings(child, `${path}${suffix}`, childRaw, ancestors, out);
  };
  switch (def.type) {
    case 'string': {
      const max = maxLengthOf(schema);
      if (raw && (max === null || max === undefined || !Number.isFinite(max))) out.push(path || '(root)');
      return;
    }
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, `.${key}`);
      return;
    case 'array':
      walk(def.element, '[]');
      return;
    case 'pipe':
      walk(def.in, '');
      walk(def.out, '', false);
      return;
    case 'union':
      (def.options ?? []).forEach((option, i) => walk(option, `|${i}`));
      return;
    case 'intersection':
      walk(def.left, '&l');
      walk(def.right, '&r');
      return;
    case 'record':
      walk(def.keyType, '{key}');
      walk(def.valueType, '{value}');
      return;
    case 'tuple':
      (def.items ?? []).forEach((item, i) => walk(item, `[${i}]`));
      walk(def.rest, '[...]');
      return;
    case 'lazy':
      walk(def.getter?.(), '');
      return;
    default:
      walk(def.innerType, '');
  }
}

const schemas = Object.entries(protocol as Record<string, unknown>).flatMap(([name, value]) => (value instanceof z.ZodType ? [[name, value] as const] : []));

describe('string maximums in the wire contract', () => {
  it('finds the schemas', () => {
    const names = schemas.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['signupSchema', 'loginBodySchema', 'planningCreateSchema', 'historyCreateSchema', 'requestReviewSchema', 'planningRowSchema', 'repairQuerySchema']));
  });

  it('every string of every exported schema has a maximum length', () => {
    const missing: string[] = [];
    for (const [name, schema] of schemas) unboundedStrings(schema, name, true, new Set(), missing);
    expect(missing).toEqual([]);
  });
});
