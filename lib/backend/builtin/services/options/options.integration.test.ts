/** System parameters and the password-strength parameter through the BFF: validation, 58002, permissions, audit, and the strategy applied at the next password change. */
import { describe, expect, it } from 'vitest';
import type { Paged } from '@/lib/contracts/envelope';
import type { Harness } from '@/tests/support/harness';
import { okOf, refusedWith, consoleSuite } from '@/tests/support/console';
import { Browser } from '@/tests/support/bff-client';
import type { PasswordStrategyView, SystemOptionRow } from '@/lib/contracts/options';

let h: Harness;
let admin: Browser;
let h001admin: Browser;
let frontdesk: Browser;

consoleSuite((s) => void ({ h, admin, h001admin, frontdesk } = s));

const unitId = async (code: string) => (await h.db.prisma.unit.findUniqueOrThrow({ where: { code } })).id;

describe('system parameters', () => {
  it('lists, creates, edits, changes a value and deletes system parameters with audit rows', async () => {
    const list = okOf(await admin.api<Paged<SystemOptionRow>>('GET', '/sysOption/querySystem', { query: { code: 'PASSWORD' } }));
    expect(list.datas.map((o) => o.code)).toContain('PASSWORD_STRATEGY');
    expect(list.datas.find((o) => o.code === 'PASSWORD_STRATEGY')!.unitOverrides).toBe(2);

    const created = okOf(await admin.api<SystemOptionRow>('POST', '/sysOption/update', { body: { code: 'SESSION_NOTICE', name: '会话提示', value: '30', sort: 5 } }));
    expect(created).toMatchObject({ code: 'SESSION_NOTICE', value: '30', halt: false, updatedBy: 'admin' });
    const edited = okOf(await admin.api<SystemOptionRow>('POST', '/sysOption/update', { body: { id: created.id, code: 'SESSION_NOTICE', name: '会话提示', value: '45', halt: true } }));
    expect(edited).toMatchObject({ value: '45', halt: true });
    okOf(await admin.api('POST', '/sysOption/updateValue', { body: { id: created.id, value: '60' } }));
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'SystemOption', objectId: String(created.id) }, orderBy: { id: 'desc' } });
    expect(JSON.parse(audit.before!).value).toBe('45');
    expect(JSON.parse(audit.after!).value).toBe('60');
    okOf(await admin.api('GET', `/sysOption/delete/${created.id}`));
    expect(await h.db.prisma.systemOption.count({ where: { id: created.id } })).toBe(0);
    expect(await h.db.prisma.auditLog.count({ where: { objectType: 'SystemOption', objectId: String(created.id), action: 'DELETE' } })).toBe(1);
  });

  it('answers 58002 with the reason when a parameter cannot be saved, and changes nothing', async () => {
    const taken = await admin.api('POST', '/sysOption/update', { body: { code: 'PASSWORD_STRATEGY', value: 'x' } });
    expect(taken.body).toMatchObject({ result: 58002, msg: '系统参数更新失败：参数编码已存在' });
    const system = await h.db.prisma.systemOption.findFirstOrThrow({ where: { unitId: null, code: 'PASSWORD_STRATEGY' } });
    const broken = await admin.api('POST', '/sysOption/update', { body: { id: system.id, code: 'PASSWORD_STRATEGY', value: '^(?=.*\\d', remark: '{"fruit":[0],"inputValue":6}' } });
    expect(broken.body.result).toBe(58002);
    expect(broken.body.msg).toContain('系统参数更新失败');
    refusedWith(await admin.api('POST', '/sysOption/update', { body: { id: system.id, code: 'PASSWORD_STRATEGY', value: '', remark: '{"fruit":[],"inputValue":4}' } }), 58002);
    refusedWith(await admin.api('POST', '/sysOption/updateValue', { body: { id: system.id, value: '([' } }), 58002);
    expect((await h.db.prisma.systemOption.findUniqueOrThrow({ where: { id: system.id } })).value).toBe(system.value);
    refusedWith(await admin.api('POST', '/sysOption/update', { body: { code: 'bad code!' } }), 40000);
    refusedWith(await admin.api('POST', '/sysOption/update', { body: { code: '' } }), 40000);
  });

  it('copies a system value to the units that override it', async () => {
    const system = await h.db.prisma.systemOption.findFirstOrThrow({ where: { unitId: null, code: 'PASSWORD_STRATEGY' } });
    expect(okOf(await admin.api<{ synced: number }>('POST', '/sysOption/sync', { body: { id: system.id } })).synced).toBe(2);
    const hq = await h.db.prisma.systemOption.findFirstOrThrow({ where: { unitId: await unitId('HQ'), code: 'PASSWORD_STRATEGY' } });
    expect(hq.value).toBe(system.value);
  });

  it('keeps system parameters to platform operators', async () => {
    refusedWith(await h001admin.api('GET', '/sysOption/querySystem'), 40300);
    refusedWith(await h001admin.api('POST', '/sysOption/update', { body: { code: 'X', value: '1' } }), 40300);
    refusedWith(await frontdesk.api('DELETE', '/sysOption', { query: { ids: '1' } }), 40300);
    const unitRow = await h.db.prisma.systemOption.findFirstOrThrow({ where: { unitId: { not: null } } });
    // A unit's own parameter is not a system parameter: not found here.
    refusedWith(await admin.api('GET', `/sysOption/delete/${unitRow.id}`), 40400);
  });

  it('deletes several parameters at once', async () => {
    const a = okOf(await admin.api<SystemOptionRow>('POST', '/sysOption/update', { body: { code: 'TMP_A', value: '1' } }));
    const b = okOf(await admin.api<SystemOptionRow>('POST', '/sysOption/update', { body: { code: 'TMP_B', value: '2' } }));
    expect(okOf(await admin.api<{ deleted: number }>('DELETE', '/sysOption', { query: { ids: `${a.id},${b.id}` } })).deleted).toBe(2);
    expect(await h.db.prisma.systemOption.count({ where: { code: { in: ['TMP_A', 'TMP_B'] } } })).toBe(0);
  });
});

