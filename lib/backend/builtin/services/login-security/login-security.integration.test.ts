/**
 * Login security and login limits through the BFF: each setting is changed with its console call
 * and then a sign-in runs against it (next login, no restart); validation, permissions, unit
 * boundaries and audit rows.
 */
import { describe, expect, it } from 'vitest';
import type { Harness } from '@/tests/support/harness';
import { flushLoginWrites } from '@/lib/backend/builtin/services/auth/login-write-behind';
import { okOf, refusedWith, signIn, UC_HOST, consoleSuite } from '@/tests/support/console';
import { Browser } from '@/tests/support/bff-client';
import type { IpWhiteGroupRow, LoginLimitRow, SecuritySettingView } from '@/lib/contracts/login-security';
import { hashPool } from '@/lib/security/hash-pool';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let frontdesk: Browser;

consoleSuite((s) => void ({ h, admin, h001admin, frontdesk } = s));

const unitId = async (code: string) => (await h.db.prisma.unit.findUniqueOrThrow({ where: { code } })).id;
const userId = async (unit: string, code: string) => (await h.db.prisma.user.findFirstOrThrow({ where: { code, unit: { code: unit } } })).id;

/** A sign-in of the user-center host from `ip`; the envelope of /login. */
async function login(unitCode: string, userCode: string, password: string, ip = '127.0.0.1', extra: Record<string, string> = {}) {
  const b = new Browser(UC_HOST, ip);
  const res = await b.api<{ encodedCode?: string; mobile?: string }>('POST', '/login', { body: { unitCode, userCode, password, ...extra } });
  return { b, res };
}

