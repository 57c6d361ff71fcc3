/** Matching an IP against lists of single IPs, IPv4 CIDR blocks (10.0.0.0/8) and ranges (a.b.c.d-e.f.g.h). */
function v4(ip: string): number | undefined {
  const parts = ip.trim().split('.');
  if (parts.length !== 4) return undefined;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return undefined;
    const b = Number(p);
    if (b > 255) return undefined;
    n = n * 256 + b;
  }
  return n;
}

function normalize(ip: string): string {
  const s = ip.trim().toLowerCase();
  return s.startsWith('::ffff:') ? s.slice(7) : s;
}

export function ipMatches(ip: string, entry: string): boolean {
  const addr = normalize(ip);
  const e = entry.trim();
  if (!e) return false;
  if (e.includes('/')) {
    const [base = '', bitsText = ''] = e.split('/');
    const b = v4(base);
    const a = v4(addr);
    const bits = Number(bitsText);
    if (a === undefined || b === undefined || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
    if (bits === 0) return true;
    const mask = (0xffffffff << (32 - bits)) >>> 0;
    return ((a & mask) >>> 0) === ((b & mask) >>> 0);
  }
  if (e.includes('-')) {
    const [from = '', to = ''] = e.split('-');
    const a = v4(addr);
    const lo = v4(from);
    const hi = v4(to);
    return a !== undefined && lo !== undefined && hi !== undefined && a >= lo && a <= hi;
  }
  return normalize(e) === addr;
}

/** Entries separated by new lines or commas. */
export function ipInList(ip: string, list: string | null | undefined): boolean {
  if (!list) return false;
  return list.split(/[\n,;]+/).some((entry) => ipMatches(ip, entry));
}
