/**
 * SMS validation for chosen users (/safety/sms, issue 11): in H001, whose master switch is on and
 * whose unit-wide SMS validation is off (the seed), a chosen user is asked for a code at the next
 * login and a colleague is not; removing the choice applies at the next login; permissions, unit
 * boundaries, idempotent and concurrent adds, and one audit row per change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '@/tests/support/harness';
import { okOf, refusedWith, signIn, UC_HOST, signInConsoleUsers } from '@/tests/support/console';
import { Browser } from '@/tests/support/bff-client';
import type { Paged } from '@/lib/contracts/envelope';
import type { SmsUserRow } from '@/lib/contracts/login-security';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let frontdesk: Browser;
/** An H001 user holding the IP white-list page (so uc:safety:view) but not the SMS page; signs in only here (H001 ends earlier sessions). */
let ipOnly: Browser;

const unitId = async (code: string) => (await h.db.prisma.unit.findUniqueOrThrow({ where: { code } })).id;
const userId = async (unit: string, code: string) => (await h.db.prisma.user.findFirstOrThrow({ where: { code, unit: { code: unit } } })).id;
const smsRows = (where: { unitId?: number; userId?: number } = {}) => h.db.prisma.loginSmsUser.count({ where });
const smsAudits = () => h.db.prisma.auditLog.count({ where: { objectType: 'LoginSmsUser' } });

beforeAll(async () => {
  h = await createHarness();
  const fomanager = await h.db.prisma.user.findFirstOrThrow({ where: { code: 'fomanager', unit: { code: 'H001' } } });
  const ipMenu = await h.db.prisma.resource.findFirstOrThrow({ where: { name: 'uc_safety_ip' } });
  await h.db.prisma.userResource.create({ data: { userId: fomanager.id, resourceId: ipMenu.id } });
  [admin, h001admin, frontdesk] = await signInConsoleUsers();
  ipOnly = await signIn('H001', 'fomanager');
});
afterAll(async () => h?.close());

/** A password sign-in on the user-center host; the envelope of /login. */
async function login(unitCode: string, userCode: string, extra: Record<string, string> = {}) {
  const b = new Browser(UC_HOST, '127.0.0.9');
  const res = await b.api<{ encodedCode?: string; mobile?: string }>('POST', '/login', { body: { unitCode, userCode, password: 'Demo@2026', ...extra } });
  return { b, res };
}

/** A sign-in that must be asked for the SMS code, completed with the code the outbox received. */
async function loginWithCode(unitCode: string, userCode: string, mobile: string): Promise<void> {
  const first = await login(unitCode, userCode);
  expect(first.res.body.result, first.res.body.msg).toBe(40111);
  const encodedCode = first.res.body.retVal.encodedCode!;
  okOf(await first.b.api('GET', '/sso/sendMobileCode', { query: { encodedCode } }));
  expect(h.sms.at(-1)?.mobile).toBe(mobile);
  const code = /\d{6}/.exec(h.sms.at(-1)?.text ?? '')![0];
  const done = await first.b.api('POST', '/login', { body: { unitCode, userCode, password: 'Demo@2026', mobileCode: code, encodedCode } });
  expect(done.body.result, done.body.msg).toBe(0);
}

