/**
 * Sign-in defences under concurrency (issue 12): every attempt below is fired at once with
 * Promise.all, on SQLite + memory store by default and on PostgreSQL + Redis with
 * TEST_DATABASE=postgresql TEST_STORE=redis. Sign-ins call the service directly: the BFF's own
 * per-IP and per-account rate limits would otherwise answer first and hide what is tested here.
 * An administrator's unlock goes through the console call, as the console sends it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { isAppError } from '@/lib/errors/app-error';
import { hashPool } from '@/lib/security/hash-pool';
import { CAPTCHA_MAX_TRIES, CAPTCHA_TTL_MS, createCaptcha, verifyCaptcha } from '@/lib/security/captcha';
import { MemoryStore } from '@/lib/infra/ephemeral-store';
import { authenticate } from '@/lib/backend/builtin/services/session/authenticate';
import { CODE_MAX_TRIES, consumeCode, issueCode } from '@/lib/backend/builtin/services/codes/verification-codes';
import { resetPasswordByCode, sendResetPasswordMail } from '@/lib/backend/builtin/services/password/reset-password-by-mail';
import { verifyPassword } from '@/lib/security/password-hash';
import { loginWithPassword, type PasswordLogin } from './login-with-password';
import { flushLoginWrites } from './login-write-behind';
import { LOCKING_REASONS } from './login-attempts';
import { okOf, signIn } from '@/tests/support/console';
import type { UserRow } from '@/lib/contracts/users';
import { DEFAULT_DEMO_PASSWORD } from '@/prisma/seed/users';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 120_000);
afterAll(async () => h?.close());

const login = (unitCode: string, userCode: string, password: string, ip = '10.20.0.1'): Promise<unknown> =>
  loginWithPassword(h.deps, {
    unitCode,
    userCode,
    password,
    appCode: 'SSO',
    kind: 'SSO',
    method: 'PASSWORD',
    ip,
    userAgent: 'vitest',
    host: 'sso.localhost:3000',
    locale: 'zh-CN',
  } satisfies PasswordLogin);

/** The error code of each attempt (0 for a success). */
async function codes(attempts: Promise<unknown>[]): Promise<number[]> {
  const settled = await Promise.allSettled(attempts);
  return settled.map((s) => {
    if (s.status === 'fulfilled') return 0;
    if (isAppError(s.reason)) return s.reason.code;
    throw s.reason;
  });
}
const count = (xs: number[], x: number) => xs.filter((v) => v === x).length;

async function limitOf(unitCode: string): Promise<number> {
  const unit = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: unitCode }, include: { loginSecuritySetting: true } });
  return unit.loginSecuritySetting?.lockMaxFailures ?? 5;
}

