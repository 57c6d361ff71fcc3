/**
 * Every route family the application serves, read from the source rather than listed by hand, and
 * the hostile addresses to try on each (issue 17 item 7): the pages and route handlers of the
 * `app/` tree, the BFF's endpoint table, and what server.ts answers itself. A new page, route or
 * call is walked by the hostile-input tests without anyone adding it to a list.
 *
 *   lib/bff/http/hostile-input.integration.test.ts  the BFF calls and server.ts, on a real socket
 *   e2e/hostile-input.spec.ts                       the pages and routes, on the production start
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Endpoint } from '@/lib/bff/endpoint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type Segment = { literal: string } | { param: string; catchAll: boolean; optional: boolean };

export interface PageFamily {
  /** The address pattern, e.g. /files/[id] or /demo/[...path]. */
  pattern: string;
  /** The file under app/ that serves it. */
  file: string;
  segments: Segment[];
}

/** Percent-escapes that do not decode to UTF-8: a lone byte, an overlong '/', a bare '%', a cut sequence. */
export const MALFORMED_ESCAPES = ['%C0%AF', '%FF', '%', '%E0%A4%A'] as const;
/** Values that name no row, or name one only when read loosely (hex, exponent, boolean, out of range). */
export const ODD_IDS = ['999999', '0x10', '1e3', 'true', '-1', '2147483648', '%2e%2e'] as const;

function segmentOf(name: string): Segment | undefined {
  if (name.startsWith('(') && name.endsWith(')')) return undefined; // a route group: no address segment
  const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(name);
  if (optional) return { param: optional[1]!, catchAll: true, optional: true };
  const catchAll = /^\[\.\.\.(\w+)\]$/.exec(name);
  if (catchAll) return { param: catchAll[1]!, catchAll: true, optional: false };
  const param = /^\[(\w+)\]$/.exec(name);
  if (param) return { param: param[1]!, catchAll: false, optional: false };
  return { literal: name };
}

/** Every page.tsx and route.ts under app/, as its address pattern. */
export function pageFamilies(appDir = path.join(ROOT, 'app')): PageFamily[] {
  const out: PageFamily[] = [];
  const walk = (dir: string, segments: Segment[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const seg = segmentOf(entry.name);
        walk(full, seg ? [...segments, seg] : segments);
      } else if (/^(page|route)\.(tsx?|jsx?)$/.test(entry.name)) {
        const pattern = '/' + segments.map((s) => ('literal' in s ? s.literal : s.optional ? `[[...${s.param}]]` : s.catchAll ? `[...${s.param}]` : `[${s.param}]`)).join('/');
        out.push({ pattern, file: path.relative(ROOT, full), segments });
      }
    }
  };
  walk(appDir, []);
  return out.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The family's address with every dynamic segment given `value` (a static family gets it appended as a segment). */
export function addressWith(family: PageFamily, value: string): string {
  const parts = family.segments.map((s) => ('literal' in s ? s.literal : value));
  if (family.segments.every((s) => 'literal' in s)) parts.push(value);
  return '/' + parts.join('/');
}

/** A valid-looking address of the family (dynamic segments given `sample`), for query-string variants. */
export function plainAddress(family: PageFamily, sample = 'x'): string {
  const parts = family.segments.flatMap((s) => ('literal' in s ? [s.literal] : s.optional ? [] : [sample]));
  return '/' + parts.join('/');
}

/** The hostile addresses of one page family. */
export function hostileAddresses(family: PageFamily): string[] {
  const plain = plainAddress(family);
  const join = (q: string) => `${plain === '/' ? '' : plain}${plain === '/' ? '/' : ''}?${q}`;
  // A catch-all also gets the value one segment further down (/style-frame/x/%FF).
  const deeper = family.segments.some((s) => 'param' in s && s.catchAll);
  return [
    ...MALFORMED_ESCAPES.map((m) => addressWith(family, m)),
    ...(deeper ? MALFORMED_ESCAPES.map((m) => addressWith(family, `x/${m}`)) : []),
    ...ODD_IDS.map((v) => addressWith(family, v)),
    join('x=%FF&%C0%AF=1&id=0x10'),
    join('language=%'),
  ];
}

/** An endpoint's address with each `:param` given `value`. */
export function endpointAddress(prefix: string, endpoint: Pick<Endpoint, 'path'>, value: string): string {
  return prefix + endpoint.path.replace(/:(\w+)/g, () => value);
}

/** The keys an endpoint's input object declares (empty when its input is not an object). */
export function inputKeys(endpoint: Pick<Endpoint, 'input'>): string[] {
  let schema: unknown = endpoint.input;
  // Unwrap the wrappers a declaration may put around its object (pipes, effects, optional).
  for (let i = 0; i < 5 && schema; i++) {
    if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
    const def = (schema as { _zod?: { def?: { in?: unknown; innerType?: unknown; schema?: unknown } } })._zod?.def;
    schema = def?.in ?? def?.innerType ?? def?.schema;
  }
  return [];
}

/** Values every declared field is given at once: booleans, hex, exponents, escapes and types that no field takes loosely. */
export const HOSTILE_VALUES: readonly unknown[] = [true, '0x10', '1e3', 999_999, -1, '%FF', null, [], { $ne: 1 }, 'x'.repeat(5000)];
