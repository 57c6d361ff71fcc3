/**
 * WeChat binding through a real OAuth2 server (oidc-provider, started here and allow-listed for the
 * egress client): the administrator asks for the authorisation address, the provider signs the
 * account in and sends back code and state, the account is bound once to the user the state was
 * issued for. A provider configured on an address that is not listed (security review row 3) is
 * never called. Also PMS accounts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signIn, UC_HOST } from '@/tests/support/console';
import type { Browser } from '@/tests/support/bff-client';
import { egressAllowing } from '@/tests/support/egress';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let server: http.Server;
let issuer: string;
let H001: number;
const REDIRECT = `http://${UC_HOST}/user/wechat-bind`;
/** An internal service on loopback, not allow-listed, answering like a provider with something to hide. */
let internal: http.Server;
let internalUrl: string;
const internalSeen: string[] = [];
const INTERNAL_ANSWER = 'INTERNAL-ANSWER-51c9';

beforeAll(async () => {
  server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  internal = http.createServer((req, res) => {
    internalSeen.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: INTERNAL_ANSWER, sub: INTERNAL_ANSWER, nickname: INTERNAL_ANSWER, picture: INTERNAL_ANSWER }));
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', () => resolve()));
  internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
  // The provider is on loopback too: allow-listed by address and port, as an operator would.
  h = await createHarness({ egress: egressAllowing(issuer) });
  [admin, h001admin] = await Promise.all([signIn('HQ', 'admin'), signIn('H001', 'h001admin')]);
  H001 = (await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } })).id;
  const provider = new Provider(issuer, {
    clients: [{ client_id: 'concierge', client_secret: 'concierge-secret', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'client_secret_post', grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], profile: ['nickname', 'picture'] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, nickname: `微信${sub}`, picture: `https://img.example/${sub}.png` }) }),
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key-test-cookie-key'] },
  });
  server.on('request', provider.callback());
  // Saved as an operator saves it: the client secret is sealed at rest (docs/decisions/092), and the
  // token call below only succeeds if the server opens it again.
  okOf(
    await admin.api('POST', '/sysOption/update', {
      body: {
        code: 'WECHAT_OAUTH',
        value: JSON.stringify({ authorizeUrl: `${issuer}/auth`, tokenUrl: `${issuer}/token`, userInfoUrl: `${issuer}/me`, clientId: 'concierge', clientSecret: 'concierge-secret', scope: 'openid profile', idField: 'sub' }),
      },
    }),
  );
  const stored = await h.db.prisma.systemOption.findFirstOrThrow({ where: { unitId: null, code: 'WECHAT_OAUTH' } });
  expect(stored.value).not.toContain('concierge-secret');
});
afterAll(async () => {
  await h?.close();
  await Promise.all([server, internal].map((s) => new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()))));
});

/** The person at the provider: signs in as `account`, consents, and is sent back with code and state. */
async function signInAtProvider(authorizeUrl: string, account: string): Promise<URL> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizeUrl;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(REDIRECT)) return new URL(url);
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
    keep(res);
    if (res.status === 200) {
      // An interaction page: answer its prompt (login, then consent) by posting its form.
      const html = await res.text();
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? (html.includes('name="login"') ? 'login' : 'consent');
      const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
      res = await fetch(new URL(action, issuer), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(prompt === 'login' ? { prompt, login: account, password: 'any' } : { prompt }),
      });
      keep(res);
    }
    const next = res.headers.get('location');
    if (!next) throw new Error(`provider stopped at ${res.status}: ${(await res.text()).slice(0, 200)}`);
    url = new URL(next, url).toString();
  }
  throw new Error('too many redirects at the provider');
}

const userOf = (code: string) => h.db.prisma.user.findUniqueOrThrow({ where: { unitId_code: { unitId: H001, code } } });

