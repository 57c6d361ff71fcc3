/** The route table's own rules: every call has zod schemas for input and output and a unique route. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from './index';

describe('BFF endpoints', () => {
  it.each(allEndpoints.map((e) => [`${e.method} ${e.base}${e.path}`, e] as const))('%s declares zod input and output', (_name, e) => {
    expect(e.input).toBeInstanceOf(z.ZodType);
    expect(e.output).toBeInstanceOf(z.ZodType);
    expect(e.path).toMatch(/^\/[A-Za-z0-9_/:.-]*$/);
    expect(['public', 'session']).toContain(e.auth);
  });

  it('no two endpoints answer the same method and path', () => {
    const keys = allEndpoints.map((e) => `${e.base} ${e.method === 'PUT' && e.base === 'uc' ? 'POST' : e.method} ${e.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('never puts a token in what the browser receives', () => {
    for (const e of allEndpoints) {
      const shape = e.output instanceof z.ZodObject ? Object.keys(e.output.shape) : [];
      expect(shape, `${e.path}`).not.toContain('jwtToken');
    }
  });
});
