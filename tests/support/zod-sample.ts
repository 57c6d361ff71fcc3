/**
 * A valid input for a zod schema, found by trying plain candidates against it: what the authority
 * matrix sends to every declared call so that only the call's scope can refuse it. Fields that
 * may be left out are left out; the result is checked with the schema itself.
 */
import type { z } from 'zod';

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const accepts = (s: z.ZodType, v: unknown) => s.safeParse(v).success;

const STRINGS = ['abc', 'ok_code', 'a', 'T', '1', 'CN', '2026-01-02', '2026-01-02 08:00', '08:00', '10.0.0.1', 'https://example.com/', '/path', 'a@example.com', '13800000000', '#1677ff', 'x.example.com', 'zh-CN', 'Abc@12345678', '{}', '[]'];
const NUMBERS = [1, 2, 6, 10, 30, 60, 100, 0];

export const NO_SAMPLE = Symbol('no sample');

export function sampleOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  const first = (candidates: unknown[]) => candidates.find((c) => accepts(schema, c)) ?? NO_SAMPLE;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return undefined;
    case 'nullable': {
      const inner = sampleOf(def.innerType as z.ZodType);
      return inner !== NO_SAMPLE && accepts(schema, inner) ? inner : null;
    }
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        if (accepts(field, undefined)) continue;
        const v = sampleOf(field);
        if (v !== NO_SAMPLE) out[key] = v;
      }
      if (accepts(schema, out)) return out;
      // An object-level rule may want the optional fields too.
      for (const [key, field] of Object.entries(shape)) if (!(key in out)) out[key] = sampleOf(unwrap(field));
      return accepts(schema, out) ? out : NO_SAMPLE;
    }
    case 'array': {
      const item = sampleOf(def.element as z.ZodType);
      return first([[], [item], [item, item]]);
    }
    case 'pipe': {
      // A preprocess or transform in front: the value is whatever the schema behind it takes.
      const inner = defOf(def.in as z.ZodType).type === 'transform' ? (def.out as z.ZodType) : (def.in as z.ZodType);
      const v = sampleOf(inner);
      return v !== NO_SAMPLE && accepts(schema, v) ? v : first([...STRINGS, ...NUMBERS, true, false]);
    }
    case 'union':
      for (const option of def.options as z.ZodType[]) {
        const v = sampleOf(option);
        if (v !== NO_SAMPLE && accepts(schema, v)) return v;
      }
      return NO_SAMPLE;
    case 'enum':
      return first(Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return first(def.values as unknown[]);
    case 'boolean':
      return first([true, false]);
    case 'number':
    case 'int':
      return first(NUMBERS);
    case 'string':
      return first(STRINGS);
    case 'null':
      return null;
    case 'record':
      return first([{}]);
    default:
      return first([...STRINGS, ...NUMBERS, true, {}, []]);
  }
}

/** The schema inside optional/nullable/default wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    const def = defOf(s);
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault') s = def.innerType as z.ZodType;
    else return s;
  }
}