describe('WeChat binding', () => {
  it('binds the provider’s account to the user, once', async () => {
    const hk = await userOf('hk01');
    const { url } = okOf(await h001admin.api<{ url: string }>('GET', '/thirdPlatform/getBindWechatUrl', { query: { userId: String(hk.id), redirectUri: REDIRECT } }));
    expect(url).toMatch(new RegExp(`^${issuer}/auth\\?`));
    expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
    const back = await signInAtProvider(url, 'wx-hk01');
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    const bound = okOf(await h001admin.api<{ userId: number; account: { openId: string; nickname: string } }>('GET', '/thirdPlatform/bind', { query: { code, state } }));
    expect(bound).toMatchObject({ userId: hk.id, account: { openId: 'wx-hk01', nickname: '微信wx-hk01' } });
    expect((await userOf('hk01')).wechatBound).toBe(true);
    // The state is used once.
    refusedWith(await h001admin.api('GET', '/thirdPlatform/bind', { query: { code, state } }), 40026);
    const accounts = okOf(await h001admin.api<{ id: number; openId: string }[]>('GET', '/thirdPlatform/getWechatAccounts', { query: { userId: String(hk.id) } }));
    expect(accounts.map((a) => a.openId)).toEqual(['wx-hk01']);
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'ThirdPartyBinding', action: 'BIND' } });
    expect(audit.actorCode).toBe('h001admin');

    okOf(await h001admin.api('POST', '/thirdPlatform/remove', { body: { id: accounts[0]!.id } }));
    expect((await userOf('hk01')).wechatBound).toBe(false);
  });

  it('needs the user’s mobile first, this host as the return address, and the same administrator at both ends', async () => {
    const locked = await userOf('locked_user');
    refusedWith(await h001admin.api('GET', '/thirdPlatform/getBindWechatUrl', { query: { userId: String(locked.id), redirectUri: REDIRECT } }), 40025);
    const cashier = await userOf('cashier');
    refusedWith(await h001admin.api('GET', '/thirdPlatform/getBindWechatUrl', { query: { userId: String(cashier.id), redirectUri: 'http://evil.example/cb' } }), 40000);
    const { url } = okOf(await h001admin.api<{ url: string }>('GET', '/thirdPlatform/getBindWechatUrl', { query: { userId: String(cashier.id), redirectUri: REDIRECT } }));
    const back = await signInAtProvider(url, 'wx-cashier');
    refusedWith(await admin.api('GET', '/thirdPlatform/bind', { query: { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! } }), 40026);
    expect((await userOf('cashier')).wechatBound).toBe(false);
  });

  it('refuses an account already bound to someone else, and a wrong code', async () => {
    const [fom, cashier] = await Promise.all([userOf('fomanager'), userOf('cashier')]);
    const bind = async (userId: number, account: string) => {
      const { url } = okOf(await h001admin.api<{ url: string }>('GET', '/thirdPlatform/getBindWechatUrl', { query: { userId: String(userId), redirectUri: REDIRECT } }));
      const back = await signInAtProvider(url, account);
      return h001admin.api('GET', '/thirdPlatform/bind', { query: { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! } });
    };
    okOf(await bind(fom.id, 'wx-shared'));
    refusedWith(await bind(cashier.id, 'wx-shared'), 40900);
    const { url } = okOf(await h001admin.api<{ url: string }>('GET', '/thirdPlatform/getBindWechatUrl', { query: { userId: String(cashier.id), redirectUri: REDIRECT } }));
    const state = new URL(url).searchParams.get('state')!;
    const wrong = await h001admin.api('GET', '/thirdPlatform/bind', { query: { code: 'not-a-real-code', state } });
    refusedWith(wrong, 50012);
    expect(wrong.body.msg).toBe('获取授权失败');
  });

  it('keeps another hotel’s users out of reach', async () => {
    const h002 = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'h002admin' } });
    refusedWith(await h001admin.api('GET', '/thirdPlatform/getBindWechatUrl', { query: { userId: String(h002.id), redirectUri: REDIRECT } }), 40300);
    refusedWith(await h001admin.api('GET', '/thirdPlatform/getWechatAccounts', { query: { userId: String(h002.id) } }), 40300);
  });
});

