/**
 * The client's IP. server.ts writes the socket address into REMOTE_ADDR_HEADER (replacing anything
 * the client sent); X-Forwarded-For is believed only when that address is a trusted proxy.
 */
export const REMOTE_ADDR_HEADER = 'x-concierge-remote-addr';

function normalize(ip: string): string {
  const s = ip.trim();
  return s.startsWith('::ffff:') ? s.slice(7) : s;
}

export function parseTrustedProxies(list: string): Set<string> {
  return new Set(list.split(',').map((s) => normalize(s)).filter(Boolean));
}

export function clientIp(headers: Headers, trusted: Set<string>): string {
  const remote = normalize(headers.get(REMOTE_ADDR_HEADER) ?? '') || 'unknown';
  if (!trusted.has(remote)) return remote;
  // Walk X-Forwarded-For from the right: the first address that is not one of our proxies is the client.
  const chain = (headers.get('x-forwarded-for') ?? '').split(',').map(normalize).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (!trusted.has(hop)) return hop;
  }
  return chain[0] ?? remote;
}

/** Whether the original request was HTTPS (only a trusted proxy may say so). */
export function isHttps(headers: Headers, requestUrl: string, trusted: Set<string>): boolean {
  if (requestUrl.startsWith('https:')) return true;
  const remote = normalize(headers.get(REMOTE_ADDR_HEADER) ?? '');
  return trusted.has(remote) && (headers.get('x-forwarded-proto') ?? '').split(',')[0]?.trim() === 'https';
}