describe('the account lock under a burst of wrong passwords', () => {
  it('50 at once: at most lockMaxFailures are verified, the account locks and its sessions end', async () => {
    const limit = await limitOf('HQ');
    const session = (await login('HQ', 'support', 'Support@2026')) as { jwtToken: string };
    await authenticate(h.deps, session.jwtToken);
    const before = hashPool().counts.verify;
    const results = await codes(Array.from({ length: 50 }, (_, i) => login('HQ', 'support', `Wrong#${i}x`, `10.21.0.${i}`)));
    const verified = hashPool().counts.verify - before;

    expect(verified).toBeLessThanOrEqual(limit);
    expect(count(results, 40100)).toBe(verified);
    expect(count(results, 40101)).toBe(50 - verified);
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'support', unit: { code: 'HQ' } } });
    expect(user).toMatchObject({ locked: true, lockedReason: 'TOO_MANY_FAILURES' });
    // The lock ends the sessions like a password change: they stay ended after an unlock.
    const sessions = await h.db.prisma.session.findMany({ where: { userId: user.id } });
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.revokedAt !== null && s.revokeReason === 'LOCKED')).toBe(true);
    await expect(authenticate(h.deps, session.jwtToken)).rejects.toMatchObject({ code: 50001 });

    await flushLoginWrites();
    const rows = await h.db.prisma.loginLog.findMany({ where: { userId: user.id, ip: { startsWith: '10.21.0.' } } });
    expect(rows).toHaveLength(50);
    expect(rows.filter((r) => r.reason?.startsWith('BAD_PASSWORD'))).toHaveLength(verified);
    // Exactly one row says it locked the account (a wrong password or an attempt past the limit).
    expect(rows.filter((r) => (LOCKING_REASONS as readonly (string | null)[]).includes(r.reason))).toHaveLength(1);
    expect(rows.filter((r) => r.result === 'LOCKED' && r.reason?.startsWith('TOO_MANY_ATTEMPTS'))).toHaveLength(50 - verified);
  });

  it('an administrator unlock (POST /user/unlock) lets the right password in again, and the old session stays ended', async () => {
    const limit = await limitOf('HQ');
    const session = (await login('HQ', 'liuyang', DEFAULT_DEMO_PASSWORD)) as { jwtToken: string };
    const results = await codes(Array.from({ length: limit + 3 }, (_, i) => login('HQ', 'liuyang', `Wrong#${i}x`, `10.23.0.${i}`)));
    expect(count(results, 40101)).toBe(3);
    // HQ locks without a duration: only an administrator lets the account in again.
    expect(await codes([login('HQ', 'liuyang', DEFAULT_DEMO_PASSWORD)])).toEqual([40101]);

    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'liuyang', unit: { code: 'HQ' } } });
    const admin = await signIn('HQ', 'admin');
    expect(okOf(await admin.api<UserRow>('POST', '/user/unlock', { body: { id: user.id } })).locked).toBe(false);

    expect(await codes([login('HQ', 'liuyang', DEFAULT_DEMO_PASSWORD)])).toEqual([0]);
    await expect(authenticate(h.deps, session.jwtToken)).rejects.toMatchObject({ code: 50001 });
  });

  it('an unknown account costs the same verifications and gets the same answers', async () => {
    const limit = await limitOf('HQ');
    const burst = async (userCode: string, net: string) => {
      const before = hashPool().counts.verify;
      const results = await codes(Array.from({ length: 20 }, (_, i) => login('HQ', userCode, `Wrong#${i}x`, `${net}${i}`)));
      return { verified: hashPool().counts.verify - before, results: results.sort() };
    };
    const known = await burst('zhangwei', '10.22.1.');
    const unknown = await burst('no-such-person', '10.22.2.');
    expect(known.verified).toBe(limit);
    expect(unknown.verified).toBe(known.verified);
    expect(unknown.results).toEqual(known.results);
    expect(count(known.results, 40100)).toBe(limit);
  });

  it('a right password in a burst gives its reservation back and a success clears the count', async () => {
    const limit = await limitOf('H002');
    const wrong = Array.from({ length: limit - 2 }, (_, i) => login('H002', 'helper', `Nope#${i}x`));
    const results = await codes([...wrong, login('H002', 'helper', 'Helper@2026')]);
    expect(count(results, 0)).toBe(1);
    expect(count(results, 40100)).toBe(limit - 2);
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'helper', unit: { code: 'H002' } } });
    expect(await h.deps.store.get(`login-fail:u:${user.id}`)).toBeNull();
    // The count started over: limit - 1 more failures at once do not lock (without the clear they would).
    expect(count(await codes(Array.from({ length: limit - 1 }, (_, i) => login('H002', 'helper', `Again#${i}x`))), 40100)).toBe(limit - 1);
    expect((await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).locked).toBe(false);
    expect(await codes([login('H002', 'helper', 'Helper@2026')])).toEqual([0]);
  });
});

describe('a lock with a duration', () => {
  it('lifts by itself once the unit default duration has passed, and the count starts over', async () => {
    // H003 has no setting of its own: 5 failures in 30 minutes lock for 30 minutes.
    const results = await codes(Array.from({ length: 8 }, (_, i) => login('H003', 'h003admin', `Wrong#${i}x`)));
    expect(count(results, 40100)).toBeLessThanOrEqual(5);
    expect(await codes([login('H003', 'h003admin', 'Demo@2026')])).toEqual([40101]);
    h.advance(30 * 60_000 + 1_000);
    expect(await codes([login('H003', 'h003admin', 'Demo@2026')])).toEqual([0]);
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'h003admin', unit: { code: 'H003' } } });
    expect(user).toMatchObject({ locked: false, failedAttempts: 0 });
  });
});

