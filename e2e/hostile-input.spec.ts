/**
 * No 5xx from input on any route family the application serves (issue 17 item 7), against the
 * production start (`npm start`: server.ts, the built Next pages, the BFF). The families are read
 * from the source (tests/support/route-families.ts: every page.tsx and route.ts of app/, and the live
 * channel's path of server.ts); each is asked with percent-escapes that do not decode, odd ids
 * (unknown, hex, exponent, boolean, negative, out of range) and broken query strings, anonymously
 * on the SSO host and an application host, and signed in as the group administrator on the user
 * center. The BFF calls themselves are walked in tests/integration/hostile-input.integration.test.ts.
 */
import { expect, test } from '@playwright/test';
import { httpCall, type HttpAnswer } from '../tests/support/http-call';
import { hostileAddresses, pageFamilies, type PageFamily } from '../tests/support/route-families';
import { STOMP_PATH } from '../lib/realtime/stomp-server';
import { E2E } from './support/constants';

/** The live channel's path is server.ts's own (no file under app/): walked like a page family. */
const families: PageFamily[] = [
  ...pageFamilies(),
  { pattern: STOMP_PATH, file: 'server.ts', segments: STOMP_PATH.split('/').filter(Boolean).map((literal) => ({ literal })) },
];

async function signedInCookie(host: string): Promise<string> {
  const a = await httpCall(E2E.port, {
    method: 'POST',
    path: '/api/uc/login',
    host,
    headers: { origin: `http://${host}`, 'content-type': 'application/json' },
    // HQ has no repeat-login overwrite: this sign-in ends nobody else's.
    body: JSON.stringify({ unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' }),
  });
  expect(JSON.parse(a.body), a.body).toMatchObject({ result: 0 });
  return (a.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

/** Every hostile address of every family on `host`, a few at a time; the answers that are 5xx. */
async function walk(host: string, cookie?: string): Promise<{ asked: number; failures: string[] }> {
  const calls = families.flatMap((f) => hostileAddresses(f).map((path) => ({ family: f, path })));
  const failures: string[] = [];
  for (let i = 0; i < calls.length; i += 6) {
    const batch = calls.slice(i, i + 6);
    const answers: HttpAnswer[] = await Promise.all(batch.map((c) => httpCall(E2E.port, { path: c.path, host, headers: cookie ? { cookie } : {}, timeoutMs: 30_000 })));
    answers.forEach((a, j) => {
      if (a.status >= 500) failures.push(`${batch[j]!.family.file}: GET ${batch[j]!.path} -> ${a.status} ${a.body.slice(0, 100)}`);
    });
  }
  return { asked: calls.length, failures };
}

test.describe('every route family answers hostile input without a 5xx', () => {
  test.setTimeout(600_000);

  test('the families are read from the source and include the ones that answered 500 (security review row 6)', () => {
    const patterns = families.map((f) => f.pattern);
    expect(patterns.length).toBeGreaterThan(60);
    expect(patterns).toEqual(expect.arrayContaining(['/style-frame/[[...path]]', '/style-assets/[code]', '/files/[id]', '/code/[code]', '/style/[kind]', '/demo/[...path]', '/sso', '/api/session/exchange', STOMP_PATH]));
  });

  for (const who of ['anonymous on the SSO host', 'anonymous on the demo host', 'signed in on the user center'] as const) {
    test(who, async () => {
      const host = `${who.includes('SSO') ? 'sso' : who.includes('demo') ? 'demo' : 'uc'}.localhost:${E2E.port}`;
      const cookie = who.startsWith('signed in') ? await signedInCookie(host) : undefined;
      const { asked, failures } = await walk(host, cookie);
      expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
      expect(asked).toBeGreaterThan(800);
      // The row's addresses in particular: refused as malformed input, not a server error.
      for (const path of ['/style-frame/%C0%AF', '/style-frame/%FF', '/style-assets/%FF', '/files/%FF', '/code/%C0%AF', '/style/%C0%AF', '/demo/%C0%AF']) {
        const a = await httpCall(E2E.port, { path, host, headers: cookie ? { cookie } : {} });
        expect(a.status, path).toBe(400);
        expect(JSON.parse(a.body)).toMatchObject({ result: 40000 });
      }
    });
  }
});
