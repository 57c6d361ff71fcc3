import { describe, expect, it } from 'vitest';
import { queryObject } from './request-input';

describe('queryObject', () => {
  it('gives one value per name, and every value of a repeated name in order', () => {
    const q = queryObject(new URL('http://uc.localhost/api/uc/x?appCode=UC&id=3&id=1&id=2&name=%E9%85%92%E5%BA%97+A'));
    expect(q).toEqual({ appCode: 'UC', id: ['3', '1', '2'], name: '酒店 A' });
  });

  it('keeps an empty value and answers an empty object without a query', () => {
    expect(queryObject(new URL('http://uc.localhost/x?token=&a=1'))).toEqual({ token: '', a: '1' });
    expect(queryObject(new URL('http://uc.localhost/x'))).toEqual({});
    expect(queryObject(new URL('http://uc.localhost/x?'))).toEqual({});
  });

  it('does not let a name reach the object prototype', () => {
    const q = queryObject(new URL('http://uc.localhost/x?__proto__=a&__proto__=b&constructor=c'));
    expect(Object.getPrototypeOf(q)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(q.constructor).toBe('c');
  });
});
