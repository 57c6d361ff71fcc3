/**
 * Calls the BFF's route handlers in-process like a browser on one host: keeps that host's cookies,
 * sends Origin on state-changing calls, and returns status, envelope and headers.
 */
import { apiHandler } from '@/lib/bff/dispatch';
import type { ApiBase } from '@/lib/bff/endpoint';
import { GET as exchange } from '@/app/api/session/exchange/route';
import { EXCHANGE_HEADERS, toExchangeHeader } from '@/lib/bff/ticket-exchange';
import { newState, STATE_COOKIE } from '@/lib/bff/sso/state';

export interface BffResponse<T = unknown> {
  status: number;
  body: { result: number; msg: string; retVal: T };
  headers: Headers;
}

export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly host: string,
    readonly ip = '127.0.0.1',
    readonly language = 'zh-CN',
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async api<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: {
      body?: unknown;
      /** A body sent as it is, its content type the one fetch gives it (a form, a string), instead of JSON. */
      raw?: BodyInit;
      query?: Record<string, string>;
      base?: ApiBase;
      origin?: string | null;
      headers?: Record<string, string>;
    } = {},
  ): Promise<BffResponse<T>> {
    const base = options.base ?? 'uc';
    const prefix = base === 'uc' ? '/api/uc' : base === 'message' ? '/api/internal-message' : '/api/translate';
    const url = new URL(`http://${this.host}${prefix}${path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
    const headers = new Headers({ host: this.host, 'x-concierge-remote-addr': this.ip, language: this.language, 'user-agent': 'vitest', ...options.headers });
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const origin = options.origin === undefined ? `http://${this.host}` : options.origin;
    if (method !== 'GET' && origin) headers.set('origin', origin);
    if (method === 'GET' && origin) headers.set('sec-fetch-site', 'same-origin');
    if (options.body !== undefined) headers.set('content-type', 'application/json');
    const request = new Request(url, { method, headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
    const segments = path.split('?')[0]!.split('/').filter(Boolean).map(decodeURIComponent);
    const response = await apiHandler(base)(request, { params: Promise.resolve({ path: segments }) });
    this.keep(response.headers);
    return { status: response.status, body: (await response.json()) as BffResponse<T>['body'], headers: response.headers };
  }

  /**
   * What an application host does before sending this browser to the SSO host: sets its state
   * cookie; returns the state the SSO host mints the ticket for (lib/bff/sso/state.ts).
   */
  beginRoundTrip(): string {
    const { state, cookieValue } = newState(this.cookies.get(STATE_COOKIE), false);
    this.cookies.set(STATE_COOKIE, cookieValue);
    return state;
  }

  /** A GET of a route handler of this host (CAS's, /sso's), with this browser's cookies; the ones it sets are kept. */
  async visit(handler: (request: Request) => Promise<Response>, pathAndQuery: string): Promise<Response> {
    const headers = new Headers({ host: this.host, 'x-concierge-remote-addr': this.ip, 'user-agent': 'vitest', 'accept-language': this.language });
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const response = await handler(new Request(new URL(`http://${this.host}${pathAndQuery}`), { headers }));
    this.keep(response.headers);
    return response;
  }

  /** A page load carrying a ticket, as proxy.ts hands it to the exchange route. */
  async exchange(ticket: string, next = '/index', service?: string): Promise<{ status: number; location: string | null }> {
    const url = new URL(`http://${this.host}/api/session/exchange`);
    const headers = new Headers({ host: this.host, 'x-concierge-remote-addr': this.ip, [EXCHANGE_HEADERS.ticket]: toExchangeHeader(ticket), [EXCHANGE_HEADERS.next]: next });
    if (service) headers.set(EXCHANGE_HEADERS.service, toExchangeHeader(service));
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const response = await exchange(new Request(url, { headers }));
    this.keep(response.headers);
    return { status: response.status, location: response.headers.get('location') };
  }
}

/** What a server component of `browser`'s host would see (for decideSso). */
export async function pageRequestOf(browser: Browser): Promise<import('@/lib/bff/page-session').PageRequest> {
  const { unsealData } = await import('iron-session');
  const { runtime } = await import('@/lib/server/runtime');
  const { appForHost } = await import('@/lib/config/static-config');
  const { SESSION_COOKIE } = await import('@/lib/bff/session');
  const rt = runtime();
  const raw = browser.cookies.get(SESSION_COOKIE);
  const data: Record<string, unknown> = raw ? await unsealData<Record<string, unknown>>(raw, { password: rt.env.SESSION_SECRET }).catch(() => ({})) : {};
  const session = typeof data.token === 'string' ? (data as unknown as import('@/lib/bff/session').SessionData) : null;
  const app = appForHost(browser.host, rt.config);
  return {
    host: browser.host,
    locale: 'zh-CN',
    app,
    session,
    call: app ? { token: session?.token, locale: 'zh-CN', ip: browser.ip, userAgent: 'vitest', appCode: app.appCode, host: browser.host } : undefined,
  };
}
