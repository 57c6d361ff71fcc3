import { afterEach, describe, expect, it } from 'vitest';
import { cachedPage, forgetPages, pageEntry, TTL_MS, type PageFetcher } from './page-cache';

const html = (n: number) => Buffer.from(`<html><body><p>v${n}</p><script>self.__next_f.push([${n}])</script></body></html>`);

function fetcher(status = 200): PageFetcher & { calls: string[] } {
  const calls: string[] = [];
  let n = 0;
  const f: PageFetcher = async (path) => {
    calls.push(path);
    await new Promise((r) => setTimeout(r, 5));
    return { status, type: 'text/html; charset=utf-8', body: html(++n) };
  };
  return Object.assign(f, { calls });
}

const PATH = '/prerendered/sso.localhost/zh-CN/login';

afterEach(() => forgetPages());

describe('kept static pages', () => {
  it('fetches a page once, then answers from memory with the same bytes and hashes', async () => {
    const f = fetcher();
    const first = await cachedPage(PATH, 'sso.localhost', f);
    const second = await cachedPage(PATH, 'sso.localhost', f);
    expect(first?.hit).toBe(false);
    expect(second?.hit).toBe(true);
    expect(second?.page.body.equals(first!.page.body)).toBe(true);
    expect(second?.page.scripts).toEqual(first?.page.scripts);
    expect(first?.page.scripts).toHaveLength(1);
    expect(f.calls).toHaveLength(1);
  });

  it('visits arriving together wait for one fetch', async () => {
    const f = fetcher();
    const all = await Promise.all(Array.from({ length: 20 }, () => cachedPage(PATH, 'sso.localhost', f)));
    expect(f.calls).toHaveLength(1);
    expect(new Set(all.map((r) => r?.page.etag)).size).toBe(1);
  });

  it('after the TTL the kept copy is still served while a fresh one is fetched behind it', async () => {
    const f = fetcher();
    const first = await cachedPage(PATH, 'sso.localhost', f);
    const stale = await cachedPage(PATH, 'sso.localhost', f, Date.now() + TTL_MS + 1);
    expect(stale?.page.etag).toBe(first?.page.etag);
    await new Promise((r) => setTimeout(r, 20));
    const fresh = await cachedPage(PATH, 'sso.localhost', f);
    expect(f.calls).toHaveLength(2);
    expect(fresh?.page.etag).not.toBe(first?.page.etag);
  });

  it('an error answer is not kept, and forgetting a host drops only its pages', async () => {
    expect(await cachedPage(PATH, 'sso.localhost', fetcher(500))).toBeUndefined();
    const f = fetcher();
    await cachedPage(PATH, 'sso.localhost', f);
    await cachedPage('/prerendered/uc.localhost/zh-CN/login', 'uc.localhost', f);
    forgetPages('uc.localhost');
    expect((await cachedPage(PATH, 'sso.localhost', f))?.hit).toBe(true);
    expect((await cachedPage('/prerendered/uc.localhost/zh-CN/login', 'uc.localhost', f))?.hit).toBe(false);
  });

  it('the ETag follows the bytes', () => {
    expect(pageEntry(html(1)).etag).toBe(pageEntry(html(1)).etag);
    expect(pageEntry(html(1)).etag).not.toBe(pageEntry(html(2)).etag);
  });
});