describe('IP white list', () => {
  it('refuses a login from outside the unit’s groups with a clear message and logs the reason; an exempt user or the master switch off lets it in', async () => {
    const h001 = await unitId('H001');
    const group = okOf(
      await h001admin.api<{ id: number }>('POST', '/loginValidation/ipWhite/group', { body: { unitId: h001, name: '前台网段', ipRanges: '10.8.0.0/16\n192.168.5.10-192.168.5.20', remark: '前台电脑' } }),
    );
    const setting = okOf(await h001admin.api<SecuritySettingView>('POST', '/loginValidation/ipWhite/enable', { body: { unitId: h001, enabled: true } }));
    expect(setting).toMatchObject({ ipWhiteEnabled: true, globalSwitch: true, unitCode: 'H001' });

    const outside = await login('H001', 'fomanager', 'Demo@2026', '127.0.0.1');
    expect(outside.res.body).toMatchObject({ result: 40112, msg: '当前IP不允许登录' });
    await flushLoginWrites();
    const logged = await h.db.prisma.loginLog.findFirstOrThrow({ where: { userCode: 'fomanager' }, orderBy: { id: 'desc' } });
    expect(logged).toMatchObject({ result: 'FAILURE', reason: 'IP', ip: '127.0.0.1', unitCode: 'H001' });

    expect((await login('H001', 'fomanager', 'Demo@2026', '10.8.3.4')).res.body.result).toBe(0);
    expect((await login('H001', 'fomanager', 'Demo@2026', '192.168.5.15')).res.body.result).toBe(0);

    // A group with members applies only to them: fomanager is not one, so no group covers him.
    const fomanager = await userId('H001', 'fomanager');
    const cashier = await userId('H001', 'cashier');
    okOf(await h001admin.api('POST', '/loginValidation/ipWhite/group', { body: { id: group.id, unitId: h001, name: '前台网段', ipRanges: '10.8.0.0/16', userIds: [cashier] } }));
    expect((await login('H001', 'fomanager', 'Demo@2026', '10.8.3.4')).res.body.result).toBe(40112);

    // Exempt from the white list: in from anywhere.
    okOf(await h001admin.api('POST', '/loginValidation/exemptUser', { body: { unitId: h001, kind: 'IP_WHITE', userIds: [fomanager], remark: '出差' } }));
    expect((await login('H001', 'fomanager', 'Demo@2026', '127.0.0.1')).res.body.result).toBe(0);
    const exempt = okOf(await h001admin.api<{ datas: { id: number; userCode: string; kind: string }[] }>('POST', '/loginValidation/exemptUsers', { body: { unitId: h001, kind: 'IP_WHITE' } }));
    expect(exempt.datas.map((e) => e.userCode)).toEqual(['fomanager']);
    okOf(await h001admin.api('DELETE', `/loginValidation/exemptUser/${exempt.datas[0]!.id}`));
    expect((await login('H001', 'fomanager', 'Demo@2026', '127.0.0.1')).res.body.result).toBe(40112);

    // The master switch off: the white list no longer applies.
    okOf(await h001admin.api('POST', '/loginValidation/globalSwitch', { body: { unitId: h001, enabled: false } }));
    expect((await login('H001', 'fomanager', 'Demo@2026', '127.0.0.1')).res.body.result).toBe(0);
    okOf(await h001admin.api('POST', '/loginValidation/globalSwitch', { body: { unitId: h001, enabled: true } }));
    okOf(await h001admin.api('POST', '/loginValidation/ipWhite/enable', { body: { unitId: h001, enabled: false } }));
    expect((await login('H001', 'fomanager', 'Demo@2026', '127.0.0.1')).res.body.result).toBe(0);
  });

  it('lists a unit’s groups with their members and deletes one, with audit rows', async () => {
    const h001 = await unitId('H001');
    const list = okOf(await h001admin.api<{ datas: IpWhiteGroupRow[]; totalRows: number }>('POST', '/loginValidation/ipWhite/groups', { body: { unitId: h001 } }));
    const group = list.datas.find((g) => g.name === '前台网段')!;
    expect(group.members.map((m) => m.code)).toEqual(['cashier']);
    expect(group.ipRanges).toBe('10.8.0.0/16');
    const update = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'IpWhiteGroup', objectId: String(group.id), action: 'UPDATE' } });
    expect(JSON.parse(update.before!).ipRanges).toBe('10.8.0.0/16\n192.168.5.10-192.168.5.20');
    expect(JSON.parse(update.after!)).toMatchObject({ ipRanges: '10.8.0.0/16', members: ['cashier'] });
    okOf(await h001admin.api('DELETE', `/loginValidation/ipWhite/group/${group.id}`));
    expect(await h.db.prisma.ipWhiteGroup.count({ where: { id: group.id } })).toBe(0);
    expect(await h.db.prisma.auditLog.count({ where: { objectType: 'IpWhiteGroup', objectId: String(group.id), action: 'DELETE' } })).toBe(1);
  });

  it('refuses addresses that are not IPs, CIDR blocks or ranges, and members of another unit, changing nothing', async () => {
    const h001 = await unitId('H001');
    const before = await h.db.prisma.ipWhiteGroup.count();
    for (const ipRanges of ['', 'abc', '10.0.0.0/33', '300.1.1.1', '10.0.0.1-nope']) {
      const bad = await h001admin.api<{ fields: Record<string, string[]> }>('POST', '/loginValidation/ipWhite/group', { body: { unitId: h001, name: '坏', ipRanges } });
      refusedWith(bad, 40000);
      expect(Object.keys(bad.body.retVal.fields)).toEqual(['ipRanges']);
    }
    refusedWith(await h001admin.api('POST', '/loginValidation/ipWhite/group', { body: { unitId: h001, name: '', ipRanges: '10.0.0.1' } }), 40000);
    const other = await userId('H002', 'helper');
    // A member from another hotel is outside the hotel administrator's units.
    refusedWith(await h001admin.api('POST', '/loginValidation/ipWhite/group', { body: { unitId: h001, name: '外人', ipRanges: '10.0.0.1', userIds: [other] } }), 40300);
    expect(await h.db.prisma.ipWhiteGroup.count()).toBe(before);
  });
});

