/**
 * The image captcha before the lock (issue 18 item 7, docs/decisions/104): a unit's LOCKOUT limit
 * asks for a captcha after `captchaFailures` wrong passwords. Sign-ins call the service directly (as
 * in defences.integration.test.ts: the BFF's rate limits would answer first); the captchas are the
 * ones the answers carry, read with tests/support/captcha-reader.ts. SQLite + memory store by
 * default; TEST_DATABASE=postgresql TEST_STORE=redis for PostgreSQL + Redis.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { readCaptcha } from '@/tests/support/captcha-reader';
import { isAppError } from '@/lib/errors/app-error';
import { hashPool } from '@/lib/security/hash-pool';
import { DEFAULT_DEMO_PASSWORD } from '@/prisma/seed/users';
import { loginWithPassword, type PasswordLogin } from './login-with-password';
import { flushLoginWrites } from './login-write-behind';

let h: Harness;
const MAX_FAILURES = 6;
const CAPTCHA_FAILURES = 2;

beforeAll(async () => {
  h = await createHarness();
  const unit = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H003' } });
  await h.db.prisma.loginLimit.create({
    data: { unitId: unit.id, type: 'LOCKOUT', maxFailures: MAX_FAILURES, lockMinutes: 0, captchaFailures: CAPTCHA_FAILURES, updatedBy: 'test' },
  });
}, 120_000);
afterAll(async () => h?.close());

type Answer = { code: number; data?: unknown };
type Captcha = { captchaId: string; image: string };

async function login(userCode: string, password: string, extra: Partial<PasswordLogin> = {}): Promise<Answer> {
  try {
    await loginWithPassword(h.deps, {
      unitCode: 'H003',
      userCode,
      password,
      appCode: 'SSO',
      kind: 'SSO',
      method: 'PASSWORD',
      ip: '10.30.0.1',
      userAgent: 'vitest',
      host: 'sso.localhost:3000',
      locale: 'zh-CN',
      ...extra,
    });
    return { code: 0 };
  } catch (e) {
    if (!isAppError(e)) throw e;
    return { code: e.code, data: e.data };
  }
}

const captchaOf = (a: Answer): Captcha => {
  const c = a.data as Captcha;
  expect(c.captchaId).toEqual(expect.any(String));
  expect(c.image).toMatch(/^data:image\/svg\+xml;base64,/);
  return c;
};
const solved = (c: Captcha) => ({ captchaId: c.captchaId, captcha: readCaptcha(c.image) });
const userId = async (code: string) => (await h.db.prisma.user.findFirstOrThrow({ where: { code, unit: { code: 'H003' } } })).id;
/** A new H003 user with the demo password. */
async function newUser(code: string): Promise<void> {
  const unit = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H003' } });
  const { passwordHash } = await h.db.prisma.user.findUniqueOrThrow({ where: { id: await userId('fd03') } });
  await h.db.prisma.user.create({ data: { unitId: unit.id, code, name: code, passwordHash } });
}
const locked = async (code: string) => (await h.db.prisma.user.findUniqueOrThrow({ where: { id: await userId(code) } })).locked;

