/**
 * IP addresses as bytes, and the ranges the egress client never calls on its own: loopback,
 * private, shared, link-local (cloud metadata), multicast, reserved and documentation ranges,
 * judged through the IPv4 an IPv6 address carries (mapped, compatible, NAT64, 6to4).
 */
import net from 'node:net';

export interface Ip {
  version: 4 | 6;
  /** 4 or 16 bytes, network order. */
  bytes: Uint8Array;
}

function v4Bytes(text: string): Uint8Array {
  return Uint8Array.from(text.split('.').map(Number));
}

function v6Bytes(text: string): Uint8Array {
  let s = text;
  // A dotted quad at the end (::ffff:127.0.0.1) is the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    const [a, b, c, d] = v4Bytes(dotted[1]!);
    s = `${s.slice(0, dotted.index)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head = '', tail] = s.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    const n = parseInt(g, 16);
    bytes[i * 2] = n >> 8;
    bytes[i * 2 + 1] = n & 0xff;
  });
  return bytes;
}

/** An IP literal (IPv6 with or without brackets or zone), or null for anything else. */
export function parseIp(text: string): Ip | null {
  let s = text.trim();
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  const kind = net.isIP(s);
  if (kind === 4) return { version: 4, bytes: v4Bytes(s) };
  if (kind === 6) return { version: 6, bytes: v6Bytes(s) };
  return null;
}

export function formatIp(ip: Ip): string {
  if (ip.version === 4) return ip.bytes.join('.');
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((ip.bytes[i]! << 8) | ip.bytes[i + 1]!).toString(16));
  // The longest run of two or more zero groups becomes '::' (RFC 5952).
  let best = { at: -1, len: 1 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === '0') j++;
    if (j - i > best.len) best = { at: i, len: j - i };
    i = j === i ? i + 1 : j;
  }
  if (best.at < 0) return groups.join(':');
  return `${groups.slice(0, best.at).join(':')}::${groups.slice(best.at + best.len).join(':')}`;
}

/** ::ffff:a.b.c.d is the IPv4 address a.b.c.d for every purpose here (the kernel connects to it). */
export function canonicalIp(ip: Ip): Ip {
  if (ip.version === 6 && startsWith(ip.bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return { version: 4, bytes: ip.bytes.slice(12) };
  return ip;
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

export interface Cidr {
  ip: Ip;
  prefix: number;
}

/** `a.b.c.d/n`, `v6/n`, or a single address (full prefix). */
export function parseCidr(text: string): Cidr | null {
  const slash = text.indexOf('/');
  const ip = parseIp(slash < 0 ? text : text.slice(0, slash));
  if (!ip) return null;
  const max = ip.version === 4 ? 32 : 128;
  if (slash < 0) return { ip, prefix: max };
  const raw = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(raw) || Number(raw) > max) return null;
  return { ip, prefix: Number(raw) };
}

export function inCidr(ip: Ip, cidr: Cidr): boolean {
  if (ip.version !== cidr.ip.version) return false;
  let bits = cidr.prefix;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((ip.bytes[i]! & mask) !== (cidr.ip.bytes[i]! & mask)) return false;
  }
  return true;
}

const table = (rows: [string, string][]) => rows.map(([range, label]) => ({ cidr: parseCidr(range)!, label }));

/** IANA's special-purpose IPv4 ranges that no data- or configuration-given address may reach. */
const BLOCKED_V4 = table([
  ['0.0.0.0/8', 'this-network'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'ietf-protocol'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', '6to4-relay'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
]);

const BLOCKED_V6 = table([
  // ::/96 holds ::, ::1 and the deprecated IPv4-compatible addresses.
  ['::/96', 'unspecified-loopback-compatible'],
  ['64:ff9b:1::/48', 'nat64-local'],
  ['100::/64', 'discard'],
  ['2001::/23', 'ietf-protocol'],
  ['2001:db8::/32', 'documentation'],
  ['3fff::/20', 'documentation'],
  ['5f00::/16', 'segment-routing'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'site-local'],
  ['ff00::/8', 'multicast'],
]);

/** The IPv4 address an IPv6 address stands for: IPv4-translated, NAT64 (well-known prefix) and 6to4. */
function embeddedV4(bytes: Uint8Array): Ip | null {
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0])) return { version: 4, bytes: bytes.slice(12) };
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return { version: 4, bytes: bytes.slice(12) };
  if (startsWith(bytes, [0x20, 0x02])) return { version: 4, bytes: bytes.slice(2, 6) };
  return null;
}

/** The name of the blocked range holding `ip`, or null when it is an ordinary public address. */
export function blockedRange(address: Ip): string | null {
  const ip = canonicalIp(address);
  if (ip.version === 4) return BLOCKED_V4.find((r) => inCidr(ip, r.cidr))?.label ?? null;
  const own = BLOCKED_V6.find((r) => inCidr(ip, r.cidr))?.label;
  if (own) return own;
  const v4 = embeddedV4(ip.bytes);
  const inner = v4 ? blockedRange(v4) : null;
  return inner ? `embedded-${inner}` : null;
}
