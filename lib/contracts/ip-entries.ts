/** Address-list entries of the login-security pages; free of zod so the browser's forms can check them too. */

/** One white-list entry: an IPv4 address, a CIDR block (10.0.0.0/8) or a range (a.b.c.d-e.f.g.h). */
export function isIpEntry(entry: string): boolean {
  const v4 = (s: string) => /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(s) && s.split('.').every((p) => Number(p) <= 255);
  const e = entry.trim();
  if (e.includes('/')) {
    const [base = '', bits = ''] = e.split('/');
    return v4(base) && /^\d{1,2}$/.test(bits) && Number(bits) <= 32;
  }
  if (e.includes('-')) {
    const [from = '', to = ''] = e.split('-').map((s) => s.trim());
    return v4(from) && v4(to);
  }
  return v4(e);
}

/** The entries of an address list (one per line; commas and semicolons also separate). */
export const ipEntries = (text: string): string[] =>
  text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
