/** Each Backend method against the fake upstream: path, method, query, body, and what comes back. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend, CallContext } from '@/lib/backend/types';
import { AppError } from '@/lib/errors/app-error';
import { ErrorCode } from '@/lib/errors/codes';
import { callContext, flatLoginResult, startFakeUpstream, type FakeUpstream } from './fake-upstream';
import { createUpstreamBackend } from './index';
import { egressAllowing } from '@/tests/support/egress';

let fake: FakeUpstream;
let backend: Backend;
const ctx = callContext({ token: 'tok-1', appCode: 'PORTAL' });

beforeAll(async () => {
  fake = await startFakeUpstream();
  backend = createUpstreamBackend({ userCenterUrl: fake.url, timeoutMs: 2000, egress: egressAllowing(fake.url) });
});
afterAll(() => fake.close());
beforeEach(() => void vi.stubEnv('LOG_LEVEL', 'silent'));
afterEach(() => {
  fake.reset();
  vi.unstubAllEnvs();
});

const flatLogin = flatLoginResult();
const unit = { id: 3, uuid: 'u-uuid', code: 'HQ', name: 'Head office', logo: '', type: 'HOTEL', theme: 'blue' };
const loginUnit = { id: 3, code: 'HQ', name: 'Head office', type: 'HOTEL', home: 'T', current: 'F' };

interface Row {
  name: string;
  run: (b: Backend, c: CallContext) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  retVal?: unknown;
  expected?: unknown;
}

const rows: Row[] = [
  { name: 'login', run: (b, c) => b.auth.login(c, { unitCode: 'HQ', userCode: 'alice', password: 'pw', appCode: 'PORTAL' }), method: 'POST', path: '/login', body: { unitCode: 'HQ', userCode: 'alice', password: 'pw', appCode: 'PORTAL' }, retVal: flatLogin },
  { name: 'ssoLogin', run: (b, c) => b.auth.ssoLogin(c, { unitCode: 'HQ', userCode: 'alice', password: 'pw', mobileCode: '123456', encodedCode: 'e'.repeat(16) }), method: 'POST', path: '/sso/login', body: { unitCode: 'HQ', userCode: 'alice', password: 'pw', mobileCode: '123456', encodedCode: 'e'.repeat(16) }, retVal: flatLogin },
  { name: 'pmsLogin', run: (b, c) => b.auth.pmsLogin(c, { hotelCode: 'H1', pmsUserCode: 'bob', password: 'pw' }), method: 'POST', path: '/sso/pmsLogin', body: { hotelCode: 'H1', pmsUserCode: 'bob', password: 'pw' }, retVal: flatLogin },
  { name: 'reLogin', run: (b, c) => b.auth.reLogin(c, { appCode: 'PORTAL' }), method: 'POST', path: '/sso/reLogin', body: { appCode: 'PORTAL' }, retVal: flatLogin },
  { name: 'getLoginByToken sso', run: (b, c) => b.auth.getLoginByToken(c, 'sso'), method: 'GET', path: '/sso/getLoginByToken', query: {}, retVal: flatLogin },
  { name: 'getLoginByToken user', run: (b, c) => b.auth.getLoginByToken(c, 'user'), method: 'GET', path: '/user/getLoginByToken', query: {}, retVal: flatLogin },
  { name: 'logout', run: (b, c) => b.auth.logout(c), method: 'GET', path: '/sso/logout', query: {}, expected: undefined },
  { name: 'check', run: (b, c) => b.auth.check(c, { ssoToken: 'sso-tok', appCode: 'CRM' }), method: 'GET', path: '/sso/check', query: { token: 'sso-tok', appCode: 'CRM' }, retVal: { jwtToken: 'app-jwt' }, expected: { jwtToken: 'app-jwt' } },
  { name: 'check with a bare token', run: (b, c) => b.auth.check(c, { ssoToken: 'sso-tok', appCode: 'CRM' }), method: 'GET', path: '/sso/check', query: { token: 'sso-tok', appCode: 'CRM' }, retVal: 'app-jwt', expected: { jwtToken: 'app-jwt' } },
  { name: 'available', run: (b, c) => b.auth.available(c, { appCode: 'CRM' }), method: 'GET', path: '/sso/available', query: { appCode: 'CRM' }, retVal: { appCode: 'CRM', available: 'T' }, expected: { appCode: 'CRM', available: 'T' } },
  { name: 'available with a bare true', run: (b, c) => b.auth.available(c, { appCode: 'CRM' }), method: 'GET', path: '/sso/available', query: { appCode: 'CRM' }, retVal: true, expected: { appCode: 'CRM', available: 'T' } },
  { name: 'verifyClient', run: (b, c) => b.auth.verifyClient(c, { appCode: 'EXT', secret: 'cs_s' }), method: 'POST', path: '/sso/verifyClient', body: { appCode: 'EXT', secret: 'cs_s' }, retVal: { valid: 'T' }, expected: true },
  { name: 'verifyClient refused', run: (b, c) => b.auth.verifyClient(c, { appCode: 'EXT', secret: 'cs_x' }), method: 'POST', path: '/sso/verifyClient', body: { appCode: 'EXT', secret: 'cs_x' }, retVal: { valid: 'F' }, expected: false },
  { name: 'redirectOrigins (only http(s) origins kept)', run: (b, c) => b.auth.redirectOrigins(c, 'EXT'), method: 'GET', path: '/sso/redirectOrigins', query: { appCode: 'EXT' }, retVal: ['http://ext.example:4000', 'javascript:alert(1)', 'http://a.example/path', 'http://u@evil.example'], expected: ['http://ext.example:4000'] },
  { name: 'redirectOrigins none', run: (b, c) => b.auth.redirectOrigins(c, 'EXT'), method: 'GET', path: '/sso/redirectOrigins', query: { appCode: 'EXT' }, retVal: null, expected: [] },
  { name: 'casLoginOption', run: (b, c) => b.auth.casLoginOption(c), method: 'GET', path: '/sso/casLoginOption', retVal: { enabled: 'F', loginUrl: '', buttonText: '' }, expected: { enabled: 'F', loginUrl: '', buttonText: '' } },
  { name: 'changeLoginInfo', run: (b, c) => b.auth.changeLoginInfo(c, { orgCode: 'H2', appCode: 'PORTAL' }), method: 'POST', path: '/sso/changeLoginInfo', body: { orgCode: 'H2', appCode: 'PORTAL' }, retVal: 'jwt-h2', expected: { jwtToken: 'jwt-h2' } },
  { name: 'backdoorState', run: (b, c) => b.auth.backdoorState(c), method: 'GET', path: '/login/backdoorState', retVal: { isBackdoor: 'T', canUseBackdoor: 'T', homeUnitCode: 'HQ', currentUnitCode: 'H2', appCode: 'PORTAL' }, expected: { isBackdoor: 'T', canUseBackdoor: 'T', homeUnitCode: 'HQ', currentUnitCode: 'H2', appCode: 'PORTAL' } },
  { name: 'checkOverwrite', run: (b, c) => b.auth.checkOverwrite(c), method: 'POST', path: '/login/checkOverwrite', body: { appCode: 'PORTAL' }, retVal: { appCode: 'PORTAL', overwritten: 'F', info: null }, expected: { appCode: 'PORTAL', overwritten: 'F', info: null } },
  { name: 'sendResetPasswordMail', run: (b, c) => b.auth.sendResetPasswordMail(c, { unitCode: 'HQ', userCode: 'alice', email: 'a@x.io' }), method: 'POST', path: '/sso/sendResetPasswordMail', body: { unitCode: 'HQ', userCode: 'alice', email: 'a@x.io' }, expected: undefined },
  { name: 'resetPasswordByCode', run: (b, c) => b.auth.resetPasswordByCode(c, { unitCode: 'HQ', userCode: 'alice', email: 'a@x.io', validateCode: '123456', passwd: 'new-pw1' }), method: 'POST', path: '/sso/resetPasswordByCode', body: { unitCode: 'HQ', userCode: 'alice', email: 'a@x.io', validateCode: '123456', passwd: 'new-pw1' }, expected: undefined },
  { name: 'sendMobileCode', run: (b, c) => b.auth.sendMobileCode(c, { encodedCode: 'enc-0123456789abcdef' }), method: 'GET', path: '/sso/sendMobileCode', query: { encodedCode: 'enc-0123456789abcdef' }, retVal: { mobile: '138****0000', seconds: 60 }, expected: { mobile: '138****0000', seconds: 60 } },
  { name: 'updateUserPassword', run: (b, c) => b.self.updateUserPassword(c, { passwdOld: 'old1', passwd: 'new1' }), method: 'POST', path: '/user/updateUserPassword', body: { passwdOld: 'old1', passwd: 'new1' }, expected: undefined },
  { name: 'cancelPasswordChange', run: (b, c) => b.self.cancelPasswordChange(c), method: 'POST', path: '/user/cancelUpdatePassword', body: {}, expected: undefined },
  { name: 'possibleLoginUnits', run: (b, c) => b.self.possibleLoginUnits(c, { search: 'he' }), method: 'GET', path: '/user/possibleLoginUnits', query: { search: 'he' }, retVal: [loginUnit], expected: [loginUnit] },
  { name: 'possibleLoginUnits without search', run: (b, c) => b.self.possibleLoginUnits(c, { search: '' }), method: 'GET', path: '/user/possibleLoginUnits', query: {}, retVal: null, expected: [] },
  { name: 'getBackgroundUnit', run: (b, c) => b.self.getBackgroundUnit(c), method: 'GET', path: '/user/getBackgroundUnit', retVal: loginUnit, expected: loginUnit },
  { name: 'emailResetCode', run: (b, c) => b.self.emailResetCode(c, { id: 7, email: 'a@x.io' }), method: 'POST', path: '/user/emailResetCode', body: { id: 7, email: 'a@x.io' }, expected: undefined },
  { name: 'resetEmail', run: (b, c) => b.self.resetEmail(c, { id: 7, email: 'a@x.io', validateCode: '654321' }), method: 'POST', path: '/user/resetEmail', body: { email: 'a@x.io', validateCode: '654321', id: 7 }, expected: undefined },
  { name: 'getEmail', run: (b, c) => b.self.getEmail(c), method: 'GET', path: '/user/email', retVal: { email: 'a@x.io', masked: 'a***@x.io' }, expected: { email: 'a@x.io', masked: 'a***@x.io' } },
  { name: 'mobileBindCode', run: (b, c) => b.self.mobileBindCode(c, { id: 7, mobile: '13912345678' }), method: 'POST', path: '/user/mobileBindCode', body: { id: 7, mobile: '13912345678' }, retVal: { seconds: 60 }, expected: { seconds: 60 } },
  { name: 'bindMobile', run: (b, c) => b.self.bindMobile(c, { id: 7, mobile: '13912345678', validateCode: '654321' }), method: 'POST', path: '/user/bindMobile', body: { mobile: '13912345678', validateCode: '654321', id: 7 }, expected: undefined },
  { name: 'getMobile', run: (b, c) => b.self.getMobile(c), method: 'GET', path: '/user/mobile', retVal: { masked: '139****5678' }, expected: { masked: '139****5678' } },
  { name: 'unitParam', run: (b, c) => b.self.unitParam(c, { code: 'PASSWORD_STRATEGY', unitCode: 'HQ' }), method: 'GET', path: '/sysOption/unit', query: { code: 'PASSWORD_STRATEGY', unitCode: 'HQ' }, retVal: { value: '^.{8,}$', remark: '{"fruit":[0],"inputValue":8}' }, expected: { code: 'PASSWORD_STRATEGY', value: '^.{8,}$', remark: '{"fruit":[0],"inputValue":8}', halt: 'F' } },
  { name: 'unitParam not set', run: (b, c) => b.self.unitParam(c, { code: 'PASSWORD_STRATEGY' }), method: 'GET', path: '/sysOption/unit', query: { code: 'PASSWORD_STRATEGY' }, retVal: null, expected: null },
  { name: 'orgByCode', run: (b, c) => b.self.orgByCode(c, { code: 'HQ' }), method: 'GET', path: '/org/code/HQ', retVal: { ...unit, extra: 1 }, expected: unit },
  { name: 'checkPermission', run: (b, c) => b.self.checkPermission(c, { identity: 'user:edit' }), method: 'GET', path: '/user/checkPermission', query: { identity: 'user:edit' }, retVal: { identity: 'user:edit', permitted: 'T', title: 'Edit' }, expected: { identity: 'user:edit', permitted: 'T', title: 'Edit' } },
  { name: 'domainByHost', run: (b, c) => b.self.domainByHost(c, { host: 'portal.example' }), method: 'GET', path: '/domain/findByUrl', query: { url: 'portal.example' }, retVal: { title: 'Portal', frontProps: { newFrameworkUrl: 'https://n.example', n: 1 } }, expected: { title: 'Portal', logoUrl: '', backgroundUrl: '', copyRight: '', loginPage: '', frontProps: { newFrameworkUrl: 'https://n.example', n: '1' } } },
  { name: 'domainByHost unknown', run: (b, c) => b.self.domainByHost(c, { host: 'nowhere.example' }), method: 'GET', path: '/domain/findByUrl', query: { url: 'nowhere.example' }, retVal: null, expected: null },
  { name: 'style listApplied', run: (b, c) => b.style.listApplied(c, { placement: 'SHELL', host: 'portal.example' }), method: 'GET', path: '/style/applied', query: { placement: 'SHELL', host: 'portal.example' }, retVal: [{ kind: 'CSS', code: 'brand', name: 'Brand', sha256: 'cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc', content: 'body{color:red}' }], expected: [{ kind: 'CSS', code: 'brand', name: 'Brand', sha256: 'cccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc', content: 'body{color:red}' }] },
];

describe('calls', () => {
  it.each(rows)('$name', async (row) => {
    fake.envelope(row.path, 0, row.retVal ?? null);
    const out = await row.run(backend, ctx);
    const r = fake.last();
    expect(r.method).toBe(row.method);
    expect(r.path).toBe(row.path);
    expect(Object.fromEntries(r.query)).toEqual(row.query ?? {});
    expect(r.body).toEqual(row.body);
    expect(r.headers.authorization).toBe('tok-1');
    if ('expected' in row) expect(out).toEqual(row.expected);
  });

  it('is the upstream kind', () => {
    expect(backend.kind).toBe('upstream');
  });
});

describe('style resources for pages', () => {
  it('refuses an answer whose code could not be an address, so the page puts nothing of it on itself', async () => {
    fake.envelope('/style/applied', 0, [{ kind: 'HTML', code: '../x', name: 'x', sha256: 'c'.repeat(64), content: null }]);
    await expect(backend.style.listApplied(ctx, { placement: 'LOGIN', host: 'portal.example' })).rejects.toBeInstanceOf(AppError);
  });
});

describe('tolerated codes', () => {
  it('50001 on org by code is "no such unit"', async () => {
    fake.envelope('/org/code/NOPE', 50001, null, 'not found');
    await expect(backend.self.orgByCode(ctx, { code: 'NOPE' })).resolves.toBeNull();
  });

  it('a null org is "no such unit"', async () => {
    fake.envelope('/org/code/NOPE', 0, null);
    await expect(backend.self.orgByCode(ctx, { code: 'NOPE' })).resolves.toBeNull();
  });

  it('50001 elsewhere stays a session error', async () => {
    fake.envelope('/user/email', 50001, null, '登录已失效');
    await expect(backend.self.getEmail(ctx)).rejects.toMatchObject({ code: 50001, serverMessage: '登录已失效' });
  });

  it('other errors on org by code are thrown', async () => {
    fake.reply('/org/code/HQ', { status: 503, raw: '' });
    await expect(backend.self.orgByCode(ctx, { code: 'HQ' })).rejects.toMatchObject({ code: 503 });
  });

  it.each([ErrorCode.APP_NOT_OPENED, ErrorCode.SSO_TOKEN_INVALID])('%i on available comes back as an AppError with that code', async (code) => {
    fake.envelope('/sso/available', code, null, '单位未开通该应用');
    const e = await backend.auth.available(ctx, { appCode: 'CRM' }).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(AppError);
    expect(e).toMatchObject({ code, serverMessage: '单位未开通该应用' });
  });
});

describe('login results', () => {
  it('derives user and unit from the flat spec fields', async () => {
    fake.envelope('/login', 0, { ...flatLogin, isBackdoor: 'T' });
    const r = await backend.auth.login(ctx, { unitCode: 'HQ', userCode: 'alice', password: 'pw' });
    expect(r.user).toEqual({ id: 7, code: 'alice', name: 'Alice', type: 'ORDINARY', deptName: 'IT', firstLogin: 'F', isBackdoor: 'T', canUseBackdoor: 'F', receiveMessage: 'F', email: '', pwdChange: 'F' });
    expect(r.unit).toEqual({ id: 3, uuid: 'u-uuid', code: 'HQ', name: 'Head office', logo: '', type: '', theme: '' });
    expect(r.repeatLogin).toBeNull();
    expect(r.jwtToken).toBe('jwt-new');
  });

  it('getLoginByToken without jwtToken keeps the token it was asked about', async () => {
    const { jwtToken: _drop, ...noToken } = flatLogin;
    fake.envelope('/sso/getLoginByToken', 0, { ...noToken, email: 'a@x.io' });
    const r = await backend.auth.getLoginByToken(ctx, 'sso');
    expect(r.jwtToken).toBe('tok-1');
    expect(r.user.email).toBe('a@x.io');
  });

  it('a new login without its own jwtToken is INTERNAL, even when the caller had a token', async () => {
    fake.envelope('/login', 0, { ...flatLogin, jwtToken: '' });
    await expect(backend.auth.login(ctx, { unitCode: 'HQ', userCode: 'alice', password: 'pw' })).rejects.toMatchObject({ code: ErrorCode.INTERNAL });
  });

  it('a login result without user or unit code is INTERNAL', async () => {
    fake.envelope('/login', 0, { ...flatLogin, userCode: null });
    await expect(backend.auth.login(ctx, { unitCode: 'HQ', userCode: 'alice', password: 'pw' })).rejects.toMatchObject({ code: ErrorCode.INTERNAL });
  });

  it('a login error keeps code, message and retVal (repeat-login info with 52100)', async () => {
    const info = { descript: 'PMS', time: '2026-01-01 10:00', ip: '198.51.100.1', location: 'Shanghai' };
    fake.envelope('/login', 52100, info, '账号已在别处登录');
    await expect(backend.auth.login(ctx, { unitCode: 'HQ', userCode: 'alice', password: 'pw' })).rejects.toMatchObject({ code: 52100, serverMessage: '账号已在别处登录', data: info });
  });
});
