import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fail, ok, pagedSchema, pageQuerySchema, toFlag } from './envelope';

describe('the envelope and the list contract', () => {
  it('builds success and failure envelopes', () => {
    expect(ok({ a: 1 })).toEqual({ result: 0, msg: 'success', retVal: { a: 1 } });
    expect(fail(40000, 'bad')).toEqual({ result: 40000, msg: 'bad', retVal: null });
  });

  it('reads paged requests with defaults and bounds', () => {
    expect(pageQuerySchema.parse({})).toEqual({ firstResult: 0, pageSize: 10 });
    expect(pageQuerySchema.parse({ firstResult: '20', pageSize: '50' })).toEqual({ firstResult: 20, pageSize: 50 });
    expect(pageQuerySchema.safeParse({ pageSize: '0' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageSize: '501' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ firstResult: '-1' }).success).toBe(false);
  });

  it('checks paged answers: datas, totalRows, optional statistic', () => {
    const schema = pagedSchema(z.object({ id: z.number() }));
    expect(schema.parse({ datas: [{ id: 1 }], totalRows: 1 })).toEqual({ datas: [{ id: 1 }], totalRows: 1 });
    expect(schema.safeParse({ datas: [{ id: 'x' }], totalRows: 1 }).success).toBe(false);
    expect(schema.safeParse({ datas: [], totalRows: -1 }).success).toBe(false);
    expect(toFlag(true)).toBe('T');
    expect(toFlag(null)).toBe('F');
  });
});
