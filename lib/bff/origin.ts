/** The origin (scheme://host:port) the browser used for this request. */
import { isHttps } from '@/lib/security/client-ip';
import { parseHost } from './http/host';

export function requestOrigin(request: { url: string; headers: Headers }, trusted: Set<string>): string {
  const url = new URL(request.url);
  // Only a strictly parsed Host (name and port) goes into an address.
  const host = parseHost(request.headers.get('host'))?.authority ?? url.host;
  return `${isHttps(request.headers, request.url, trusted) ? 'https' : 'http'}://${host}`;
}
