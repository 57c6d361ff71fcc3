import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cachedPage, forgetPages, type PageFetcher } from './page-cache';
import { staticPage } from './static-pages';
import { answerPlainStaticVisit, type PlainVisit } from './static-visit';

beforeAll(() => {
  process.env.SESSION_SECRET ??= 'static-visit-test-secret-static-visit-01';
});
afterEach(() => forgetPages());

const PAGE = '<html><body><script>self.__next_f.push([1])</script><script src="/_next/static/chunks/b.js"></script></body></html>';
const fetcher: PageFetcher = async () => ({ status: 200, type: 'text/html; charset=utf-8', body: Buffer.from(PAGE) });

const visit = (url: string, headers: Record<string, string> = {}, method = 'GET'): PlainVisit => ({
  method,
  url,
  headers: { host: 'sso.localhost:3000', ...headers },
  https: false,
  hsts: false,
});

/** The page as the proxy keeps it after its first visit. */
const keep = (path: string) => cachedPage(path, 'sso.localhost:3000', fetcher);

describe('a plain visit of a kept static page is answered without Next', () => {
  it('with the bytes and exactly the headers the proxy gives the same visit', async () => {
    await keep('/prerendered/sso.localhost/zh-CN/login');
    const fast = answerPlainStaticVisit(visit('/login'));
    expect(fast?.status).toBe(200);
    expect(fast?.body?.toString()).toBe(PAGE);
    const viaProxy = await staticPage(new NextRequest('http://sso.localhost:3000/login', { headers: { host: 'sso.localhost:3000' } }), { isSsoHost: true, signedIn: false }, fetcher);
    for (const name of ['content-type', 'cache-control', 'vary', 'etag', 'content-security-policy', 'content-length', 'x-concierge-page-cache']) {
      expect(fast?.headers[name], name).toBe(viaProxy?.headers.get(name));
    }
  });

  it('revalidation by ETag gets 304 without a body; HEAD gets the headers only', async () => {
    await keep('/prerendered/sso.localhost/zh-CN/agreement');
    const first = answerPlainStaticVisit(visit('/agreement'))!;
    const again = answerPlainStaticVisit(visit('/agreement', { 'if-none-match': first.headers.etag! }));
    expect(again?.status).toBe(304);
    expect(again?.body).toBeUndefined();
    const head = answerPlainStaticVisit(visit('/agreement', {}, 'HEAD'));
    expect(head?.status).toBe(200);
    expect(head?.body).toBeUndefined();
    expect(head?.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
  });

  it('the language cookie picks the page of its locale, and a locale not kept yet goes to the proxy', async () => {
    await keep('/prerendered/sso.localhost/en-US/login');
    expect(answerPlainStaticVisit(visit('/login', { cookie: 'SYS_LANG=en-US', 'accept-language': 'zh-CN' }))?.status).toBe(200);
    expect(answerPlainStaticVisit(visit('/login', { 'accept-language': 'zh-CN' }))).toBeUndefined();
  });

  it('HSTS goes with the page when asked for', async () => {
    await keep('/prerendered/sso.localhost/zh-CN/login');
    expect(answerPlainStaticVisit({ ...visit('/login'), hsts: true })?.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(answerPlainStaticVisit(visit('/login'))?.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('every other visit goes through the proxy as before', () => {
  it('a query, a session cookie, a client-router request, another method, a page that is not static, an unknown host', async () => {
    await keep('/prerendered/sso.localhost/zh-CN/login');
    expect(answerPlainStaticVisit(visit('/login?language=en-US'))).toBeUndefined();
    expect(answerPlainStaticVisit(visit('/login?ssoError=1'))).toBeUndefined();
    expect(answerPlainStaticVisit(visit('/login', { cookie: 'SYS_LANG=zh-CN; concierge_session=abc' }))).toBeUndefined();
    expect(answerPlainStaticVisit(visit('/login', { rsc: '1' }))).toBeUndefined();
    expect(answerPlainStaticVisit(visit('/login', {}, 'POST'))).toBeUndefined();
    expect(answerPlainStaticVisit(visit('/apps'))).toBeUndefined();
    expect(answerPlainStaticVisit(visit('/login', { host: 'evil.example' }))).toBeUndefined();
  });

  it('the login page of a host that signs in through the SSO host, and /sso on an application host', async () => {
    await cachedPage('/prerendered/uc.localhost/zh-CN/login', 'uc.localhost:3000', fetcher);
    await cachedPage('/prerendered/uc.localhost/zh-CN/sso', 'uc.localhost:3000', fetcher);
    expect(answerPlainStaticVisit(visit('/login', { host: 'uc.localhost:3000' }))).toBeUndefined();
    expect(answerPlainStaticVisit(visit('/sso', { host: 'uc.localhost:3000' }))).toBeUndefined();
    // A host with its own login page gets it.
    await cachedPage('/prerendered/iwork.localhost/zh-CN/login', 'iwork.localhost:3000', fetcher);
    expect(answerPlainStaticVisit(visit('/login', { host: 'iwork.localhost:3000' }))?.status).toBe(200);
  });

  it('a kept page older than its time to live is left to the proxy, which fetches a fresh one', async () => {
    await keep('/prerendered/sso.localhost/zh-CN/login');
    const realNow = Date.now;
    Date.now = () => realNow() + 61_000;
    try {
      expect(answerPlainStaticVisit(visit('/login'))).toBeUndefined();
    } finally {
      Date.now = realNow;
    }
  });
});
