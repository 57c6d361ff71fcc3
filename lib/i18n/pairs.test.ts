import { describe, expect, it } from 'vitest';
import { listJoin, nameCodeFormatter, nameWithCode } from './pairs';

describe('name and code labels', () => {
  it('use full-width parentheses in Chinese', () => {
    expect(nameWithCode('zh-CN', '杭州西湖店', 'H001')).toBe('杭州西湖店（H001）');
    expect(nameCodeFormatter('zh-CN')('管理员', 7)).toBe('管理员（7）');
  });

  it('use ASCII parentheses with a space in English, no full-width character', () => {
    expect(nameWithCode('en-US', 'West Lake', 'H001')).toBe('West Lake (H001)');
    expect(nameCodeFormatter('en-US')('杭州西湖店', 'H001')).toBe('杭州西湖店 (H001)');
    expect(nameWithCode('en-US', null, 'X')).toBe(' (X)');
  });

  it('join enumerations per language', () => {
    expect(listJoin('zh-CN', ['账号', '姓名'])).toBe('账号、姓名');
    expect(listJoin('en-US', ['Account', 'Name'])).toBe('Account, Name');
  });
});

describe('formatter identity', () => {
  it('is one function per language, so loaders made from it do not change between renders', async () => {
    const { perFormatter } = await import('./pairs');
    expect(nameCodeFormatter('en-US')).toBe(nameCodeFormatter('en-US'));
    expect(nameCodeFormatter('en-US')).not.toBe(nameCodeFormatter('zh-CN'));
    const loaderOf = perFormatter((nc) => (id: number) => nc('x', id));
    expect(loaderOf(nameCodeFormatter('en-US'))).toBe(loaderOf(nameCodeFormatter('en-US')));
    expect(loaderOf(nameCodeFormatter('zh-CN'))(1)).toBe('x（1）');
  });
});

describe('separators', () => {
  it('are full-width in Chinese only', async () => {
    const { punctuation } = await import('./pairs');
    expect(punctuation('zh-CN')).toEqual({ list: '、', clause: '；', colon: '：' });
    expect(Object.values(punctuation('en-US')).join('')).not.toMatch(/[（）：，、；]/);
  });
});