describe('verification codes under concurrency', () => {
  it('20 uses of one e-mail reset code at once: exactly one resets the password', async () => {
    const ctx = h.call({ ip: '10.30.0.1', appCode: 'UC', host: 'uc.localhost:3000' });
    const account = { unitCode: 'H001', userCode: 'frontdesk', email: 'frontdesk@concierge.local' };
    await sendResetPasswordMail(h.deps, ctx, account);
    const code = /\b(\d{6})\b/.exec(h.mails.at(-1)?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const results = await codes(Array.from({ length: 20 }, (_, i) => resetPasswordByCode(h.deps, ctx, { ...account, validateCode: code, passwd: `Reset#2026x${i}` })));
    expect(count(results, 0)).toBe(1);
    expect(count(results, 40109)).toBe(19);
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'frontdesk', unit: { code: 'H001' } } });
    const winner = results.indexOf(0);
    expect(await verifyPassword(user.passwordHash, `Reset#2026x${winner}`)).toBe(true);
  });

  it('20 wrong guesses at once spend the tries: the right code is refused afterwards', async () => {
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'cashier', unit: { code: 'H001' } } });
    const code = await issueCode(h.deps, { purpose: 'BIND_EMAIL', target: 'cashier.new@concierge.local', userId: user.id, ip: '10.30.0.2' });
    const wrong = code === '000000' ? '000001' : '000000';
    const input = { purpose: 'BIND_EMAIL' as const, target: 'cashier.new@concierge.local', userId: user.id };
    expect(count(await codes(Array.from({ length: 20 }, () => consumeCode(h.deps, { ...input, code: wrong }))), 40109)).toBe(20);
    const row = await h.db.prisma.verificationCode.findFirstOrThrow({ where: { target: 'cashier.new@concierge.local' } });
    expect(row.attempts).toBe(CODE_MAX_TRIES);
    expect(await codes([consumeCode(h.deps, { ...input, code })])).toEqual([40109]);
  });

  it('an SMS login code is single use and expires', async () => {
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'fomanager', unit: { code: 'H001' } } });
    const input = { purpose: 'LOGIN_SMS' as const, target: user.mobile ?? '13800000099', userId: user.id };
    const code = await issueCode(h.deps, { ...input, ip: '10.30.0.3' });
    expect(count(await codes(Array.from({ length: 20 }, () => consumeCode(h.deps, { ...input, code }))), 0)).toBe(1);
    // Expiry is the row's (the backend clock moves; Redis keys cannot be aged, so another address).
    const other = { ...input, target: '13800000098' };
    const late = await issueCode(h.deps, { ...other, ip: '10.30.0.3' });
    h.advance(10 * 60_000 + 1);
    expect(await codes([consumeCode(h.deps, { ...other, code: late })])).toEqual([40109]);
  });

  it('10 sends to one address at once: one goes out, the others wait a minute', async () => {
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'h001admin', unit: { code: 'H001' } } });
    const results = await codes(Array.from({ length: 10 }, () => issueCode(h.deps, { purpose: 'BIND_EMAIL', target: 'H001admin.New@concierge.local', userId: user.id, ip: '10.30.0.4' })));
    expect(count(results, 0)).toBe(1);
    expect(count(results, 42900)).toBe(9);
    expect(await h.db.prisma.verificationCode.count({ where: { target: 'h001admin.new@concierge.local' } })).toBe(1);
  });
});

describe('the image captcha', () => {
  const svgOf = (image: string) => Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

  it('draws the answer as paths: the markup has no text to read', async () => {
    const { image, answer } = await createCaptcha(h.deps.store);
    const svg = svgOf(image);
    expect(svg).toMatch(/^<svg[^>]*>/);
    expect(svg).not.toMatch(/<text|<tspan|font-family/i);
    expect(svg.match(/<path /g)?.length ?? 0).toBeGreaterThanOrEqual(answer.length);
    expect(svg).not.toContain(answer);
  });

  it('a right answer works once, even when sent as many times as there are tries, at once', async () => {
    const { captchaId, answer } = await createCaptcha(h.deps.store);
    const results = await Promise.all(Array.from({ length: CAPTCHA_MAX_TRIES }, () => verifyCaptcha(h.deps.store, captchaId, answer.toLowerCase())));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await verifyCaptcha(h.deps.store, captchaId, answer)).toBe(false);
    // More at once than the tries allow: never more than one success.
    const burst = await createCaptcha(h.deps.store);
    const many = await Promise.all(Array.from({ length: 10 }, () => verifyCaptcha(h.deps.store, burst.captchaId, burst.answer)));
    expect(many.filter(Boolean).length).toBeLessThanOrEqual(1);
  });

  it('limits the tries per captcha: after them the right answer is refused', async () => {
    const { captchaId, answer } = await createCaptcha(h.deps.store);
    const wrong = await Promise.all(Array.from({ length: 10 }, () => verifyCaptcha(h.deps.store, captchaId, 'ZZZZ')));
    expect(wrong.every((r) => r === false)).toBe(true);
    expect(await verifyCaptcha(h.deps.store, captchaId, answer)).toBe(false);
  });

  it('a wrong try inside the limit still leaves the right answer usable', async () => {
    const { captchaId, answer } = await createCaptcha(h.deps.store);
    for (let i = 0; i < CAPTCHA_MAX_TRIES - 1; i++) expect(await verifyCaptcha(h.deps.store, captchaId, 'ZZZZ')).toBe(false);
    expect(await verifyCaptcha(h.deps.store, captchaId, answer)).toBe(true);
  });

  it('an expired captcha is refused', async () => {
    let now = Date.now();
    const store = new MemoryStore(() => now);
    const { captchaId, answer } = await createCaptcha(store);
    now += CAPTCHA_TTL_MS + 1;
    expect(await verifyCaptcha(store, captchaId, answer)).toBe(false);
    await store.close();
  });
});
