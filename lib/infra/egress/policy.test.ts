/**
 * The address policy: every blocked range, the IPv6 and IPv4-mapped forms, the numeric IPv4 forms
 * WHATWG URL turns into dotted quads, names that resolve to private addresses, cloud metadata
 * names, and the operator's allow-list by host, address, range and port.
 */
import { describe, expect, it, vi } from 'vitest';
import { blockedRange, parseIp } from './addresses';
import { describeEntry, parseAllowList } from './allow-list';
import { EgressError } from './egress-error';
import { resolveAllowed, type EgressPolicy, type Resolver } from './policy';

const strict: EgressPolicy = { allow: [] };
const allowing = (list: string): EgressPolicy => ({ allow: parseAllowList(list) });
const range = (ip: string) => blockedRange(parseIp(ip)!);

/** A resolver that must not be asked (IP literals, localhost, metadata names). */
const noDns: Resolver = () => {
  throw new Error('DNS was asked');
};
const dnsAnswering =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

async function reasonOf(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(EgressError);
  return (e as EgressError).reason;
}

/** hostname and port as the client takes them from a URL (after WHATWG normalisation). */
const target = (url: string) => {
  const u = new URL(url);
  return [u.hostname, Number(u.port || (u.protocol === 'https:' ? 443 : 80))] as const;
};

describe('blocked ranges', () => {
  it.each([
    ['0.0.0.0', 'this-network'],
    ['0.255.255.255', 'this-network'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.254', 'shared'],
    ['100.100.100.200', 'shared'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.170', 'ietf-protocol'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified-loopback-compatible'],
    ['::1', 'unspecified-loopback-compatible'],
    ['::127.0.0.1', 'unspecified-loopback-compatible'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:0:10.1.2.3', 'embedded-private'],
    ['64:ff9b::7f00:1', 'embedded-loopback'],
    ['64:ff9b::192.168.0.1', 'embedded-private'],
    ['2002:7f00:1::1', 'embedded-loopback'],
    ['2002:a9fe:a9fe::', 'embedded-link-local'],
    ['2001:db8::1', 'documentation'],
  ])('%s is %s', (ip, label) => {
    expect(range(ip)).toBe(label);
  });

  it.each(['8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '192.169.0.1', '198.20.0.1', '223.255.255.255', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])('%s is public', (ip) => {
    expect(range(ip)).toBeNull();
  });
});

describe('addresses written in a URL', () => {
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://127.1/',
    'http://0177.0.0.1/',
    'http://0/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://10.0.0.1:8080/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://ext.localhost:4000/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://metadata/',
  ])('%s is refused without asking DNS', async (url) => {
    expect(await reasonOf(resolveAllowed(strict, ...target(url), noDns))).toBe('blocked_address');
  });

  it('a public literal is used as it is', async () => {
    await expect(resolveAllowed(strict, ...target('http://8.8.8.8/'), noDns)).resolves.toEqual([{ address: '8.8.8.8', family: 4 }]);
    await expect(resolveAllowed(strict, ...target('http://[2606:4700:4700::1111]/'), noDns)).resolves.toEqual([{ address: '2606:4700:4700::1111', family: 6 }]);
  });
});

describe('names', () => {
  it('refuses a name that resolves to a private or loopback address', async () => {
    expect(await reasonOf(resolveAllowed(strict, 'intranet.example', 80, dnsAnswering('10.1.2.3')))).toBe('blocked_address');
    expect(await reasonOf(resolveAllowed(strict, '127.0.0.1.nip.example', 80, dnsAnswering('127.0.0.1', '::1')))).toBe('blocked_address');
    expect(await reasonOf(resolveAllowed(strict, 'mapped.example', 80, dnsAnswering('::ffff:169.254.169.254')))).toBe('blocked_address');
  });

  it('keeps only the public addresses of a name that resolves to both', async () => {
    await expect(resolveAllowed(strict, 'mixed.example', 443, dnsAnswering('10.0.0.7', '93.184.215.14'))).resolves.toEqual([{ address: '93.184.215.14', family: 4 }]);
  });

  it('reports a name that does not resolve as dns', async () => {
    const failing: Resolver = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    expect(await reasonOf(resolveAllowed(strict, 'nowhere.example', 80, failing))).toBe('dns');
    expect(await reasonOf(resolveAllowed(strict, 'empty.example', 80, dnsAnswering()))).toBe('dns');
  });
});

