/** Password sign-in through the BFF: enumeration, lock-out, login log, CSRF and bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser } from '@/tests/support/bff-client';
import { flushLoginWrites } from '@/lib/backend/builtin/services/auth/login-write-behind';
import { settingsChanged } from '@/lib/backend/builtin/services/access/invalidate';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 60_000);
afterAll(async () => h?.close());

const UC = 'uc.localhost:3000';

async function attempt(b: Browser, unitCode: string, userCode: string, password: string) {
  return b.api('POST', '/login', { body: { unitCode, userCode, password } });
}

describe('password sign-in', () => {
  it('returns the login result: apps the unit opened and the granted menu tree', async () => {
    const b = new Browser(UC);
    const res = await b.api<{ apps: { code: string; href: string }[]; menus: { children: unknown[] }[]; pwdChange: string; user: { type: string } }>('POST', '/login', {
      body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' },
    });
    expect(res.body.result).toBe(0);
    const codes = res.body.retVal.apps.map((a) => a.code);
    expect(codes).toEqual(expect.arrayContaining(['UC', 'DEMO']));
    expect(res.body.retVal.apps.find((a) => a.code === 'DEMO')?.href).toBe(`http://demo.localhost:${process.env.PORT || 3000}`);
    expect(res.body.retVal.user.type).toBe('SUPER_ADMIN');
    // Three levels or more in the user-center menu.
    const depth = (nodes: { children: unknown[] }[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.children as never))) : 0);
    expect(depth(res.body.retVal.menus)).toBeGreaterThanOrEqual(3);
  });

  it('flags a password older than the unit allows (pwdChange), and a first login', async () => {
    const old = await new Browser(UC).api<{ pwdChange: string; user: { firstLogin: string } }>('POST', '/login', { body: { unitCode: 'H001', userCode: 'hk01', password: 'Demo@2026' } });
    expect(old.body.retVal).toMatchObject({ pwdChange: 'T', user: { firstLogin: 'F' } });
    const fresh = await new Browser(UC).api<{ pwdChange: string; user: { firstLogin: string } }>('POST', '/login', { body: { unitCode: 'H001', userCode: 'newbie', password: 'Newbie@2026' } });
    expect(fresh.body.retVal).toMatchObject({ pwdChange: 'F', user: { firstLogin: 'T' } });
  });

  it('an ordinary user gets only granted menus', async () => {
    const admin = await new Browser(UC).api<{ menus: unknown[] }>('POST', '/login', { body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
    const fd = await new Browser(UC).api<{ menus: unknown[] }>('POST', '/login', { body: { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' } });
    expect(fd.body.result).toBe(0);
    const count = (nodes: { children?: unknown[] }[]): number => nodes.reduce((n, x) => n + 1 + count((x.children ?? []) as never), 0);
    expect(count(fd.body.retVal.menus as never)).toBeLessThan(count(admin.body.retVal.menus as never));
  });

  it('an unknown account and a wrong password get the same answer', async () => {
    const b = new Browser(UC, '10.1.1.1');
    const unknown = await attempt(b, 'HQ', 'nobody', 'Whatever1');
    const wrong = await attempt(b, 'HQ', 'ops', 'Wrong@2026');
    const noUnit = await attempt(b, 'NOPE', 'ops', 'Wrong@2026');
    for (const r of [unknown, wrong, noUnit]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ result: 40100, msg: '单位、账号或密码错误', retVal: null });
    }
  });

  it('locks the account at the unit limit; past it a wrong and the right password both get 40101', async () => {
    const b = new Browser(UC, '10.2.2.2');
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'zhangwei' }, include: { unit: true } });
    const setting = await h.db.prisma.loginSecuritySetting.findUnique({ where: { unitId: user.unitId } });
    const limit = setting?.lockMaxFailures ?? 5;
    for (let i = 0; i < limit; i++) expect((await attempt(b, user.unit.code, 'zhangwei', `Wrong${i}@x`)).body.result).toBe(40100);
    const locked = await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(locked).toMatchObject({ locked: true, lockedReason: 'TOO_MANY_FAILURES', failedAttempts: limit });
    // Past the limit the answer is the lock, whatever the password (an unknown account answers the same).
    // The unit's locks wait for an administrator (no duration): the answer says so.
    expect((await attempt(b, user.unit.code, 'zhangwei', 'Still@wrong1')).body).toMatchObject({ result: 40101, msg: '账号已锁定，请联系管理员解锁' });
    expect((await attempt(b, user.unit.code, 'zhangwei', 'Demo@2026')).body.result).toBe(40101);
    await flushLoginWrites();
    const rows = await h.db.prisma.loginLog.findMany({ where: { userCode: 'zhangwei' }, orderBy: { id: 'asc' } });
    const mine = rows.filter((r) => r.ip === '10.2.2.2');
    expect(mine.map((r) => r.reason)).toEqual([...Array.from({ length: limit - 1 }, () => 'BAD_PASSWORD'), 'BAD_PASSWORD_LOCKED', 'TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS']);
    expect(mine.at(-1)).toMatchObject({ result: 'LOCKED', unitCode: user.unit.code, userAgent: 'vitest' });
  });

  it('a lock with a duration says when it ends, in the product time zone', async () => {
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'liuyang' }, include: { unit: true } });
    await h.db.prisma.loginSecuritySetting.update({ where: { unitId: user.unitId }, data: { lockDurationMinutes: 10 } });
    // Written past the console: tell the caches what the console's save would (login rules are cached).
    settingsChanged();
    try {
      const b = new Browser(UC, '10.2.2.9');
      for (let i = 0; i < 5; i++) await attempt(b, user.unit.code, 'liuyang', `Wrong${i}@y`);
      const locked = await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(locked).toMatchObject({ locked: true, lockedReason: 'TOO_MANY_FAILURES' });
      const ends = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(locked.lockedAt!.getTime() + 10 * 60_000));
      expect((await attempt(b, user.unit.code, 'liuyang', 'Demo@2026')).body).toMatchObject({ result: 40101, msg: `账号已锁定，将于 ${ends} 自动解锁` });
    } finally {
      await h.db.prisma.loginSecuritySetting.update({ where: { unitId: user.unitId }, data: { lockDurationMinutes: 0 } });
      settingsChanged();
      await h.db.prisma.user.update({ where: { id: user.id }, data: { locked: false, lockedAt: null, lockedReason: null, failedAttempts: 0 } });
    }
  });

  it('limits failures per account across IPs', async () => {
    // 20 wrong passwords at once, each from its own address: the account limit (10 failures) lets
    // 10 reach the sign-in, where HQ's lock (5) answers the first 5 wrong and the next 5 locked.
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(new Browser(UC, `10.3.0.${i}`), 'HQ', 'appadmin', `Nope#${i}x`)));
    expect(results.map((r) => r.body.result).sort()).toEqual([...Array(5).fill(40100), ...Array(5).fill(40101), ...Array(10).fill(42900)]);
    for (const r of results.filter((x) => x.body.result === 42900)) {
      expect(r.status).toBe(429);
      expect(r.body.msg).toMatch(/\d+ ?秒/);
    }
    // While limited the right password is refused too, from an address never seen, before the sign-in.
    const right = new Browser(UC, '10.3.1.1');
    expect((await attempt(right, 'HQ', 'appadmin', 'Demo@2026')).body.result).toBe(42900);
    expect(right.cookies.has('concierge_session')).toBe(false);
  });

  it('notes a burst refused by the account limit once in the account’s login log, and the rest nowhere', async () => {
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'helper', unit: { code: 'H002' } }, include: { unit: true } });
    // 20 wrong passwords at once from 20 addresses: 10 reach the sign-in, 10 are limited.
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(new Browser(UC, `10.5.0.${i}`), 'H002', 'helper', `Wrong#${i}x`)));
    const limited = results.filter((r) => r.body.result === 42900);
    expect(limited).toHaveLength(10);
    expect(limited[0]!.body.msg).toMatch(/秒/);
    await flushLoginWrites();
    const rows = await h.db.prisma.loginLog.findMany({ where: { userCode: 'helper', ip: { startsWith: '10.5.0.' } } });
    expect(rows.filter((r) => r.reason === 'RATE_LIMITED_ACCOUNT')).toHaveLength(1);
    expect(rows.find((r) => r.reason === 'RATE_LIMITED_ACCOUNT')).toMatchObject({ result: 'FAILURE', unitId: user.unitId, userId: user.id, unitCode: 'H002', method: 'PASSWORD' });
    // The 10 that reached the sign-in wrote their own rows; the limited ones wrote nothing more.
    expect(rows).toHaveLength(11);
    // A later refusal in the same window adds no row.
    expect((await attempt(new Browser(UC, '10.5.1.1'), 'H002', 'helper', 'Again#1x')).body.result).toBe(42900);
    await flushLoginWrites();
    expect(await h.db.prisma.loginLog.count({ where: { userCode: 'helper', reason: 'RATE_LIMITED_ACCOUNT' } })).toBe(1);
  });

  it('notes the address limit once with the address, for whichever account it stopped', async () => {
    const ip = '10.6.6.6';
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(new Browser(UC, ip), 'HQ', `nobody-${i}`, 'Nope@1234')));
    expect(results.filter((r) => r.body.result === 42900)).toHaveLength(10);
    await flushLoginWrites();
    const noted = await h.db.prisma.loginLog.findMany({ where: { ip, reason: 'RATE_LIMITED_IP' } });
    expect(noted).toHaveLength(1);
    expect(noted[0]).toMatchObject({ result: 'FAILURE', unitCode: 'HQ', userId: null });
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const viaProxy = new Browser(UC, '10.9.9.9');
    await viaProxy.api('POST', '/login', { body: { unitCode: 'HQ', userCode: 'liuyang', password: 'x1' }, headers: { 'x-forwarded-for': '203.0.113.7' } });
    const spoofed = new Browser(UC, '10.4.4.4');
    await spoofed.api('POST', '/login', { body: { unitCode: 'HQ', userCode: 'liuyang', password: 'x2' }, headers: { 'x-forwarded-for': '203.0.113.8' } });
    await flushLoginWrites();
    const ips = (await h.db.prisma.loginLog.findMany({ where: { userCode: 'liuyang' } })).map((r) => r.ip);
    expect(ips).toEqual(expect.arrayContaining(['203.0.113.7', '10.4.4.4']));
    expect(ips).not.toContain('203.0.113.8');
  });

  it('refuses cross-site and form posts (CSRF)', async () => {
    const credentials = { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' };
    const admin = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'admin', unit: { code: 'HQ' } } });
    const traces = async () => {
      await flushLoginWrites();
      return Promise.all([h.db.prisma.session.count({ where: { userId: admin.id } }), h.db.prisma.loginLog.count({ where: { userId: admin.id } })]);
    };
    const before = await traces();

    // What an HTML form can send without a preflight: each body type, from this host's page or another site's.
    const multipart = new FormData();
    for (const [k, v] of Object.entries(credentials)) multipart.append(k, v);
    const forms: [string, () => BodyInit][] = [
      ['application/x-www-form-urlencoded', () => new URLSearchParams(credentials)],
      ['multipart/form-data', () => multipart],
      // The usual trick: JSON text in a text/plain form field.
      ['text/plain', () => JSON.stringify(credentials)],
    ];
    for (const [type, body] of forms) {
      for (const origin of [undefined, 'http://evil.example']) {
        const b = new Browser(UC);
        const res = await b.api<{ fields: Record<string, string[]> }>('POST', '/login', { raw: body(), origin });
        expect(res.headers.get('content-type') ?? '', type).toMatch(/^application\/json/);
        expect([res.status, res.body.result, res.body.retVal.fields], `${type} from ${origin ?? 'the same host'}`).toEqual([400, 40000, { body: ['json'] }]);
        expect(b.cookies.has('concierge_session')).toBe(false);
      }
    }
    // JSON itself, from another site, with no origin at all, or marked cross-site by the browser.
    for (const [origin, headers] of [['http://evil.example', {}], ['http://uc.localhost:3000.evil.example', {}], [null, {}], [undefined, { 'sec-fetch-site': 'cross-site' }]] as const) {
      const b = new Browser(UC);
      const res = await b.api('POST', '/login', { body: credentials, origin, headers });
      expect([res.status, res.body.result], `JSON from ${origin} ${JSON.stringify(headers)}`).toEqual([403, 40301]);
      expect(b.cookies.has('concierge_session')).toBe(false);
    }
    expect(await traces()).toEqual(before);

    // The same credentials as JSON from this host's page sign in.
    const control = new Browser(UC);
    expect((await control.api('POST', '/login', { body: credentials })).body.result).toBe(0);
    expect(control.cookies.has('concierge_session')).toBe(true);
  });

  it.each([
    [{ unitCode: '', userCode: 'admin', password: 'x' }, 'unitCode (too short, too small or empty)'],
    [{ unitCode: 'HQ', userCode: 'admin' }, 'password (missing or of the wrong type)'],
    [{ unitCode: 'HQ', userCode: 'a'.repeat(31), password: 'x' }, 'userCode (too long or too large)'],
  ])('bad input gets 40000 naming the field and what is wrong with it, in the user language (%#)', async (body, field) => {
    const en = new Browser(UC, '127.0.0.1', 'en-US');
    const res = await en.api('POST', '/login', { body });
    expect(res.status).toBe(400);
    expect(res.body.result).toBe(40000);
    expect(res.body.msg).toBe(`Invalid input: ${field}`);
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|stack/i);
  });

  it('answers unknown calls and methods with an envelope', async () => {
    const b = new Browser(UC);
    expect((await b.api('GET', '/no/such/call')).body.result).toBe(40400);
    expect((await b.api('GET', '/login')).body.result).toBe(40500);
    expect((await new Browser('evil.example').api('GET', '/sso/casLoginOption')).body.result).toBe(40303);
  });

  it('turns a PUT to the user-center base into a POST', async () => {
    const res = await new Browser(UC).api('PUT', '/login', { body: { unitCode: 'HQ', userCode: 'admin', password: 'Admin@2026' } });
    expect(res.body.result).toBe(0);
  });

  it('PMS login maps the PMS account to its user', async () => {
    const res = await new Browser(UC).api<{ userCode: string }>('POST', '/sso/pmsLogin', { body: { hotelCode: 'H001', pmsUserCode: 'FD01', password: 'Hotel@2026' } });
    expect(res.body.result).toBe(0);
    expect(res.body.retVal.userCode).toBe('frontdesk');
    expect((await new Browser(UC).api('POST', '/sso/pmsLogin', { body: { hotelCode: 'H001', pmsUserCode: 'ZZ99', password: 'Hotel@2026' } })).body.result).toBe(40100);
  });
});