describe('password strength', () => {
  it('validates length and complexity', async () => {
    const h001 = await unitId('H001');
    for (const body of [
      { unitId: h001, fruit: [0], inputValue: 5 },
      { unitId: h001, fruit: [0], inputValue: 6.5 },
      { unitId: h001, fruit: [0], inputValue: -8 },
      { unitId: h001, fruit: [], inputValue: 8 },
      { unitId: h001, fruit: [7], inputValue: 8 },
      { unitId: h001, inputValue: 8 },
    ]) {
      refusedWith(await h001admin.api('POST', '/sysOption/passwordStrategy', { body }), 40000);
    }
  });

  it('saves the unit’s strategy as pattern and remark, and the next password change must satisfy it', async () => {
    const h001 = await unitId('H001');
    const saved = okOf(await h001admin.api<PasswordStrategyView>('POST', '/sysOption/passwordStrategy', { body: { unitId: h001, fruit: [3, 0, 2], inputValue: 10 } }));
    expect(saved).toMatchObject({ unitId: h001, fruit: [0, 2, 3], inputValue: 10, source: 'UNIT' });
    const row = await h.db.prisma.systemOption.findFirstOrThrow({ where: { unitId: h001, code: 'PASSWORD_STRATEGY' } });
    expect(row.remark).toBe('{"fruit":[0,2,3],"inputValue":10}');
    expect(row.value).toBe('^(?=.*[0-9])(?=.*[a-z])(?=.*[^A-Za-z0-9])[!-~]{10,}$');

    const sso = new Browser('sso.localhost:3000');
    expect((await sso.api('POST', '/sso/login', { body: { unitCode: 'H001', userCode: 'cashier', password: 'Demo@2026' } })).body.result).toBe(0);
    const weak = await sso.api('POST', '/user/updateUserPassword', { body: { passwdOld: 'Demo@2026', passwd: 'Short@1a' } });
    expect(weak.body.result).toBe(40107);
    expect(weak.body.msg).toContain('10');
    const noSymbol = await sso.api('POST', '/user/updateUserPassword', { body: { passwdOld: 'Demo@2026', passwd: 'longenough123' } });
    expect(noSymbol.body.result).toBe(40107);
    expect((await sso.api('POST', '/user/updateUserPassword', { body: { passwdOld: 'Demo@2026', passwd: 'long-enough-123' } })).body.result).toBe(0);
    // The modal reads the same parameter.
    const param = okOf(await new Browser('sso.localhost:3000').api<{ remark: string }>('GET', '/sysOption/unit', { query: { code: 'PASSWORD_STRATEGY', unitCode: 'H001' } }));
    expect(JSON.parse(param.remark)).toEqual({ fruit: [0, 2, 3], inputValue: 10 });

    // The user-center host applies its fixed rule and the unit's strategy too.
    const uc = new Browser('uc.localhost:3000');
    expect((await uc.api('POST', '/login', { body: { unitCode: 'H001', userCode: 'cashier', password: 'long-enough-123' } })).body.result).toBe(0);
    const ucWeak = await uc.api('POST', '/user/updateUserPassword', { body: { passwdOld: 'long-enough-123', passwd: 'abc12345' } });
    expect(ucWeak.body.result).toBe(40107);
    expect(ucWeak.body.msg).toContain('10');
    expect((await uc.api('POST', '/user/updateUserPassword', { body: { passwdOld: 'long-enough-123', passwd: 'uc-strong-456' } })).body.result).toBe(0);
  });

  it('leaves the system default to those who administer every unit, and other units to their administrators', async () => {
    refusedWith(await h001admin.api('POST', '/sysOption/passwordStrategy', { body: { fruit: [0], inputValue: 6 } }), 40300);
    refusedWith(await h001admin.api('POST', '/sysOption/passwordStrategy', { body: { unitId: await unitId('H002'), fruit: [0], inputValue: 6 } }), 40300);
    refusedWith(await frontdesk.api('GET', '/sysOption/passwordStrategy', { query: { unitId: String(await unitId('H001')) } }), 40300);
    const h002 = okOf(await admin.api<PasswordStrategyView>('GET', '/sysOption/passwordStrategy', { query: { unitId: String(await unitId('H002')) } }));
    expect(h002.source).toBe('SYSTEM');
    const system = okOf(await admin.api<PasswordStrategyView>('POST', '/sysOption/passwordStrategy', { body: { fruit: [0, 1], inputValue: 8 } }));
    expect(system).toMatchObject({ unitId: null, fruit: [0, 1], inputValue: 8, source: 'SYSTEM' });
    expect(await h.db.prisma.systemOption.count({ where: { unitId: null, code: 'PASSWORD_STRATEGY' } })).toBe(1);
  });
});