describe('SMS validation', () => {
  it('turned on for the unit, the next login asks for a code sent to the mobile; exempt users skip it', async () => {
    const h001 = await unitId('H001');
    okOf(await h001admin.api('POST', '/loginValidation/mobile', { body: { unitId: h001, enabled: true } }));
    const first = await login('H001', 'cashier', 'Demo@2026', '127.0.0.9');
    expect(first.res.body.result).toBe(40111);
    const encodedCode = first.res.body.retVal.encodedCode!;
    okOf(await first.b.api('GET', '/sso/sendMobileCode', { query: { encodedCode } }));
    expect(h.sms.at(-1)?.mobile).toBe('13800000015');
    const code = /\d{6}/.exec(h.sms.at(-1)?.text ?? '')![0];
    const wrong = await first.b.api('POST', '/login', { body: { unitCode: 'H001', userCode: 'cashier', password: 'Demo@2026', mobileCode: code === '000000' ? '111111' : '000000', encodedCode } });
    expect(wrong.body.result).toBe(40109);
    const ok = await first.b.api('POST', '/login', { body: { unitCode: 'H001', userCode: 'cashier', password: 'Demo@2026', mobileCode: code, encodedCode } });
    expect(ok.body.result).toBe(0);

    okOf(await h001admin.api('POST', '/loginValidation/exemptUser', { body: { unitId: h001, kind: 'MOBILE_VALIDATION', userIds: [await userId('H001', 'cashier')] } }));
    expect((await login('H001', 'cashier', 'Demo@2026')).res.body.result).toBe(0);

    okOf(await h001admin.api('POST', '/loginValidation/mobile', { body: { unitId: h001, enabled: false } }));
    expect((await login('H001', 'fomanager', 'Demo@2026')).res.body.result).toBe(0);
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'LoginSecuritySetting', unitId: h001 }, orderBy: { id: 'desc' } });
    expect(JSON.parse(audit.before!).mobileValidationEnabled).toBe(true);
    expect(JSON.parse(audit.after!).mobileValidationEnabled).toBe(false);
  });
});

describe('screen lock', () => {
  it('gives the signed-in user their unit’s idle minutes and unlocks only with their password', async () => {
    const h001 = await unitId('H001');
    expect(okOf(await frontdesk.api('GET', '/loginValidation/myLockScreen'))).toEqual({ enabled: false, idleMinutes: 30 });
    const saved = okOf(await h001admin.api<SecuritySettingView>('POST', '/loginValidation/lockScreen', { body: { unitId: h001, enabled: true, idleMinutes: 5 } }));
    expect(saved).toMatchObject({ screenLockEnabled: true, screenLockIdleMinutes: 5 });
    expect(okOf(await frontdesk.api('GET', '/loginValidation/myLockScreen'))).toEqual({ enabled: true, idleMinutes: 5 });
    refusedWith(await frontdesk.api('POST', '/loginValidation/unlockScreen', { body: { password: 'wrong-password' } }), 40100);
    okOf(await frontdesk.api('POST', '/loginValidation/unlockScreen', { body: { password: 'Hotel@2026' } }));
    for (const idleMinutes of [0, -1, 1441, 'x']) {
      refusedWith(await h001admin.api('POST', '/loginValidation/lockScreen', { body: { unitId: h001, enabled: true, idleMinutes } }), 40000);
    }
    expect((await h.db.prisma.loginSecuritySetting.findUniqueOrThrow({ where: { unitId: h001 } })).screenLockIdleMinutes).toBe(5);
  });
});

describe('repeat login', () => {
  it('with overwrite on, a second login ends the first session; off, both stay', async () => {
    const h001 = await unitId('H001');
    okOf(await h001admin.api('POST', '/loginValidation/overwrite', { body: { unitId: h001, enabled: false } }));
    const a = await signIn('H001', 'hk01', 'Demo@2026');
    const b = await signIn('H001', 'hk01', 'Demo@2026');
    expect((await a.api('GET', '/loginValidation/myLockScreen')).body.result).toBe(0);
    expect((await b.api('GET', '/loginValidation/myLockScreen')).body.result).toBe(0);

    okOf(await h001admin.api('POST', '/loginValidation/overwrite', { body: { unitId: h001, enabled: true } }));
    await signIn('H001', 'hk01', 'Demo@2026');
    expect((await a.api('GET', '/loginValidation/myLockScreen')).body.result).toBe(52100);
    expect((await b.api('GET', '/loginValidation/myLockScreen')).body.result).toBe(52100);
  });
});

