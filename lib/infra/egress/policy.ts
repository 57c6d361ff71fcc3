/**
 * The egress policy: which resolved addresses a call may reach. Public addresses always; a blocked
 * one (addresses.ts) only when the operator's allow-list (EGRESS_ALLOW, start-up configuration)
 * names the host, the address or a range holding it. Names are resolved here, `localhost` and
 * `*.localhost` to loopback without asking DNS (as browsers do), and the caller connects to
 * exactly the addresses returned, so a second DNS answer cannot slip in between check and connect.
 */
import dns from 'node:dns';
import { blockedRange, canonicalIp, inCidr, parseIp, type Ip } from './addresses';
import type { AllowEntry } from './allow-list';
import { EgressError } from './egress-error';

export interface EgressPolicy {
  readonly allow: readonly AllowEntry[];
}

/** Cloud metadata services by name; their addresses (169.254.169.254, fd00:ec2::254...) are blocked anyway. */
const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'metadata.azure.internal', 'instance-data', 'instance-data.ec2.internal']);

const portFits = (e: AllowEntry, port: number) => e.port === undefined || e.port === port;

/** The operator named this host (and port): whatever it resolves to may be called. */
export function hostAllowed(policy: EgressPolicy, hostname: string, port: number): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return policy.allow.some((e) => e.kind === 'host' && portFits(e, port) && (e.wildcard ? name.endsWith(`.${e.host}`) : name === e.host));
}

/** A public address, or a blocked one inside an allowed range. */
export function addressAllowed(policy: EgressPolicy, address: Ip, port: number): boolean {
  const ip = canonicalIp(address);
  if (blockedRange(ip) === null) return true;
  return policy.allow.some((e) => e.kind === 'range' && portFits(e, port) && inCidr(ip, e.range));
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const LOOPBACK: ResolvedAddress[] = [
  { address: '127.0.0.1', family: 4 },
  { address: '::1', family: 6 },
];

export const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** `localhost` and `*.localhost` are loopback by definition (RFC 6761); Node's resolver does not know the second. */
const isLocalhostName = (name: string) => name === 'localhost' || name.endsWith('.localhost');

/**
 * The addresses a call to hostname:port may connect to: the literal itself, or what the name
 * resolves to minus the blocked addresses the allow-list does not cover. Refuses (EgressError
 * `blocked_address`) when nothing is left, `dns` when the name does not resolve.
 */
export async function resolveAllowed(policy: EgressPolicy, hostname: string, port: number, resolve: Resolver = systemResolver): Promise<ResolvedAddress[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const literal = parseIp(bare);
  if (literal) {
    if (!addressAllowed(policy, literal, port)) throw new EgressError('blocked_address');
    return [{ address: bare, family: literal.version }];
  }
  const name = bare.toLowerCase().replace(/\.$/, '');
  const named = hostAllowed(policy, name, port);
  if (!named && METADATA_HOSTS.has(name)) throw new EgressError('blocked_address');
  let found: ResolvedAddress[];
  try {
    found = isLocalhostName(name) ? LOOPBACK : await resolve(name);
  } catch (e) {
    throw new EgressError('dns', { cause: e });
  }
  if (found.length === 0) throw new EgressError('dns');
  if (named) return found;
  const usable = found.filter((a) => {
    const ip = parseIp(a.address);
    return ip !== null && addressAllowed(policy, ip, port);
  });
  if (usable.length === 0) throw new EgressError('blocked_address');
  return usable;
}
