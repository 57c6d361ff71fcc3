import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetPages, INTERNAL_HEADER, internalSecret, type PageFetcher } from './page-cache';
import { guardInternalPage, securePage, staticPage, staticPagePath } from './static-pages';

const visit = { host: 'sso.localhost', isSsoHost: true, signedIn: false, locale: 'zh-CN' as const };
const none = new URLSearchParams();

beforeAll(() => {
  process.env.SESSION_SECRET ??= 'static-pages-test-secret-static-pages-01';
});
afterEach(() => forgetPages());

function req(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new NextRequest(url, { method, headers: { host: new URL(url).host, ...headers } });
}

const PAGE = '<html><body><script>self.__next_f.push([0])</script><script src="/_next/static/chunks/a.js"></script></body></html>';
const fetched: string[] = [];
const fetcher: PageFetcher = async (path) => {
  fetched.push(path);
  return { status: 200, type: 'text/html; charset=utf-8', body: Buffer.from(PAGE) };
};

describe('which visits get the static page', () => {
  it('login, agreement and the error pages map to the render of their host and locale', () => {
    for (const p of ['/login', '/agreement', '/403', '/404', '/500', '/501']) {
      expect(staticPagePath(p, none, visit)).toBe(`/prerendered/sso.localhost/zh-CN${p}`);
    }
    expect(staticPagePath('/login', none, { ...visit, host: 'uc.localhost', isSsoHost: false, locale: 'en-US' })).toBe('/prerendered/uc.localhost/en-US/login');
  });

  it('other pages are not static', () => {
    for (const p of ['/', '/apps', '/index', '/logout', '/sso-logout', '/unsubscribeEmailHtml', '/login/x', '/prerendered/sso.localhost/zh-CN/login']) {
      expect(staticPagePath(p, none, visit)).toBeUndefined();
    }
  });

  it('/sso is the static login screen only on the SSO host, without a session or with the logout flag', () => {
    expect(staticPagePath('/sso', new URLSearchParams('appCode=DEMO&redirect=x'), visit)).toBe('/prerendered/sso.localhost/zh-CN/sso');
    expect(staticPagePath('/sso', none, { ...visit, signedIn: true })).toBeUndefined();
    expect(staticPagePath('/sso', new URLSearchParams('logout=1'), { ...visit, signedIn: true })).toBe('/prerendered/sso.localhost/zh-CN/sso');
    expect(staticPagePath('/sso', none, { ...visit, host: 'demo.localhost', isSsoHost: false })).toBeUndefined();
  });
});

