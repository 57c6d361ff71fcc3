/** The origin (scheme://host:port) the browser used for this request. */
import { isHttps } from '@/lib/security/client-ip';

export function requestOrigin(request: Request, trusted: Set<string>): string {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  return `${isHttps(request.headers, request.url, trusted) ? 'https' : 'http'}://${host}`;
}