describe('who may change login security', () => {
  it('refuses an ordinary user, and a hotel administrator outside their hotel', async () => {
    const h001 = await unitId('H001');
    const h002 = await unitId('H002');
    refusedWith(await frontdesk.api('GET', '/loginValidation/setting', { query: { unitId: String(h001) } }), 40300);
    refusedWith(await frontdesk.api('POST', '/loginValidation/globalSwitch', { body: { unitId: h001, enabled: false } }), 40300);
    refusedWith(await h001admin.api('GET', '/loginValidation/setting', { query: { unitId: String(h002) } }), 40300);
    refusedWith(await h001admin.api('POST', '/loginValidation/ipWhite/enable', { body: { unitId: h002, enabled: true } }), 40300);
    refusedWith(await h001admin.api('POST', '/loginValidation/ipWhite/groups', { body: { unitId: h002 } }), 40300);
    const hqGroup = await h.db.prisma.ipWhiteGroup.findFirstOrThrow({ where: { unit: { code: 'HQ' } } });
    refusedWith(await h001admin.api('DELETE', `/loginValidation/ipWhite/group/${hqGroup.id}`), 40300);
    refusedWith(await h001admin.api('POST', '/loginValidation/exemptUser', { body: { unitId: h002, kind: 'ALL', userIds: [await userId('H002', 'helper')] } }), 40300);
    expect(await h.db.prisma.ipWhiteGroup.count({ where: { id: hqGroup.id } })).toBe(1);
    expect(await h.db.prisma.loginSecuritySetting.count({ where: { unitId: h002 } })).toBe(0);
    // The administrator of everything reads any unit's setting; a unit without a row shows the defaults.
    expect(okOf(await admin.api<SecuritySettingView>('GET', '/loginValidation/setting', { query: { unitId: String(h002) } }))).toMatchObject({
      saved: false,
      globalSwitch: false,
      lockEnabled: true,
      lockMaxFailures: 5,
    });
  });
});

describe('login limits', () => {
  it('a LOCKOUT limit sets the failures allowed and the lock time of the next logins', async () => {
    const h003 = await unitId('H003');
    const limit = okOf(await admin.api<LoginLimitRow>('POST', '/limit/save', { body: { unitId: h003, type: 'LOCKOUT', maxFailures: 2, lockMinutes: 10, remark: '两次锁定' } }));
    expect(limit).toMatchObject({ type: 'LOCKOUT', maxFailures: 2, lockMinutes: 10, unitCode: 'H003', enabled: true });
    expect(okOf(await admin.api<SecuritySettingView>('GET', '/loginValidation/setting', { query: { unitId: String(h003) } }))).toMatchObject({ lockMaxFailures: 2, lockDurationMinutes: 10 });

    // The default would allow five; the limit locks at the second wrong password.
    expect((await login('H003', 'fd03', 'wrong-1')).res.body.result).toBe(40100);
    expect((await login('H003', 'fd03', 'wrong-2')).res.body.result).toBe(40100);
    expect((await login('H003', 'fd03', 'Demo@2026')).res.body.result).toBe(40101);
    // Ten minutes later the lock has lifted by itself.
    h.advance(11 * 60_000);
    expect((await login('H003', 'fd03', 'Demo@2026')).res.body.result).toBe(0);

    // Disabled, the unit's own setting (defaults here) applies again.
    okOf(await admin.api('POST', '/limit/update', { body: { id: limit.id, unitId: h003, type: 'LOCKOUT', maxFailures: 2, lockMinutes: 10, enabled: false } }));
    for (let i = 0; i < 3; i++) expect((await login('H003', 'fd03', `wrong-${i}`)).res.body.result).toBe(40100);
    expect((await login('H003', 'fd03', 'Demo@2026')).res.body.result).toBe(0);
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'LoginLimit', objectId: String(limit.id), action: 'UPDATE' } });
    expect(JSON.parse(audit.before!).enabled).toBe(true);
    expect(JSON.parse(audit.after!).enabled).toBe(false);
  });

  it('a DENY window refuses the login until it is deleted', async () => {
    const h003 = await unitId('H003');
    okOf(await admin.api('POST', '/loginValidation/globalSwitch', { body: { unitId: h003, enabled: true } }));
    const deny = okOf(await admin.api<LoginLimitRow>('POST', '/limit/save', { body: { unitId: h003, type: 'DENY', startTime: '00:00', endTime: '23:59', remark: '全天维护' } }));
    const refused = await login('H003', 'fd03', 'Demo@2026');
    expect(refused.res.body).toMatchObject({ result: 40113, msg: '当前时间不允许登录' });
    await flushLoginWrites();
    expect((await h.db.prisma.loginLog.findFirstOrThrow({ where: { userCode: 'fd03' }, orderBy: { id: 'desc' } })).reason).toBe('TIME');
    const list = okOf(await admin.api<{ datas: LoginLimitRow[] }>('POST', '/limit/list', { body: { unitId: h003, type: 'DENY' } }));
    expect(list.datas.map((l) => l.id)).toContain(deny.id);
    expect(list.datas.every((l) => l.type === 'DENY' && l.unitCode === 'H003')).toBe(true);
    okOf(await admin.api('GET', `/limit/delete/${deny.id}`));
    expect((await login('H003', 'fd03', 'Demo@2026')).res.body.result).toBe(0);
  });

  it('validates limits and keeps them inside the caller’s units', async () => {
    const h001 = await unitId('H001');
    const h002 = await unitId('H002');
    const before = await h.db.prisma.loginLimit.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ unitId: h001, type: 'LOCKOUT', lockMinutes: 5 }, 'maxFailures'],
      [{ unitId: h001, type: 'LOCKOUT', maxFailures: 0, lockMinutes: 5 }, 'maxFailures'],
      [{ unitId: h001, type: 'LOCKOUT', maxFailures: 3, lockMinutes: -1 }, 'lockMinutes'],
      [{ unitId: h001, type: 'LOCKOUT', maxFailures: 3, lockMinutes: 5, userId: await userId('H001', 'cashier') }, 'userId'],
      [{ unitId: h001, type: 'ALLOW' }, 'startTime'],
      [{ unitId: h001, type: 'ALLOW', startTime: '25:00' }, 'startTime'],
      [{ unitId: h001, type: 'ALLOW', startTime: '18:00', endTime: '08:00' }, 'endTime'],
      [{ unitId: h001, type: 'DENY', ipRanges: 'not-an-ip' }, 'ipRanges'],
      [{ unitId: h001, type: 'SOMETIMES' }, 'type'],
    ];
    for (const [body, field] of cases) {
      const res = await h001admin.api<{ fields: Record<string, string[]> }>('POST', '/limit/save', { body });
      refusedWith(res, 40000);
      expect(Object.keys(res.body.retVal.fields), JSON.stringify(body)).toContain(field);
    }
    refusedWith(await h001admin.api('POST', '/limit/save', { body: { unitId: h001, type: 'ALLOW', startTime: '08:00', userId: await userId('H002', 'helper') } }), 40300);
    refusedWith(await h001admin.api('POST', '/limit/save', { body: { unitId: h002, type: 'LOCKOUT', maxFailures: 1, lockMinutes: 0 } }), 40300);
    refusedWith(await frontdesk.api('POST', '/limit/list', { body: {} }), 40300);
    const seeded = await h.db.prisma.loginLimit.findFirstOrThrow({ where: { unitId: h002 } });
    refusedWith(await h001admin.api('GET', `/limit/delete/${seeded.id}`), 40300);
    expect(await h.db.prisma.loginLimit.count()).toBe(before);
    // A hotel administrator's list holds only their hotel's limits.
    const own = okOf(await h001admin.api<{ datas: LoginLimitRow[] }>('POST', '/limit/list', { body: { pageSize: 100 } }));
    expect(own.datas.every((l) => l.unitCode === 'H001')).toBe(true);
  });
});