describe('serving the static pages', () => {
  it('answers from the kept page with the hashes of its inline scripts, an ETag and 304 on revalidation', async () => {
    const first = await staticPage(req('http://sso.localhost:3000/sso', { 'accept-language': 'en-US,en;q=0.9' }), { isSsoHost: true, signedIn: false }, fetcher);
    expect(first?.status).toBe(200);
    expect(await first?.text()).toBe(PAGE);
    expect(fetched.at(-1)).toBe('/prerendered/sso.localhost/en-US/sso');
    const csp = first?.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(first?.headers.get('cache-control')).toBe('private, no-cache');
    expect(first?.headers.get('x-concierge-page-cache')).toBe('MISS');

    const again = await staticPage(req('http://sso.localhost:3000/sso', { 'if-none-match': first!.headers.get('etag')! }), { isSsoHost: true, signedIn: false, language: 'en-US' }, fetcher);
    expect(again?.status).toBe(304);
    expect(again?.headers.get('x-concierge-page-cache')).toBe('HIT');
  });

  it('the language parameter wins over the cookie, the cookie over the browser', async () => {
    await staticPage(req('http://uc.localhost:3000/agreement', { cookie: 'SYS_LANG=en-US', 'accept-language': 'zh-CN' }), { isSsoHost: false, signedIn: true }, fetcher);
    expect(fetched.at(-1)).toBe('/prerendered/uc.localhost/en-US/agreement');
    await staticPage(req('http://uc.localhost:3000/agreement', { cookie: 'SYS_LANG=en-US' }), { isSsoHost: false, signedIn: true, language: 'zh-CN' }, fetcher);
    expect(fetched.at(-1)).toBe('/prerendered/uc.localhost/zh-CN/agreement');
  });

  it('client-router requests and other methods are rewritten to the rendered page, not answered from memory', async () => {
    const rsc = await staticPage(req('http://sso.localhost:3000/login?_rsc=x', { rsc: '1' }), { isSsoHost: true, signedIn: false }, fetcher);
    expect(rsc?.headers.get('x-middleware-rewrite')).toContain('/prerendered/sso.localhost/zh-CN/login');
    const post = await staticPage(req('http://sso.localhost:3000/login', {}, 'POST'), { isSsoHost: true, signedIn: false }, fetcher);
    expect(post?.headers.get('x-middleware-rewrite')).toContain('/prerendered/sso.localhost/zh-CN/login');
  });

  it('when the page cannot be had, the rendered page is served with inline scripts allowed rather than a broken page', async () => {
    const failing: PageFetcher = async () => {
      throw new Error('connection refused');
    };
    const res = await staticPage(req('http://sso.localhost:3000/login'), { isSsoHost: true, signedIn: false }, failing);
    expect(res?.headers.get('x-middleware-rewrite')).toContain('/prerendered/sso.localhost/zh-CN/login');
    expect(res?.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
  });

  it('pages that depend on the visit are left to the caller', async () => {
    expect(await staticPage(req('http://sso.localhost:3000/apps'), { isSsoHost: true, signedIn: true }, fetcher)).toBeUndefined();
    expect(await staticPage(req('http://sso.localhost:3000/sso'), { isSsoHost: true, signedIn: true }, fetcher)).toBeUndefined();
  });
});

describe('the internal segment and the dynamic pages', () => {
  it('/prerendered/... answers only the proxy\'s own fetch', () => {
    expect(guardInternalPage(req('http://sso.localhost:3000/prerendered/sso.localhost/zh-CN/login'))?.status).toBe(404);
    expect(guardInternalPage(req('http://sso.localhost:3000/prerendered/sso.localhost/zh-CN/login', { [INTERNAL_HEADER]: 'guess' }))?.status).toBe(404);
    const own = guardInternalPage(req('http://sso.localhost:3000/prerendered/sso.localhost/zh-CN/login', { [INTERNAL_HEADER]: internalSecret() }));
    expect(own?.headers.get('x-middleware-next')).toBe('1');
    expect(guardInternalPage(req('http://sso.localhost:3000/prerenderedx'))).toBeUndefined();
  });

  it('a dynamic page gets a fresh nonce in its policy, passed to the render in the request headers', () => {
    const headers = new Headers();
    const a = securePage(req('http://uc.localhost:3000/index'), headers, fetcher);
    const policy = a.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
    expect(headers.get('content-security-policy')).toBe(policy);
    const b = securePage(req('http://uc.localhost:3000/index'), new Headers(), fetcher);
    expect(b.headers.get('content-security-policy')).not.toBe(policy);
  });

  it('the static 404 page of unknown addresses is allowed its own scripts, by hash', async () => {
    const NOT_FOUND = '<html><body><h1>404</h1><script>self.__next_f.push([9])</script></body></html>';
    const probes: string[] = [];
    const notFoundFetcher: PageFetcher = async (path) => {
      probes.push(path);
      return { status: 404, type: 'text/html; charset=utf-8', body: Buffer.from(NOT_FOUND) };
    };
    const first = securePage(req('http://uc.localhost:3000/nothing-here'), new Headers(), notFoundFetcher);
    await new Promise((r) => setTimeout(r, 10));
    const later = securePage(req('http://uc.localhost:3000/nothing-here'), new Headers(), notFoundFetcher);
    const scripts = (p: string | null) => p?.split('; ').find((d) => d.startsWith('script-src'))?.split(' ') ?? [];
    expect(scripts(first.headers.get('content-security-policy')).filter((s) => s.startsWith("'sha256-"))).toHaveLength(0);
    expect(scripts(later.headers.get('content-security-policy')).filter((s) => s.startsWith("'sha256-"))).toHaveLength(1);
    expect(probes).toHaveLength(1);
  });

  it('HSTS and upgrade-insecure-requests over HTTPS; neither over plain HTTP, nor for a client claiming HTTPS', () => {
    const plain = securePage(req('http://uc.localhost:3000/index'), new Headers(), fetcher);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    const claimed = securePage(req('http://uc.localhost:3000/index', { 'x-forwarded-proto': 'https' }), new Headers(), fetcher);
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    const secure = securePage(req('https://uc.localhost:3000/index'), new Headers(), fetcher);
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(secure.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
