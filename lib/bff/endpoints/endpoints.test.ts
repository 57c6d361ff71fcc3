/** The route table's own rules: every call has zod schemas for input and output and a unique route, and no output carries a token. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from './index';
import type { Endpoint } from '../endpoint';

const nameOf = (e: Endpoint) => `${e.method} ${e.base}${e.path}`;

/** Where a key named like a token may appear in an output, and why that is not the browser's session token. */
const TOKEN_FIELDS_ALLOWED: Record<string, string> = {
  // Only an application's server, with its client secret (client: 'basic'), gets the login result;
  // the browser's answer is the other member of the union ({ appCode }), tested in sso.integration.test.ts.
  'GET uc/sso/check |0.jwtToken': 'server-to-server ticket redemption',
  'GET uc/sso/iamCheck |0.jwtToken': 'server-to-server ticket redemption',
  // A one-time, two-minute launch token for the PMS desktop client, not a session credential.
  'GET uc/pms/token .token': 'PMS launch token',
};

/** Keys whose value the schema does not describe (anything passes); only these may hold one. */
const OPAQUE_ALLOWED = new Set(['statistic', 'before', 'after']);

const LEAVES = new Set(['string', 'number', 'int', 'boolean', 'bigint', 'symbol', 'null', 'undefined', 'void', 'never', 'date', 'enum', 'literal', 'nan', 'template_literal', 'file']);

/**
 * Every place in an output schema: a path like `.datas[].user.jwtToken` (`|i` is a union member,
 * `{}` a record's values) for each object key, and each spot whose content the schema leaves open
 * (any, unknown, a loose object, a transform) or that this walk does not know how to enter.
 */
function walkOutput(schema: z.core.$ZodType): { keys: string[]; open: string[] } {
  const keys: string[] = [];
  const open: string[] = [];
  const seen = new Set<z.core.$ZodType>();
  const lastKey = (path: string) => /\.([^.[|{]+)[^.]*$/.exec(path)?.[1] ?? '';
  const visit = (s: z.core.$ZodType, path: string): void => {
    // Recursive schemas (the department tree, menus) come back through z.lazy.
    if (seen.has(s)) return;
    seen.add(s);
    const def = s._zod.def;
    switch (def.type) {
      case 'object': {
        const { shape, catchall } = def as z.core.$ZodObjectDef;
        for (const [k, v] of Object.entries(shape)) {
          keys.push(`${path}.${k}`);
          visit(v, `${path}.${k}`);
        }
        // z.strictObject has catchall never; a loose object passes any key the handler adds.
        if (catchall && catchall._zod.def.type !== 'never') open.push(`${path}.* (loose object)`);
        return;
      }
      case 'array':
        return visit((def as z.core.$ZodArrayDef).element, `${path}[]`);
      case 'union':
        return (def as z.core.$ZodUnionDef).options.forEach((o, i) => visit(o, `${path}|${i}`));
      case 'intersection': {
        const { left, right } = def as z.core.$ZodIntersectionDef;
        visit(left, path);
        return visit(right, path);
      }
      case 'tuple': {
        const { items, rest } = def as z.core.$ZodTupleDef;
        items.forEach((o, i) => visit(o, `${path}[${i}]`));
        if (rest) visit(rest, `${path}[]`);
        return;
      }
      case 'record':
        return visit((def as z.core.$ZodRecordDef).valueType, `${path}{}`);
      case 'map':
        return visit((def as z.core.$ZodMapDef).valueType, `${path}{}`);
      case 'set':
        return visit((def as z.core.$ZodSetDef).valueType, `${path}[]`);
      case 'optional':
      case 'nullable':
      case 'nonoptional':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'promise':
        return visit((def as z.core.$ZodOptionalDef).innerType, path);
      case 'pipe': {
        const pipe = def as z.core.$ZodPipeDef;
        visit(pipe.in, path);
        // A transform declared shape-preserving (it masks values) adds no keys: what went in is the shape.
        if (z.globalRegistry.get(s as z.ZodType)?.shapePreserving === true) return;
        return visit(pipe.out, path);
      }
      case 'lazy':
        return visit((def as z.core.$ZodLazyDef).getter(), path);
      default:
        if (LEAVES.has(def.type)) return;
        // any, unknown, transform, custom, function...: nothing to walk, anything may pass.
        if (!OPAQUE_ALLOWED.has(lastKey(path))) open.push(`${path || '(root)'} (${def.type})`);
    }
  };
  visit(schema, '');
  return { keys, open };
}

describe('BFF endpoints', () => {
  it('every endpoint declares zod input and output, a spec-shaped path and who may call it', () => {
    const wrong: string[] = [];
    for (const e of allEndpoints) {
      if (!(e.input instanceof z.ZodType)) wrong.push(`${nameOf(e)}: input is not a zod schema`);
      if (!(e.output instanceof z.ZodType)) wrong.push(`${nameOf(e)}: output is not a zod schema`);
      if (!/^\/[A-Za-z0-9_/:.-]*$/.test(e.path)) wrong.push(`${nameOf(e)}: path`);
      if (!['public', 'session'].includes(e.auth)) wrong.push(`${nameOf(e)}: auth ${String(e.auth)}`);
    }
    expect(allEndpoints.length).toBeGreaterThan(200);
    expect(wrong.join('\n')).toBe('');
  });

  it('no two endpoints answer the same method and path', () => {
    const keys = allEndpoints.map((e) => `${e.base} ${e.method === 'PUT' && e.base === 'uc' ? 'POST' : e.method} ${e.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('never puts a token in what the browser receives, at any depth of any output', () => {
    const found: string[] = [];
    const open: string[] = [];
    for (const e of allEndpoints) {
      const walked = walkOutput(e.output);
      for (const path of walked.keys) if (/token/i.test(path.slice(path.lastIndexOf('.') + 1))) found.push(`${nameOf(e)} ${path}`);
      open.push(...walked.open.map((p) => `${nameOf(e)} ${p}`));
    }
    expect(found.filter((f) => !(f in TOKEN_FIELDS_ALLOWED)).join('\n')).toBe('');
    // What the walk cannot see into could carry one: only the few known places may be left open.
    expect(open.join('\n')).toBe('');
    // The allowed ones still exist (a stale entry would hide a new field of the same name).
    expect(Object.keys(TOKEN_FIELDS_ALLOWED).filter((k) => !found.includes(k)).join('\n')).toBe('');
  });

  it('the walk finds a token however deep the output hides it', () => {
    const deep = z.object({ datas: z.array(z.union([z.object({ id: z.number() }), z.lazy(() => z.object({ user: z.object({ jwtToken: z.string() }).nullable() }))])) });
    const piped = z.object({ result: z.string().pipe(z.string()), inner: z.object({ session: z.object({ token: z.string() }).optional() }) });
    expect(walkOutput(deep).keys).toContain('.datas[]|1.user.jwtToken');
    expect(walkOutput(piped).keys).toContain('.inner.session.token');
    expect(walkOutput(z.record(z.string(), z.object({ ssoToken: z.string() }))).keys).toContain('{}.ssoToken');
    expect(walkOutput(z.object({ any: z.unknown(), loose: z.looseObject({ a: z.string() }), statistic: z.record(z.string(), z.unknown()) })).open).toEqual(['.any (unknown)', '.loose.* (loose object)']);
  });
});