describe('chosen users', () => {
  it('a chosen user of a unit with SMS off is asked for the code at the next login, a colleague is not; removing the choice applies at the next login', async () => {
    const h001 = await unitId('H001');
    const cashier = await userId('H001', 'cashier');
    expect((await login('H001', 'cashier')).res.body.result).toBe(0);

    const added = okOf(await h001admin.api<{ added: number }>('POST', '/loginValidation/smsUser', { body: { unitId: h001, userIds: [cashier], remark: '财务岗' } }));
    expect(added).toEqual({ added: 1 });
    const list = okOf(await h001admin.api<Paged<SmsUserRow>>('POST', '/loginValidation/smsUsers', { body: { unitId: h001 } }));
    expect(list.totalRows).toBe(1);
    expect(list.datas[0]).toMatchObject({ userCode: 'cashier', userName: '黄敏', mobile: '138****0015', remark: '财务岗', createdBy: 'h001admin' });
    const created = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'LoginSmsUser', action: 'CREATE', objectId: String(list.datas[0]!.id) } });
    expect(JSON.parse(created.after!)).toMatchObject({ userId: cashier, userCode: 'cashier', unitId: h001 });

    // The next login asks for the code; the unit's other users still sign in with the password alone.
    await loginWithCode('H001', 'cashier', '13800000015');
    expect((await login('H001', 'hk01')).res.body.result).toBe(0);
    // The setting itself did not change: the unit-wide switch is still off.
    expect((await h.db.prisma.loginSecuritySetting.findUniqueOrThrow({ where: { unitId: h001 } })).mobileValidationEnabled).toBe(false);

    // Adding again changes nothing (no row, no audit row).
    const audits = await smsAudits();
    expect(okOf(await h001admin.api('POST', '/loginValidation/smsUser', { body: { unitId: h001, userIds: [cashier] } }))).toEqual({ added: 0 });
    expect(await smsRows({ unitId: h001, userId: cashier })).toBe(1);
    expect(await smsAudits()).toBe(audits);

    // An exemption lifts only the unit-wide switch: the chosen user is still asked.
    okOf(await h001admin.api('POST', '/loginValidation/exemptUser', { body: { unitId: h001, kind: 'MOBILE_VALIDATION', userIds: [cashier] } }));
    expect((await login('H001', 'cashier')).res.body.result).toBe(40111);

    // The master switch off: nobody is asked, chosen or not.
    okOf(await h001admin.api('POST', '/loginValidation/globalSwitch', { body: { unitId: h001, enabled: false } }));
    expect((await login('H001', 'cashier')).res.body.result).toBe(0);
    okOf(await h001admin.api('POST', '/loginValidation/globalSwitch', { body: { unitId: h001, enabled: true } }));
    expect((await login('H001', 'cashier')).res.body.result).toBe(40111);

    // Removed: the next login is the password alone again.
    okOf(await h001admin.api('DELETE', `/loginValidation/smsUser/${list.datas[0]!.id}`));
    expect(await smsRows({ unitId: h001 })).toBe(0);
    expect((await login('H001', 'cashier')).res.body.result).toBe(0);
    const deleted = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'LoginSmsUser', action: 'DELETE', objectId: String(list.datas[0]!.id) } });
    expect(JSON.parse(deleted.before!)).toMatchObject({ userId: cashier, userCode: 'cashier' });
    expect(await h.db.prisma.auditLog.count({ where: { objectType: 'LoginSmsUser', objectId: String(list.datas[0]!.id) } })).toBe(2);

    // With the unit-wide switch on, the exemption applies again (the user is no longer chosen).
    okOf(await h001admin.api('POST', '/loginValidation/mobile', { body: { unitId: h001, enabled: true } }));
    expect((await login('H001', 'cashier')).res.body.result).toBe(0);
    expect((await login('H001', 'hk01')).res.body.result).toBe(40111);
    okOf(await h001admin.api('POST', '/loginValidation/mobile', { body: { unitId: h001, enabled: false } }));
    await h.db.prisma.loginExemptUser.deleteMany({ where: { unitId: h001 } });
  });

  it('ten administrators adding the same user at once leave one row and one audit row', async () => {
    const h001 = await unitId('H001');
    const hk01 = await userId('H001', 'hk01');
    const audits = await smsAudits();
    const answers = await Promise.all(Array.from({ length: 10 }, () => h001admin.api<{ added: number }>('POST', '/loginValidation/smsUser', { body: { unitId: h001, userIds: [hk01] } })));
    expect(answers.map((a) => a.body.result)).toEqual(Array(10).fill(0));
    expect(answers.reduce((n, a) => n + a.body.retVal.added, 0)).toBe(1);
    expect(await smsRows({ unitId: h001, userId: hk01 })).toBe(1);
    expect(await smsAudits()).toBe(audits + 1);
    await h.db.prisma.loginSmsUser.deleteMany({ where: { unitId: h001 } });
  });
});