describe('the allow-list', () => {
  it('allows a host by name (and port): whatever it resolves to, or loopback for *.localhost', async () => {
    const policy = allowing('ext.localhost:4000, mail.internal');
    await expect(resolveAllowed(policy, 'ext.localhost', 4000)).resolves.toEqual([
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]);
    expect(await reasonOf(resolveAllowed(policy, 'ext.localhost', 4001))).toBe('blocked_address');
    expect(await reasonOf(resolveAllowed(policy, 'other.localhost', 4000))).toBe('blocked_address');
    await expect(resolveAllowed(policy, 'MAIL.internal.', 25, dnsAnswering('10.0.0.25'))).resolves.toEqual([{ address: '10.0.0.25', family: 4 }]);
  });

  it('allows subdomains with *. but not the name itself', async () => {
    const policy = allowing('*.corp.example');
    await expect(resolveAllowed(policy, 'sso.corp.example', 443, dnsAnswering('10.2.0.1'))).resolves.toHaveLength(1);
    expect(await reasonOf(resolveAllowed(policy, 'corp.example', 443, dnsAnswering('10.2.0.1')))).toBe('blocked_address');
    expect(await reasonOf(resolveAllowed(policy, 'evilcorp.example', 443, dnsAnswering('10.2.0.1')))).toBe('blocked_address');
  });

  it('allows an address with or without a port, and a range', async () => {
    await expect(resolveAllowed(allowing('127.0.0.1:8025'), '127.0.0.1', 8025, noDns)).resolves.toHaveLength(1);
    expect(await reasonOf(resolveAllowed(allowing('127.0.0.1:8025'), '127.0.0.1', 8026, noDns))).toBe('blocked_address');
    await expect(resolveAllowed(allowing('127.0.0.1'), '127.0.0.1', 6379, noDns)).resolves.toHaveLength(1);
    await expect(resolveAllowed(allowing('10.20.0.0/16'), 'svc.internal', 80, dnsAnswering('10.20.3.4'))).resolves.toHaveLength(1);
    expect(await reasonOf(resolveAllowed(allowing('10.20.0.0/16'), 'svc.internal', 80, dnsAnswering('10.21.3.4')))).toBe('blocked_address');
    // A mapped address is its IPv4 address for the allow-list too.
    await expect(resolveAllowed(allowing('10.20.0.0/16'), '[::ffff:10.20.0.9]', 80, noDns)).resolves.toHaveLength(1);
    await expect(resolveAllowed(allowing('fd00::/8'), '[fd12::1]', 80, noDns)).resolves.toHaveLength(1);
    await expect(resolveAllowed(allowing('[::1]:9000'), '[::1]', 9000, noDns)).resolves.toHaveLength(1);
    expect(await reasonOf(resolveAllowed(allowing('[::1]:9000'), '127.0.0.1', 9000, noDns))).toBe('blocked_address');
  });

  it('a metadata name is refused unless the operator names it', async () => {
    const resolver = vi.fn(dnsAnswering('169.254.169.254'));
    expect(await reasonOf(resolveAllowed(allowing('169.254.0.0/16'), 'metadata.google.internal', 80, resolver))).toBe('blocked_address');
    expect(resolver).not.toHaveBeenCalled();
    await expect(resolveAllowed(allowing('metadata.google.internal'), 'metadata.google.internal', 80, resolver)).resolves.toHaveLength(1);
  });

  it('parses every form and names a bad entry', () => {
    expect(parseAllowList(' ext.localhost:4000, 127.0.0.1:1025 10.0.0.0/8,[::1]:25, fd00::/8, *.corp.example ,').map(describeEntry)).toEqual([
      'ext.localhost:4000',
      '127.0.0.1:1025',
      '10.0.0.0/8',
      '[::1]:25',
      'fd00::/8',
      '*.corp.example',
    ]);
    expect(parseAllowList('')).toEqual([]);
    expect(parseAllowList('2001:db8:0:0:1:0:0:1, 1:0:0:2:0:0:0:3').map(describeEntry)).toEqual(['2001:db8::1:0:0:1', '1:0:0:2::3']);
    for (const [bad, message] of [
      ['host:0', /port/],
      ['10.0.0.0/33', /not an address range/],
      ['10.0.0.0/8:80', /range takes no port/],
      ['[127.0.0.1]', /not an IPv6 address/],
      ['bad host!', /not a host name/],
      ['127.1', /not a host name/],
      ['http://x', /not a host name|port/],
    ] as const) {
      expect(() => parseAllowList(bad), bad).toThrow(message);
    }
  });
});
