import { describe, expect, it } from 'vitest';
import { isAllowedOutsideLink } from './outside-link';

const rules = { protocols: ['http', 'https'], domains: ['demo.localhost', '.example.com'], ports: [80, 3000] };

describe('allowed outside link', () => {
  it.each([
    ['http://demo.localhost:3000/index', true],
    ['http://demo.localhost/index', true],
    ['http://a.example.com/x', true],
    ['http://example.com/x', false],
    ['http://evil.com/?next=demo.localhost', false],
    ['http://demo.localhost.evil.com:3000/', false],
    ['http://demo.localhost@evil.com:3000/', false],
    ['http://user:pw@demo.localhost:3000/', false],
    ['ftp://demo.localhost:3000/', false],
    ['javascript:alert(1)', false],
    ['http://demo.localhost:4000/', false],
    ['//demo.localhost:3000/', false],
    ['/relative/path', false],
    ['http://demo.localhost:3000\\@evil.com/', false],
  ])('%s -> %s', (url, expected) => {
    expect(isAllowedOutsideLink(url, rules)).toBe(expected);
  });

  it('an empty list allows everything of that kind', () => {
    expect(isAllowedOutsideLink('https://anything.test:8443/', { protocols: [], domains: [], ports: [] })).toBe(true);
    expect(isAllowedOutsideLink('javascript:alert(1)', { protocols: [], domains: [], ports: [] })).toBe(false);
  });

  it('a URL without a port counts as port 80', () => {
    expect(isAllowedOutsideLink('https://demo.localhost/', { protocols: [], domains: [], ports: [80] })).toBe(true);
    expect(isAllowedOutsideLink('https://demo.localhost/', { protocols: [], domains: [], ports: [443] })).toBe(false);
  });
});