describe('the provider’s addresses go through the egress policy (security review row 3)', () => {
  it('a unit’s WECHAT_OAUTH on loopback is never called, and nothing of its answer comes back', async () => {
    // H001's own administrator points the unit's provider at an internal address.
    const config = { authorizeUrl: `${internalUrl}/auth`, tokenUrl: `${internalUrl}/token`, userInfoUrl: `${internalUrl.replace('127.0.0.1', '[::ffff:127.0.0.1]')}/me`, clientId: 'c', clientSecret: 's', idField: 'sub' };
    okOf(await h001admin.api('POST', '/sysOption/saveUnitOption', { body: { unitId: H001, code: 'WECHAT_OAUTH', value: JSON.stringify(config) } }));
    try {
      const hk = await userOf('hk01');
      const { url } = okOf(await h001admin.api<{ url: string }>('GET', '/thirdPlatform/getBindWechatUrl', { query: { userId: String(hk.id), redirectUri: REDIRECT } }));
      const state = new URL(url).searchParams.get('state')!;
      const res = await h001admin.api('GET', '/thirdPlatform/bind', { query: { code: 'any-code', state } });
      refusedWith(res, 50013);
      expect(res.body.msg).toContain('blocked_address');
      expect(JSON.stringify(res.body)).not.toContain(INTERNAL_ANSWER);
      expect(internalSeen).toEqual([]);
      expect(await h.db.prisma.thirdPartyBinding.count({ where: { openId: INTERNAL_ANSWER } })).toBe(0);
      expect((await userOf('hk01')).wechatBound).toBe(false);
    } finally {
      await h.db.prisma.systemOption.deleteMany({ where: { unitId: H001, code: 'WECHAT_OAUTH' } });
    }
  });
});

describe('PMS accounts', () => {
  it('imports codes that do not clash, binds and unbinds them', async () => {
    const bad = await h001admin.api<{ fields: Record<string, string[]> }>('POST', '/pms/saveMappings', { body: { unitId: H001, pmsHotelCode: 'JC001', items: [{ pmsUserCode: 'bad-code' }] } });
    refusedWith(bad, 40000);
    refusedWith(await h001admin.api('POST', '/pms/saveMappings', { body: { unitId: H001, pmsHotelCode: 'JC001', items: [{ pmsUserCode: 'A'.repeat(31) }] } }), 40000);
    const clash = await h001admin.api<{ codes: string[] }>('POST', '/pms/saveMappings', { body: { unitId: H001, pmsHotelCode: 'JC001', items: [{ pmsUserCode: 'NEW1' }, { pmsUserCode: 'NEW1' }] } });
    refusedWith(clash, 40003);
    expect(clash.body.msg).toMatch(/NEW1/);
    const existing = await h.db.prisma.pmsUserMapping.findFirstOrThrow({ where: { unitId: H001 } });
    const taken = await h001admin.api('POST', '/pms/saveMappings', { body: { unitId: H001, pmsHotelCode: existing.pmsHotelCode, items: [{ pmsUserCode: existing.pmsUserCode }, { pmsUserCode: 'NEW2' }] } });
    refusedWith(taken, 40003);
    expect(await h.db.prisma.pmsUserMapping.count({ where: { pmsUserCode: 'NEW2' } })).toBe(0);
    expect(okOf(await h001admin.api('POST', '/pms/saveMappings', { body: { unitId: H001, pmsHotelCode: existing.pmsHotelCode, items: [{ pmsUserCode: 'NEW2', pmsUserName: '新账号', pmsDeptCode: 'FO' }] } }))).toEqual({ created: 1 });

    const cashier = await userOf('cashier');
    const detail = okOf(await h001admin.api<{ free: { id: number; pmsUserCode: string }[] }>('GET', '/pms/findPmsUserDetail', { query: { userId: String(cashier.id) } }));
    const fresh = detail.free.find((m) => m.pmsUserCode === 'NEW2')!;
    okOf(await h001admin.api('POST', '/pms/bindUser', { body: { mappingId: fresh.id, userId: cashier.id } }));
    expect((await userOf('cashier')).pmsAccount).toBe('NEW2');
    const depts = okOf(await h001admin.api<{ code: string }[]>('GET', '/pms/findDepts', { query: { unitId: String(H001) } }));
    expect(depts.map((d) => d.code)).toContain('FO');
    okOf(await h001admin.api('POST', '/pms/deleteMapping', { body: { id: fresh.id, unbindOnly: true } }));
    expect((await userOf('cashier')).pmsAccount).toBeNull();
    const h002 = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H002' } });
    refusedWith(await h001admin.api('POST', '/pms/saveMappings', { body: { unitId: h002.id, pmsHotelCode: 'X', items: [{ pmsUserCode: 'X1' }] } }), 40300);
  });
});
