import { describe, expect, it } from 'vitest';
import { checkedAddress, iframeAddress, menuTarget, shareableAddress, shellAddress } from './menu-target';

const rules = { protocols: ['http', 'https'], domains: ['demo.localhost', '*.trusted.example'], ports: [] };
const ctx = { origin: 'http://uc.localhost:3000', rules, language: 'zh-CN' };
const menu = (winType: 'ROUTE' | 'CURRENTPAGE' | 'ALERT' | 'NEWPAGE' | 'NEWBLANK', path: string) => ({ name: 'm1', path, winType });

describe('menu targets', () => {
  it('send each window type where its name says', () => {
    expect(menuTarget(menu('ROUTE', '/unit/unitList'), ctx)).toEqual({ kind: 'content', winType: 'ROUTE', url: '/unit/unitList' });
    expect(menuTarget(menu('CURRENTPAGE', 'http://demo.localhost:3000/demo/x'), ctx)).toEqual({ kind: 'content', winType: 'CURRENTPAGE', url: 'http://demo.localhost:3000/demo/x' });
    expect(menuTarget(menu('ALERT', '/password/update'), ctx)).toEqual({ kind: 'alert', url: '/password/update' });
    expect(menuTarget(menu('NEWPAGE', '/report/openReport'), ctx)).toEqual({ kind: 'new-window', url: '/iframe?identity=m1&language=zh-CN&url=%2Freport%2FopenReport' });
    expect(menuTarget(menu('NEWBLANK', '/agreement'), ctx)).toEqual({ kind: 'new-tab', url: '/agreement' });
    expect(menuTarget(menu('ROUTE', ''), ctx)).toEqual({ kind: 'none' });
  });

  it('refuse addresses outside the allowed links, and scripts whatever the list', () => {
    expect(menuTarget(menu('CURRENTPAGE', 'http://evil.example/'), ctx)).toEqual({ kind: 'illegal' });
    expect(menuTarget(menu('NEWBLANK', 'javascript:alert(1)'), ctx)).toEqual({ kind: 'illegal' });
    expect(checkedAddress('//evil.example/x', ctx.origin, rules)).toBeUndefined();
    expect(checkedAddress('/\\evil.example', ctx.origin, rules)).toBeUndefined();
    expect(checkedAddress('http://good.trusted.example/a', ctx.origin, rules)).toBe('http://good.trusted.example/a');
    expect(checkedAddress('http://uc.localhost:3000/a?b=1', ctx.origin, rules)).toBe('/a?b=1');
    expect(checkedAddress('http://demo.localhost@evil.example/', ctx.origin, rules)).toBeUndefined();
  });

  it('build the shell, iframe and copy addresses', () => {
    expect(shellAddress(new URLSearchParams('identity=a&hide_left=true&x=1'), 'b')).toBe('/index?hide_left=true&identity=b');
    expect(shellAddress(new URLSearchParams(''), undefined)).toBe('/index');
    expect(iframeAddress('a b', 'en-US', 'http://x/?q=1')).toBe('/iframe?identity=a+b&language=en-US&url=http%3A%2F%2Fx%2F%3Fq%3D1');
    expect(shareableAddress('http://uc.localhost/index?identity=a#x', 'en-US')).toBe('http://uc.localhost/index?identity=a&language=en-US');
    expect(shareableAddress('http://uc.localhost/index?language=zh-CN', 'en-US')).toBe('http://uc.localhost/index?language=zh-CN');
  });
});