describe('domain list', () => {
  it('saves a host’s title and logo, which its login page then reads by host', async () => {
    expect(okOf(await admin.api<{ available: boolean }>('GET', '/domain/check', { query: { host: 'login.hotel-h002.test' } })).available).toBe(true);
    const saved = okOf(
      await admin.api<{ id: number; orgCode: string; unitName: string; frontProps: Record<string, string> }>('POST', '/domain/save', {
        body: { host: 'Login.Hotel-H002.test:8443', title: '西湖酒店员工登录', logoUrl: '/files/logo-h002.png', orgCode: 'h002', copyRight: '© 2020 西湖酒店', frontProps: { newFrameworkUrl: 'https://new.hotel-h002.test/' } },
      }),
    );
    expect(saved).toMatchObject({ orgCode: 'H002', unitName: '锦程西湖度假酒店', frontProps: { newFrameworkUrl: 'https://new.hotel-h002.test/' } });
    // The login page of any host asks by its address (a visitor, no session).
    const visitor = new Browser('uc.localhost:3000');
    const found = okOf(await visitor.api<{ title: string; logoUrl: string; frontProps: Record<string, string> }>('GET', '/domain/findByUrl', { query: { url: 'login.hotel-h002.test' } }));
    expect(found).toMatchObject({ title: '西湖酒店员工登录', logoUrl: '/files/logo-h002.png', frontProps: { newFrameworkUrl: 'https://new.hotel-h002.test/' } });
    expect(okOf(await admin.api<{ available: boolean }>('GET', '/domain/check', { query: { host: 'login.hotel-h002.test' } })).available).toBe(false);
    expect(okOf(await admin.api<{ available: boolean }>('GET', '/domain/check', { query: { host: 'login.hotel-h002.test', id: String(saved.id) } })).available).toBe(true);

    okOf(await admin.api('POST', '/domain/update', { body: { id: saved.id, host: 'login.hotel-h002.test', title: '西湖酒店', status: 'DISABLED' } }));
    expect(okOf(await visitor.api('GET', '/domain/findByUrl', { query: { url: 'login.hotel-h002.test' } }))).toBeNull();
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'DomainSetting', objectId: String(saved.id), action: 'UPDATE' } });
    expect(JSON.parse(audit.before!).title).toBe('西湖酒店员工登录');
    expect(JSON.parse(audit.after!)).toMatchObject({ title: '西湖酒店', status: 'DISABLED' });
    const list = okOf(await admin.api<{ datas: { host: string }[] }>('POST', '/domain/list', { body: { host: 'hotel-h002' } }));
    expect(list.datas.map((d) => d.host)).toEqual(['login.hotel-h002.test']);
  });

  it("answers a host's title and copyright in the page's language from the translations, the record's own text otherwise", async () => {
    const en = okOf(await new Browser('sso.localhost:3000', '127.0.0.1', 'en-US').api<{ title: string; copyRight: string }>('GET', '/domain/findByUrl', { query: { url: 'sso.localhost' } }));
    expect(en).toMatchObject({ title: 'Jincheng Hotel Group Sign-on Center', copyRight: '© {year} Jincheng Hotel Group. All rights reserved.' });
    const zh = okOf(await new Browser('sso.localhost:3000').api<{ title: string; copyRight: string }>('GET', '/domain/findByUrl', { query: { url: 'sso.localhost' } }));
    expect(zh).toMatchObject({ title: '锦程酒店集团统一登录中心', copyRight: '© {year} 锦程酒店集团 版权所有' });
    // A translation edited in the translation editor (group domain) is what the next visitor reads.
    await h.db.prisma.translation.updateMany({ where: { appCode: 'UC', locale: 'en-US', code: 'sso.localhost.title' }, data: { value: 'Jincheng Sign-in' } });
    expect(okOf(await new Browser('sso.localhost:3000', '127.0.0.1', 'en-US').api<{ title: string }>('GET', '/domain/findByUrl', { query: { url: 'sso.localhost' } })).title).toBe('Jincheng Sign-in');
    await h.db.prisma.translation.updateMany({ where: { appCode: 'UC', locale: 'en-US', code: 'sso.localhost.title' }, data: { value: 'Jincheng Hotel Group Sign-on Center' } });
  });

  it('refuses bad hosts and addresses, a host taken, an unknown unit, and callers who are not operators', async () => {
    const before = await h.db.prisma.domainSetting.count();
    for (const [body, field] of [
      [{ host: 'http://x.test/path' }, 'host'],
      [{ host: 'bad host' }, 'host'],
      [{ host: 'ok.test', logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
      [{ host: 'ok.test', loginPage: 'ftp://x' }, 'loginPage'],
      [{ host: 'ok.test', frontProps: { newFrameworkUrl: 'javascript:alert(1)' } }, 'frontProps'],
      [{ host: 'ok.test', orgCode: 'NOPE' }, 'orgCode'],
    ] as const) {
      const res = await admin.api<{ fields: Record<string, string[]> }>('POST', '/domain/save', { body });
      refusedWith(res, 40000);
      expect(Object.keys(res.body.retVal.fields)).toContain(field);
    }
    refusedWith(await admin.api('POST', '/domain/save', { body: { host: 'login.hotel-h002.test' } }), 40900);
    refusedWith(await h001admin.api('POST', '/domain/list', { body: {} }), 40300);
    refusedWith(await h001admin.api('POST', '/domain/save', { body: { host: 'mine.test' } }), 40300);
    expect(await h.db.prisma.domainSetting.count()).toBe(before);
  });
});

