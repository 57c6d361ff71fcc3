/**
 * HTTP for OpenID Connect tests: Node does not resolve *.localhost, so requests to a
 * `*.localhost:<port>` URL go to 127.0.0.1 with that Host (as Chromium would send them). A
 * `fetch` for openid-client's customFetch, and a browser with a cookie jar that follows no redirect
 * by itself (the test reads each hop).
 */
import http from 'node:http';

export type Route = (url: URL) => number;
/** Where a request goes: the URL's own port on loopback; a test of several instances routes one public address to them in turn. */
let route: Route = (url) => Number(url.port || 80);
export function routeRequests(next: Route | undefined): void {
  route = next ?? ((url) => Number(url.port || 80));
}

function target(url: URL): { host: string; port: number; hostHeader: string } {
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  return { host: local ? '127.0.0.1' : url.hostname, port: local ? route(url) : Number(url.port || 80), hostHeader: url.host };
}

/** fetch over node:http for *.localhost addresses (openid-client's customFetch). */
export async function localFetch(input: string | URL, init: { method?: string; headers?: HeadersInit; body?: BodyInit | null; signal?: AbortSignal | null } = {}): Promise<Response> {
  const url = new URL(String(input));
  const { host, port, hostHeader } = target(url);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((v, k) => (headers[k] = v));
  headers.host = hostHeader;
  let body: Buffer | undefined;
  if (init.body != null) {
    body = Buffer.from(await new Response(init.body).arrayBuffer());
    headers['content-length'] = String(body.length);
    if (init.body instanceof URLSearchParams) headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
  }
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port, path: url.pathname + url.search, method: init.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (Array.isArray(v)) for (const x of v) h.append(k, x);
          else if (v !== undefined) h.set(k, String(v));
        }
        const status = res.statusCode ?? 0;
        const empty = status === 204 || status === 304;
        const response = new Response(empty ? null : Buffer.concat(chunks), { status, headers: h });
        Object.defineProperty(response, 'url', { value: url.href });
        resolve(response);
      });
    });
    req.on('error', reject);
    init.signal?.addEventListener('abort', () => req.destroy(new Error('aborted')));
    req.end(body);
  });
}

export interface Hop {
  status: number;
  location: string;
  body: string;
  headers: Headers;
}

/** A browser: cookies per host (name=value), GET and form POST without following redirects. */
export class HttpBrowser {
  readonly jar = new Map<string, Map<string, string>>();

  cookie(host: string, name: string, value: string): void {
    const m = this.jar.get(host) ?? new Map<string, string>();
    m.set(name, value);
    this.jar.set(host, m);
  }

  private cookieHeader(host: string): string {
    return [...(this.jar.get(host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: 'GET' | 'POST', address: string | URL, form?: Record<string, string>): Promise<Hop> {
    const url = new URL(String(address));
    const headers: Record<string, string> = { 'user-agent': 'vitest' };
    const cookie = this.cookieHeader(url.host);
    if (cookie) headers.cookie = cookie;
    const res = await localFetch(url, { method, headers, body: form ? new URLSearchParams(form) : undefined });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      const m = this.jar.get(url.host) ?? new Map<string, string>();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || pair.slice(i + 1) === '') m.delete(pair.slice(0, i));
      else m.set(pair.slice(0, i), pair.slice(i + 1));
      this.jar.set(url.host, m);
    }
    const location = res.headers.get('location') ?? '';
    return { status: res.status, location: location ? new URL(location, url).href : '', body: await res.text(), headers: res.headers };
  }

  /** Follows redirects until one leaves for `stopAt` (an origin + path prefix) or a page answers. */
  async follow(address: string, stopAt?: string, limit = 10): Promise<{ last: Hop; url: string; trail: string[] }> {
    let url = address;
    const trail: string[] = [url];
    for (let i = 0; i < limit; i++) {
      if (stopAt && url.startsWith(stopAt)) return { last: { status: 0, location: url, body: '', headers: new Headers() }, url, trail };
      const hop = await this.request('GET', url);
      if (hop.status < 300 || hop.status >= 400 || !hop.location) return { last: hop, url, trail };
      url = hop.location;
      trail.push(url);
    }
    throw new Error(`too many redirects: ${trail.join(' -> ')}`);
  }
}