describe('who may choose users', () => {
  it('refuses the change without uc:safety:sms (40300), changing nothing; reading needs only uc:safety:view', async () => {
    const h001 = await unitId('H001');
    const cashier = await userId('H001', 'cashier');
    const chosen = okOf(await h001admin.api('POST', '/loginValidation/smsUser', { body: { unitId: h001, userIds: [cashier] } }));
    expect(chosen).toEqual({ added: 1 });
    const row = await h.db.prisma.loginSmsUser.findFirstOrThrow({ where: { unitId: h001, userId: cashier } });
    const [rows, audits] = [await smsRows(), await smsAudits()];

    const hk01 = await userId('H001', 'hk01');
    refusedWith(await ipOnly.api('POST', '/loginValidation/smsUser', { body: { unitId: h001, userIds: [hk01] } }), 40300);
    refusedWith(await ipOnly.api('DELETE', `/loginValidation/smsUser/${row.id}`), 40300);
    refusedWith(await frontdesk.api('POST', '/loginValidation/smsUser', { body: { unitId: h001, userIds: [hk01] } }), 40300);
    refusedWith(await frontdesk.api('DELETE', `/loginValidation/smsUser/${row.id}`), 40300);
    refusedWith(await frontdesk.api('POST', '/loginValidation/smsUsers', { body: { unitId: h001 } }), 40300);
    expect([await smsRows(), await smsAudits()]).toEqual([rows, audits]);
    // The IP page's holder sees the list (the SMS page is readable with any security page).
    expect(okOf(await ipOnly.api<Paged<SmsUserRow>>('POST', '/loginValidation/smsUsers', { body: { unitId: h001 } })).datas.map((r) => r.userCode)).toEqual(['cashier']);
    // And the choice still applies.
    expect((await login('H001', 'hk01')).res.body.result).toBe(0);
    expect((await login('H001', 'cashier')).res.body.result).toBe(40111);
    await h.db.prisma.loginSmsUser.deleteMany({ where: { unitId: h001 } });
  });

  it('keeps the choice inside the caller’s units and the unit’s users, and asks for a mobile', async () => {
    const h001 = await unitId('H001');
    const h002 = await unitId('H002');
    const helper = await userId('H002', 'helper');
    const [rows, audits] = [await smsRows(), await smsAudits()];

    // A user of another hotel into one's own unit: that user is outside the hotel administrator's units.
    refusedWith(await h001admin.api('POST', '/loginValidation/smsUser', { body: { unitId: h001, userIds: [await userId('H001', 'hk01'), helper] } }), 40300);
    // The group administrator administers both: a user of another unit than the list's is a wrong field.
    const foreign = await admin.api<{ fields: Record<string, string[]> }>('POST', '/loginValidation/smsUser', { body: { unitId: h001, userIds: [await userId('H001', 'hk01'), helper] } });
    refusedWith(foreign, 40000);
    expect(foreign.body.retVal.fields).toEqual({ userIds: ['unit'] });
    // Another unit altogether: outside the hotel administrator's scope.
    refusedWith(await h001admin.api('POST', '/loginValidation/smsUser', { body: { unitId: h002, userIds: [helper] } }), 40300);
    refusedWith(await h001admin.api('POST', '/loginValidation/smsUsers', { body: { unitId: h002 } }), 40300);
    // Nothing to send the code to.
    const newbie = await userId('H001', 'newbie');
    await h.db.prisma.user.update({ where: { id: newbie }, data: { mobile: null } });
    const noMobile = await h001admin.api<{ fields: Record<string, string[]> }>('POST', '/loginValidation/smsUser', { body: { unitId: h001, userIds: [newbie] } });
    refusedWith(noMobile, 40000);
    expect(noMobile.body.retVal.fields).toEqual({ userIds: ['mobile'] });
    for (const body of [{ unitId: h001, userIds: [] }, { unitId: h001 }, { userIds: [helper] }, { unitId: h001, userIds: ['x'] }]) {
      refusedWith(await h001admin.api('POST', '/loginValidation/smsUser', { body }), 40000);
    }
    expect([await smsRows(), await smsAudits()]).toEqual([rows, audits]);

    // The group's administrator chooses in H002; H001's administrator may not remove it.
    okOf(await admin.api('POST', '/loginValidation/smsUser', { body: { unitId: h002, userIds: [helper] } }));
    const row = await h.db.prisma.loginSmsUser.findFirstOrThrow({ where: { unitId: h002 } });
    refusedWith(await h001admin.api('DELETE', `/loginValidation/smsUser/${row.id}`), 40300);
    expect(await smsRows({ unitId: h002 })).toBe(1);
    refusedWith(await h001admin.api('DELETE', '/loginValidation/smsUser/999999'), 40400);
  });
});
