import { describe, expect, it } from 'vitest';
import { BLANK_VALUE, toQuery } from './query';

describe('toQuery', () => {
  it.each([
    { name: 'no params', params: undefined, expected: '' },
    { name: 'drops undefined, null and empty strings', params: { a: undefined, b: null, c: '', d: 'x' }, expected: 'd=x' },
    { name: 'keeps 0 and false', params: { firstResult: 0, pageSize: 10, halt: false }, expected: 'firstResult=0&pageSize=10&halt=false' },
    { name: 'sends BLANK_VALUE as an empty string', params: { srcUsercode: BLANK_VALUE, titleKeyword: '' }, expected: 'srcUsercode=' },
    { name: 'drops NaN', params: { n: Number.NaN }, expected: '' },
    { name: 'repeats array values and drops their empties', params: { ids: ['1', '', null, 2, BLANK_VALUE] }, expected: 'ids=1&ids=2&ids=' },
    { name: 'encodes reserved characters', params: { q: 'a&b=c d', sort: 'publish_date:desc' }, expected: 'q=a%26b%3Dc+d&sort=publish_date%3Adesc' },
  ])('$name', ({ params, expected }) => {
    expect(toQuery(params)).toBe(expected);
  });
});
