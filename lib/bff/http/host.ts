/**
 * Strict parsing of the Host header: a host name (or a bracketed IPv6 address) and an optional
 * port, nothing else. `sso.localhost:3000@evil.example`, `sso.localhost:evil.example`, spaces,
 * paths and user-info are refused, so nothing built from the host can point elsewhere.
 */
export interface ParsedHost {
  /** Lower-case host name without port (IPv6 keeps its brackets). */
  name: string;
  /** The port as sent, or undefined. */
  port?: number;
  /** name[:port] as it should appear in an address. */
  authority: string;
}

const NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/;
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/;

export function parseHost(raw: string | null | undefined): ParsedHost | undefined {
  if (!raw) return undefined;
  const value = raw.trim().toLowerCase();
  let name: string;
  let portText: string | undefined;
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end < 0) return undefined;
    name = value.slice(0, end + 1);
    const rest = value.slice(end + 1);
    if (rest !== '' && !rest.startsWith(':')) return undefined;
    portText = rest ? rest.slice(1) : undefined;
    if (!IPV6.test(name)) return undefined;
  } else {
    const colon = value.indexOf(':');
    name = colon < 0 ? value : value.slice(0, colon);
    portText = colon < 0 ? undefined : value.slice(colon + 1);
    if (!NAME.test(name)) return undefined;
    name = name.replace(/\.$/, '');
  }
  let port: number | undefined;
  if (portText !== undefined) {
    if (!/^\d{1,5}$/.test(portText)) return undefined;
    port = Number(portText);
    if (port < 1 || port > 65535) return undefined;
  }
  return { name, port, authority: port === undefined ? name : `${name}:${port}` };
}