describe('a captcha before the lock', () => {
  it('after the unit’s count of wrong passwords a captcha is asked; a wrong one is refused and counts; a right one lets the right password in', async () => {
    // Below the count: plain wrong-password answers, no captcha.
    expect(await login('fd03', 'Wrong#1x')).toEqual({ code: 40100 });
    expect(await login('fd03', 'Wrong#2x')).toEqual({ code: 40100 });

    // Now even the right password without a captcha is only asked for one (and not verified).
    const before = hashPool().counts.verify;
    const asked = await login('fd03', DEFAULT_DEMO_PASSWORD);
    expect(asked.code).toBe(40114);
    expect(hashPool().counts.verify).toBe(before);
    // Being asked is not a failure: asking again and again neither locks nor counts.
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login('fd03', 'Wrong#3x')).code).toBe(40114);
    expect(await locked('fd03')).toBe(false);

    // A wrong captcha: 40115 with a new captcha, and it counts as the third failure.
    const wrong = await login('fd03', DEFAULT_DEMO_PASSWORD, { captchaId: captchaOf(asked).captchaId, captcha: 'ZZZZ' });
    expect(wrong.code).toBe(40115);
    const fresh = captchaOf(wrong);
    expect(fresh.captchaId).not.toBe(captchaOf(asked).captchaId);

    // A right captcha with a wrong password: 40100, with the next captcha (fourth failure).
    const wrongPassword = await login('fd03', 'Wrong#4x', solved(fresh));
    expect(wrongPassword.code).toBe(40100);
    const next = captchaOf(wrongPassword);
    // The captcha just used is spent: the same answer again is refused.
    expect((await login('fd03', DEFAULT_DEMO_PASSWORD, solved(fresh))).code).toBe(40115);

    // The captcha of that refusal was not answered; the one before is still good for one try.
    const ok = await login('fd03', DEFAULT_DEMO_PASSWORD, solved(next));
    expect(ok).toEqual({ code: 0 });

    // A completed sign-in clears the count: the next attempt needs no captcha.
    expect(await login('fd03', 'Wrong#5x')).toEqual({ code: 40100 });

    await flushLoginWrites();
    const reasons = (await h.db.prisma.loginLog.findMany({ where: { userId: await userId('fd03'), ip: '10.30.0.1' }, orderBy: { id: 'asc' } })).map((r) => r.reason);
    expect(reasons).toEqual(['BAD_PASSWORD', 'BAD_PASSWORD', ...Array(MAX_FAILURES + 1).fill('CAPTCHA_REQUIRED'), 'CAPTCHA', 'BAD_PASSWORD', 'CAPTCHA', null, 'BAD_PASSWORD']);
  });

  it('wrong captchas count towards the lock like wrong passwords', async () => {
    expect((await login('h003admin', 'Wrong#1x')).code).toBe(40100);
    expect((await login('h003admin', 'Wrong#2x')).code).toBe(40100);
    let answer = await login('h003admin', DEFAULT_DEMO_PASSWORD);
    expect(answer.code).toBe(40114);
    // Failures 3, 4 and 5 are wrong captchas: the fifth locks the account.
    for (let i = 0; i < MAX_FAILURES - CAPTCHA_FAILURES; i++) {
      answer = await login('h003admin', DEFAULT_DEMO_PASSWORD, { captchaId: captchaOf(answer).captchaId, captcha: 'ZZZZ' });
      expect(answer.code).toBe(40115);
    }
    expect(await locked('h003admin')).toBe(true);
    expect((await login('h003admin', DEFAULT_DEMO_PASSWORD, solved(captchaOf(answer)))).code).toBe(40101);
    await flushLoginWrites();
    const rows = await h.db.prisma.loginLog.findMany({ where: { userId: await userId('h003admin'), reason: 'CAPTCHA_LOCKED' } });
    expect(rows).toHaveLength(1);
  });

  it('attempts fired at once cannot skip the captcha, and one right captcha lets one of them through', async () => {
    await newUser('burst');
    // One failure so far; then ten right passwords at once without a captcha: the first reserved
    // attempt (the second failure's place) is verified, every other one is asked for a captcha.
    expect((await login('burst', 'Wrong#1x')).code).toBe(40100);
    const before = hashPool().counts.verify;
    const burst = await Promise.all(Array.from({ length: 10 }, () => login('burst', DEFAULT_DEMO_PASSWORD)));
    const codes = burst.map((a) => a.code).sort();
    expect(hashPool().counts.verify - before).toBe(codes.filter((c) => c !== 40114).length);
    expect(codes.filter((c) => c === 40114).length).toBeGreaterThanOrEqual(9);

    // Past the count: wrong passwords at once without a captcha are all asked, none verified.
    await login('burst', 'Wrong#2x');
    await login('burst', 'Wrong#3x');
    const v0 = hashPool().counts.verify;
    const asked = await Promise.all(Array.from({ length: 10 }, (_, i) => login('burst', `Wrong#${i}y`)));
    expect(asked.map((a) => a.code)).toEqual(Array(10).fill(40114));
    expect(hashPool().counts.verify).toBe(v0);

    expect(await locked('burst')).toBe(false);

    // Three attempts (the tries a captcha allows) carrying the same right captcha: it is spent
    // once, one password is verified and signs in; the two others are wrong captchas.
    const one = solved(captchaOf(asked[0]!));
    const v1 = hashPool().counts.verify;
    const same = await Promise.all(Array.from({ length: 3 }, () => login('burst', DEFAULT_DEMO_PASSWORD, one)));
    expect(same.map((a) => a.code).sort()).toEqual([0, 40115, 40115]);
    expect(hashPool().counts.verify - v1).toBe(1);

    // Ten at once on one captcha: more tries than a captcha allows; at most one gets through.
    await login('burst', 'Wrong#4x');
    await login('burst', 'Wrong#5x');
    const again = await login('burst', 'Wrong#6x');
    expect(again.code).toBe(40114);
    const v2 = hashPool().counts.verify;
    const ten = await Promise.all(Array.from({ length: 10 }, () => login('burst', DEFAULT_DEMO_PASSWORD, solved(captchaOf(again)))));
    const through = ten.filter((a) => a.code !== 40115).length;
    expect(through).toBeLessThanOrEqual(1);
    expect(hashPool().counts.verify - v2).toBe(through);
  });

  it('an unknown account is asked the same way (no telling accounts apart)', async () => {
    const answers: number[] = [];
    for (const userCode of ['fd03-none', 'nobody']) {
      const first = await login(userCode, 'Wrong#1x');
      const second = await login(userCode, 'Wrong#2x');
      const third = await login(userCode, 'Wrong#3x');
      const fourth = await login(userCode, 'Wrong#4x', solved(captchaOf(third)));
      answers.push(first.code, second.code, third.code, fourth.code);
      captchaOf(fourth);
    }
    expect(answers).toEqual([40100, 40100, 40114, 40100, 40100, 40100, 40114, 40100]);
  });

  it('through the BFF: the envelope carries the code, the message and the new captcha; the captcha fields reach the service', async () => {
    const { Browser } = await import('@/tests/support/bff-client');
    await newUser('viabff');
    const b = new Browser('uc.localhost:3000');
    const send = (password: string, extra: Record<string, string> = {}) => b.api<Captcha>('POST', '/login', { body: { unitCode: 'H003', userCode: 'viabff', password, ...extra } });
    expect((await send('Wrong#1x')).body.result).toBe(40100);
    expect((await send('Wrong#2x')).body.result).toBe(40100);
    const asked = (await send(DEFAULT_DEMO_PASSWORD)).body;
    expect(asked).toMatchObject({ result: 40114, msg: '请输入图形验证码' });
    const ok = (await send(DEFAULT_DEMO_PASSWORD, solved(asked.retVal))).body;
    expect(ok.result, ok.msg).toBe(0);
  });

  it('a captcha count at or over the lock count is refused by the console call (40000)', async () => {
    const { signIn } = await import('@/tests/support/console');
    const admin = await signIn('HQ', 'admin');
    const unit = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H002' } });
    const refused = await admin.api('POST', '/limit/save', { body: { unitId: unit.id, type: 'LOCKOUT', maxFailures: 3, lockMinutes: 5, captchaFailures: 3 } });
    expect(refused.body).toMatchObject({ result: 40000 });
    expect(await h.db.prisma.loginLimit.count({ where: { unitId: unit.id, type: 'LOCKOUT' } })).toBe(0);
    const saved = await admin.api('POST', '/limit/save', { body: { unitId: unit.id, type: 'LOCKOUT', maxFailures: 3, lockMinutes: 5, captchaFailures: 2 } });
    expect(saved.body).toMatchObject({ result: 0, retVal: { captchaFailures: 2, maxFailures: 3 } });
  });
});
