/**
 * The allowed-outside-link check (portal.md section 5): allowed protocol, domain and port lists
 * restrict links; an empty list allows all; a URL without a port counts as port 80. Judged on the
 * parsed URL, never on string prefixes, so `https://good.example@evil.example` is evil.example.
 */
export interface OutsideLinkRules {
  protocols: string[];
  domains: string[];
  ports: number[];
}

/** A domain entry matches itself; an entry starting with "." or "*." also matches its subdomains. */
function domainAllowed(host: string, domains: string[]): boolean {
  if (domains.length === 0) return true;
  return domains.some((d) => {
    const entry = d.toLowerCase();
    if (entry.startsWith('*.') || entry.startsWith('.')) {
      const suffix = entry.slice(entry.indexOf('.'));
      return host.endsWith(suffix) && host.length > suffix.length;
    }
    return host === entry;
  });
}

export function parseOutsideLink(raw: string, base?: string): URL | undefined {
  try {
    return base ? new URL(raw, base) : new URL(raw);
  } catch {
    return undefined;
  }
}

export function isAllowedOutsideLink(raw: string, rules: OutsideLinkRules): boolean {
  if (!raw || /[\u0000-\u001f\\]/.test(raw)) return false;
  const url = parseOutsideLink(raw);
  if (!url) return false;
  if (url.username || url.password) return false;
  const protocol = url.protocol.replace(/:$/, '');
  // Scripts and data are never links, whatever the list says.
  if (['javascript', 'data', 'vbscript', 'file', 'blob'].includes(protocol)) return false;
  if (rules.protocols.length > 0 && !rules.protocols.includes(protocol)) return false;
  if (!domainAllowed(url.hostname.toLowerCase(), rules.domains)) return false;
  const port = url.port ? Number(url.port) : 80;
  if (rules.ports.length > 0 && !rules.ports.includes(port)) return false;
  return true;
}
