/**
 * The operator's allow-list (EGRESS_ALLOW): hosts, addresses and ranges the egress client may call
 * although they are loopback, private or otherwise blocked. Parsed at start-up by lib/env.ts.
 */
import { formatIp, parseCidr, parseIp, type Cidr } from './addresses';

export type AllowEntry =
  | { kind: 'host'; host: string; wildcard: boolean; port?: number }
  | { kind: 'range'; range: Cidr; port?: number };

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*$/;

function parsePort(raw: string, entry: string): number {
  const port = Number(raw);
  if (!/^\d{1,5}$/.test(raw) || port < 1 || port > 65535) throw new Error(`"${entry}": the port must be 1-65535`);
  return port;
}

function parseEntry(entry: string): AllowEntry {
  const text = entry.toLowerCase();
  // [v6] or [v6]:port
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed) {
    const ip = parseIp(bracketed[1]!);
    if (!ip || ip.version !== 6) throw new Error(`"${entry}" is not an IPv6 address`);
    return { kind: 'range', range: { ip, prefix: 128 }, port: bracketed[2] ? parsePort(bracketed[2], entry) : undefined };
  }
  // A bare IPv6 address or range (no port: its colons would be ambiguous).
  if (text.split(':').length > 2) {
    const range = parseCidr(text);
    if (!range) throw new Error(`"${entry}" is not an IPv6 address or range`);
    return { kind: 'range', range };
  }
  const colon = text.lastIndexOf(':');
  const name = colon < 0 ? text : text.slice(0, colon);
  const port = colon < 0 ? undefined : parsePort(text.slice(colon + 1), entry);
  if (name.includes('/')) {
    if (port !== undefined) throw new Error(`"${entry}": a range takes no port`);
    const range = parseCidr(name);
    if (!range) throw new Error(`"${entry}" is not an address range`);
    return { kind: 'range', range };
  }
  const ip = parseIp(name);
  if (ip) return { kind: 'range', range: { ip, prefix: ip.version === 4 ? 32 : 128 }, port };
  const wildcard = name.startsWith('*.');
  const host = (wildcard ? name.slice(2) : name).replace(/\.$/, '');
  if (/^[\d.]+$/.test(host) || !HOST_NAME.test(host)) throw new Error(`"${entry}" is not a host name, an IP address or a range`);
  return { kind: 'host', host, wildcard, port };
}

/**
 * EGRESS_ALLOW: comma- or space-separated entries, each a host name (`mail.internal`,
 * `*.corp.example`), an IP address, a CIDR range (`10.20.0.0/16`, `fd00::/8`), hosts and single
 * addresses optionally with `:port` (`127.0.0.1:1025`, `[::1]:8080`). Throws naming the bad entry.
 */
export function parseAllowList(text: string): AllowEntry[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(parseEntry);
}

export function describeEntry(e: AllowEntry): string {
  const base = e.kind === 'host' ? `${e.wildcard ? '*.' : ''}${e.host}` : e.range.prefix === (e.range.ip.version === 4 ? 32 : 128) ? formatIp(e.range.ip) : `${formatIp(e.range.ip)}/${e.range.prefix}`;
  if (!e.port) return base;
  return e.kind === 'range' && e.range.ip.version === 6 ? `[${base}]:${e.port}` : `${base}:${e.port}`;
}