describe('screen unlock under a burst', () => {
  it('20 wrong unlocks at once: at most the unit limit is checked, the account locks and its session ends', async () => {
    const hk01 = await signIn('H001', 'hk01', 'Demo@2026');
    const before = hashPool().counts.verify;
    const answers = await Promise.all(Array.from({ length: 20 }, () => hk01.api('POST', '/loginValidation/unlockScreen', { body: { password: 'wrong-password' } })));
    const verified = hashPool().counts.verify - before;
    expect(verified).toBeGreaterThan(0);
    expect(verified).toBeLessThanOrEqual(5);
    // Each attempt is a checked wrong password (40100), refused as locked unchecked (40101), or
    // finds its session already ended by the lock (50001); none gets in.
    const results = answers.map((a) => a.body.result);
    expect(results.every((r) => [40100, 40101, 50001].includes(r)), results.join(',')).toBe(true);
    expect(results.filter((r) => r === 40100).length).toBeLessThanOrEqual(5);
    expect((await h.db.prisma.user.findFirstOrThrow({ where: { code: 'hk01', unit: { code: 'H001' } } })).locked).toBe(true);
    // The lock ended the session the burst came from.
    expect((await hk01.api('POST', '/loginValidation/unlockScreen', { body: { password: 'Demo@2026' } })).body.result).toBe(50001);
  });
});
