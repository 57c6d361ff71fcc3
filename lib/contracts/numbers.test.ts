import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimalInput, integerInput, integerOr } from './numbers';
import { idSchema } from './console-call';

const parse = (schema: z.ZodType, value: unknown) => {
  const r = z.object({ v: schema }).safeParse(value === undefined ? {} : { v: value });
  return r.success ? (r.data as { v: unknown }).v : 'refused';
};

describe('ids', () => {
  it.each([
    [7, 7],
    ['7', 7],
    ['007', 7],
    [2_147_483_647, 2_147_483_647],
  ])('%j is the id %j', (input, id) => expect(parse(idSchema, input)).toBe(id));

  it.each([true, false, '0x10', '1e3', '1.0', ' 7', '7 ', '+7', '-7', '', null, 0, -1, 1.5, 2_147_483_648, '99999999999999999999', [7], { v: 7 }, 'NaN', 'Infinity'])(
    '%j is refused',
    (input) => expect(parse(idSchema, input)).toBe('refused'),
  );
});

describe('integers with a default (form fields)', () => {
  const sort = integerOr(0, 999, 0);
  it.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    [5, 5],
    ['5', 5],
  ])('%j reads %j', (input, out) => expect(parse(sort, input)).toBe(out));
  it.each([true, '0x1', '1e2', 1000, -1])('%j is refused', (input) => expect(parse(sort, input)).toBe('refused'));
});

describe('signed integers and decimals', () => {
  it('takes a minus sign but nothing else', () => {
    expect(parse(integerInput(-5, 5), '-3')).toBe(-3);
    expect(parse(integerInput(-5, 5), '+3')).toBe('refused');
  });
  it('takes plain decimals as text, not exponents or hex', () => {
    const lat = decimalInput(-90, 90);
    expect(parse(lat, '31.2304')).toBe(31.2304);
    expect(parse(lat, '-31.5')).toBe(-31.5);
    expect(parse(lat, 31.5)).toBe(31.5);
    for (const bad of ['3e1', '0x1f', ' 31', '31.', '.5', true]) expect(parse(lat, bad)).toBe('refused');
  });
});