describe('brand management code box', () => {
  it('adds, changes and deletes the entries the shell reads, audited, for operators only', async () => {
    const saved = okOf(await admin.api<{ id: number; value: string }>('POST', '/codeBox/save', { body: { appCode: 'GC', code: 'HELP_URL', value: 'https://help.example/', descript: '帮助' } }));
    // The shell's dictionary lookup reads it at once.
    const shell = okOf(await frontdesk.api<{ value: string }[]>('GET', '/dictionary/list', { query: { appCode: 'GC', code: 'HELP_URL' } }));
    expect(shell.map((e) => e.value)).toEqual(['https://help.example/']);
    const list = okOf(await admin.api<{ datas: { code: string }[] }>('POST', '/codeBox/list', { body: { appCode: 'GC' } }));
    expect(list.datas.map((d) => d.code)).toContain('HELP_URL');
    okOf(await admin.api('POST', '/codeBox/save', { body: { id: saved.id, appCode: 'GC', code: 'HELP_URL', value: 'https://help.example/v2' } }));
    const audit = await h.db.prisma.auditLog.findFirstOrThrow({ where: { objectType: 'DictionaryEntry', objectId: String(saved.id), action: 'UPDATE' } });
    expect(JSON.parse(audit.before!).value).toBe('https://help.example/');
    expect(JSON.parse(audit.after!).value).toBe('https://help.example/v2');
    refusedWith(await admin.api('POST', '/codeBox/save', { body: { appCode: 'GC', code: 'HELP_URL' } }), 40900);
    refusedWith(await admin.api('POST', '/codeBox/save', { body: { appCode: 'G C', code: 'X' } }), 40000);
    refusedWith(await h001admin.api('POST', '/codeBox/list', { body: {} }), 40300);
    refusedWith(await h001admin.api('DELETE', `/codeBox/${saved.id}`), 40300);
    okOf(await admin.api('DELETE', `/codeBox/${saved.id}`));
    expect(await h.db.prisma.dictionaryEntry.count({ where: { id: saved.id } })).toBe(0);
  });
});
