import { describe, expect, it } from 'vitest';
import { ipInList, ipMatches } from './ip-ranges';

describe('IP lists', () => {
  it.each([
    ['10.1.2.3', '10.0.0.0/8', true],
    ['11.1.2.3', '10.0.0.0/8', false],
    ['192.168.1.50', '192.168.1.10-192.168.1.99', true],
    ['192.168.1.100', '192.168.1.10-192.168.1.99', false],
    ['::ffff:127.0.0.1', '127.0.0.1', true],
    ['127.0.0.1', '0.0.0.0/0', true],
    ['1.2.3.4', 'garbage/99', false],
  ])('%s in %s -> %s', (ip, entry, expected) => expect(ipMatches(ip, entry)).toBe(expected));

  it('reads lists separated by lines and commas', () => {
    expect(ipInList('10.0.0.5', '192.168.0.0/16\n10.0.0.5, 172.16.0.1')).toBe(true);
    expect(ipInList('10.0.0.6', '192.168.0.0/16\n10.0.0.5')).toBe(false);
    expect(ipInList('10.0.0.6', null)).toBe(false);
  });
});
