/** Password change, reset by e-mail over real SMTP, e-mail binding with captcha, SMS second factor. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

import { createHarness, type Harness } from '@/tests/support/harness';
import { Browser, pageRequestOf } from '@/tests/support/bff-client';
import { decideSso } from '@/lib/bff/sso-flow';
import { createSmtpMailer } from '@/lib/infra/mail';
import { createCaptcha } from '@/lib/security/captcha';
import { codeInMail } from '@/tests/support/mail';
import { egressAllowing } from '@/tests/support/egress';
import { passwordDemand } from '@/components/account/password-demand';
import { hashPassword } from '@/lib/security/password-hash';
import { settingsChanged } from '@/lib/backend/builtin/services/access/invalidate';
import type { PublicLoginResult } from '@/lib/contracts/auth';

interface Received {
  to: string[];
  raw: string;
}
const inbox: Received[] = [];
let smtp: SMTPServer;
let h: Harness;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as AddressInfo).port;
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  // The test's mail server is on loopback: allow-listed, as EGRESS_ALLOW would list a local relay.
  h = await createHarness({ mailer: createSmtpMailer(smtpUrl, 'Concierge <no-reply@concierge.local>', egressAllowing(smtpUrl)) });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function codeIn(mail: Received | undefined): string {
  return codeInMail(mail?.raw ?? '');
}

describe('changing the password', () => {
  it('checks old, difference and the unit rule, then ends every session', async () => {
    const sso = new Browser('sso.localhost:3000');
    const login = await sso.api<{ user: { firstLogin: string } }>('POST', '/sso/login', { body: { unitCode: 'H001', userCode: 'newbie', password: 'Newbie@2026' } });
    expect(login.body.retVal.user.firstLogin).toBe('T');
    // A second live session of the same sign-in, on another host.
    const other = new Browser('uc.localhost:3000');
    const decision = await decideSso(await pageRequestOf(sso), { appCode: 'UC', redirect: 'http://uc.localhost:3000/index', state: other.beginRoundTrip() });
    if (decision.kind !== 'redirect') throw new Error(JSON.stringify(decision));
    await other.exchange(new URL(decision.url).searchParams.get('ssoToken')!);
    expect((await other.api('GET', '/user/getLoginByToken')).body.result).toBe(0);

    expect((await sso.api('POST', '/user/updateUserPassword', { body: { passwdOld: 'nope', passwd: 'Fresh@2027x' } })).body.result).toBe(40106);
    expect((await sso.api('POST', '/user/updateUserPassword', { body: { passwdOld: 'Newbie@2026', passwd: 'Newbie@2026' } })).body.result).toBe(40108);
    const weak = await sso.api('POST', '/user/updateUserPassword', { body: { passwdOld: 'Newbie@2026', passwd: 'abc1234' } });
    expect(weak.body.result).toBe(40107);
    expect(weak.body.msg).toMatch(/8/);

    const ok = await sso.api('POST', '/user/updateUserPassword', { body: { passwdOld: 'Newbie@2026', passwd: 'Fresh@2027x' } });
    expect(ok.body.result).toBe(0);
    expect(sso.cookies.has('concierge_session')).toBe(false);
    expect((await other.api('GET', '/user/getLoginByToken')).body.result).toBe(50001);

    const again = await new Browser('sso.localhost:3000').api<{ user: { firstLogin: string } }>('POST', '/sso/login', { body: { unitCode: 'H001', userCode: 'newbie', password: 'Fresh@2027x' } });
    expect(again.body.result).toBe(0);
    expect(again.body.retVal.user.firstLogin).toBe('F');
    const user = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'newbie' } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('the first-login prompt', () => {
  it('cancelling it in the user center changes nothing on the server: the SSO host still forces the change', async () => {
    // A first login of its own (the newbie's password is changed above), like one an administrator just created.
    const newbie = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'newbie', unit: { code: 'H001' } } });
    await h.db.prisma.user.create({ data: { code: 'firsttimer', name: '首次', unitId: newbie.unitId, deptId: newbie.deptId, passwordHash: await hashPassword('Start@2026x'), firstLogin: true } });
    const { defaultAppCode, ssoAppCode } = h.runtime.config.loginSystem;
    const uc = new Browser('uc.localhost:3000');
    const inUc = await uc.api<PublicLoginResult>('POST', '/login', { body: { unitCode: 'H001', userCode: 'firsttimer', password: 'Start@2026x' } });
    expect(inUc.body.result, inUc.body.msg).toBe(0);
    // In the user center the prompt may be cancelled.
    expect(passwordDemand(inUc.body.retVal, defaultAppCode, defaultAppCode)).toEqual({ open: true, mandatory: false, notice: 'firstLogin' });

    expect((await uc.api('POST', '/user/cancelUpdatePassword', { body: {} })).body.result).toBe(0);

    const row = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'firsttimer' } });
    expect(row.firstLogin).toBe(true);
    expect((await uc.api<PublicLoginResult>('GET', '/user/getLoginByToken')).body.retVal.user.firstLogin).toBe('T');
    // On the SSO host the change is still forced.
    const sso = new Browser('sso.localhost:3000');
    const onSso = await sso.api<PublicLoginResult>('POST', '/sso/login', { body: { unitCode: 'H001', userCode: 'firsttimer', password: 'Start@2026x' } });
    expect(onSso.body.result, onSso.body.msg).toBe(0);
    expect(passwordDemand(onSso.body.retVal, ssoAppCode, defaultAppCode)).toEqual({ open: true, mandatory: true, notice: 'firstLogin' });
  });
});

describe('password reset by e-mail', () => {
  it('refuses a wrong account or address with the spec message, sends a code over SMTP, resets once', async () => {
    const en = new Browser('uc.localhost:3000', '127.0.0.1', 'en-US');
    const wrong = await en.api('POST', '/sso/sendResetPasswordMail', { body: { unitCode: 'H001', userCode: 'frontdesk', email: 'someone@else.test' } });
    expect(wrong.body).toMatchObject({ result: 40110, msg: 'There is an error in your account or email address, please re-enter' });
    const zh = await new Browser('uc.localhost:3000', '127.0.0.2').api('POST', '/sso/sendResetPasswordMail', { body: { unitCode: 'H001', userCode: 'nobody', email: 'someone@else.test' } });
    expect(zh.body).toMatchObject({ result: 40110, msg: '您的账号或邮箱地址有误，请重新输入' });

    const b = new Browser('uc.localhost:3000');
    const sent = await b.api('POST', '/sso/sendResetPasswordMail', { body: { unitCode: 'H001', userCode: 'frontdesk', email: 'FrontDesk@concierge.local' } });
    expect(sent.body).toMatchObject({ result: 0, retVal: { seconds: 60 } });
    const mail = inbox.at(-1);
    expect(mail?.to).toEqual(['frontdesk@concierge.local']);
    const code = codeIn(mail);
    expect((await h.db.prisma.verificationCode.findMany({ where: { target: 'frontdesk@concierge.local' } })).map((r) => r.codeHash)).not.toContain(code);

    expect((await b.api('POST', '/sso/sendResetPasswordMail', { body: { unitCode: 'H001', userCode: 'frontdesk', email: 'frontdesk@concierge.local' } })).body.result).toBe(42900);
    const body = { unitCode: 'H001', userCode: 'frontdesk', email: 'frontdesk@concierge.local', passwd: 'Reset@2027x' };
    expect((await b.api('POST', '/sso/resetPasswordByCode', { body: { ...body, validateCode: code === '000000' ? '111111' : '000000' } })).body.result).toBe(40109);
    expect((await b.api('POST', '/sso/resetPasswordByCode', { body: { ...body, validateCode: code } })).body.result).toBe(0);
    expect((await b.api('POST', '/sso/resetPasswordByCode', { body: { ...body, validateCode: code } })).body.result).toBe(40109);
    expect((await b.api('POST', '/login', { body: { unitCode: 'H001', userCode: 'frontdesk', password: 'Hotel@2026' } })).body.result).toBe(40100);
    expect((await b.api('POST', '/login', { body: { unitCode: 'H001', userCode: 'frontdesk', password: 'Reset@2027x' } })).body.result).toBe(0);
  });

  it('a code dies after five wrong tries', async () => {
    const reset = (b: Browser, account: { unitCode: string; userCode: string; email: string }, validateCode: string) =>
      b.api('POST', '/sso/resetPasswordByCode', { body: { ...account, passwd: 'Reset@2027x', validateCode } });
    const codeFor = async (b: Browser, account: { unitCode: string; userCode: string; email: string }) => {
      expect((await b.api('POST', '/sso/sendResetPasswordMail', { body: account })).body.result).toBe(0);
      expect(inbox.at(-1)?.to).toEqual([account.email]);
      return codeIn(inbox.at(-1));
    };
    const wrongOf = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const signsIn = async (unitCode: string, userCode: string, password: string) =>
      (await new Browser('uc.localhost:3000', '127.0.0.11').api('POST', '/login', { body: { unitCode, userCode, password } })).body.result;

    // The control: after four wrong tries the right code still resets the password.
    const control = new Browser('uc.localhost:3000', '127.0.0.10');
    const zhangwei = { unitCode: 'HQ', userCode: 'zhangwei', email: 'zhangwei@concierge.local' };
    const first = await codeFor(control, zhangwei);
    for (let i = 0; i < 4; i++) expect((await reset(control, zhangwei, wrongOf(first, i))).body.result).toBe(40109);
    expect((await reset(control, zhangwei, first)).body.result).toBe(0);
    expect(await signsIn('HQ', 'zhangwei', 'Reset@2027x')).toBe(0);

    // After five the right code is refused like a wrong one, and the password stays.
    const b = new Browser('uc.localhost:3000', '127.0.0.9');
    const admin = { unitCode: 'HQ', userCode: 'admin', email: 'admin@concierge.local' };
    const code = await codeFor(b, admin);
    for (let i = 0; i < 5; i++) expect((await reset(b, admin, wrongOf(code, i))).body.result).toBe(40109);
    expect((await reset(b, admin, code)).body.result).toBe(40109);
    expect(await signsIn('HQ', 'admin', 'Reset@2027x')).toBe(40100);
    expect(await signsIn('HQ', 'admin', 'Admin@2026')).toBe(0);
  });
});

describe('binding an e-mail', () => {
  it('needs the captcha, then the code sent to the new address; shows it masked', async () => {
    const b = new Browser('uc.localhost:3000');
    const login = await b.api<{ user: { id: number } }>('POST', '/login', { body: { unitCode: 'HQ', userCode: 'ops', password: 'Demo@2026' } });
    const id = login.body.retVal.user.id;
    const image = await b.api<{ captchaId: string; image: string }>('GET', '/user/captcha');
    expect(image.body.retVal.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const bad = await b.api('POST', '/user/emailResetCode', { body: { id, email: 'ops.new@concierge.local', captchaId: image.body.retVal.captchaId, captcha: 'ZZZZ' } });
    expect(bad.body.result).toBe(40109);

    const { captchaId, answer } = await createCaptcha(h.runtime.store);
    expect((await b.api('POST', '/user/emailResetCode', { body: { id: id + 1, email: 'x@y.zz', captchaId, captcha: answer } })).body.result).toBe(40300);
    const again = await createCaptcha(h.runtime.store);
    expect((await b.api('POST', '/user/emailResetCode', { body: { id, email: 'ops.new@concierge.local', captchaId: again.captchaId, captcha: again.answer } })).body.result).toBe(0);
    const code = codeIn(inbox.at(-1));
    expect((await b.api('POST', '/user/resetEmail', { body: { id, email: 'ops.new@concierge.local', validateCode: code } })).body.result).toBe(0);
    expect((await b.api<{ masked: string }>('GET', '/user/email')).body.retVal.masked).toBe('o***w@concierge.local');
  });
});

describe('SMS second factor', () => {
  it('asks for a code, sends it to the mobile, and lets the right code in', async () => {
    const unit = await h.db.prisma.unit.findUniqueOrThrow({ where: { code: 'H001' } });
    await h.db.prisma.loginSecuritySetting.upsert({
      where: { unitId: unit.id },
      update: { globalSwitch: true, mobileValidationEnabled: true, ipWhiteEnabled: false },
      create: { unitId: unit.id, globalSwitch: true, mobileValidationEnabled: true },
    });
    await h.db.prisma.loginLimit.deleteMany({ where: { unitId: unit.id } });
    // Written past the console: tell the caches what the console's save would (login rules are cached).
    settingsChanged();
    const b = new Browser('uc.localhost:3000', '127.0.0.7');
    const first = await b.api<{ encodedCode: string; mobile: string }>('POST', '/login', { body: { unitCode: 'H001', userCode: 'cashier', password: 'Demo@2026' } });
    expect(first.body.result).toBe(40111);
    expect(first.body.retVal.mobile).toBe('138****0015');
    const sent = await b.api('GET', '/sso/sendMobileCode', { query: { encodedCode: first.body.retVal.encodedCode } });
    expect(sent.body.result).toBe(0);
    const code = /\d{6}/.exec(h.sms.at(-1)?.text ?? '')?.[0];
    expect(h.sms.at(-1)?.mobile).toBe('13800000015');
    const ok = await b.api('POST', '/login', { body: { unitCode: 'H001', userCode: 'cashier', password: 'Demo@2026', mobileCode: code, encodedCode: first.body.retVal.encodedCode } });
    expect(ok.body.result).toBe(0);
  });
});
